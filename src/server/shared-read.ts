/**
 * Shares one read among the callers that ask at once, without ever answering a caller with a read
 * that began before it asked: a caller arriving while a read is under way waits for the next one,
 * which starts when that read ends and serves everyone who arrived meanwhile. Under a crowd the
 * database sees one read at a time instead of one per request, and no caller sees an older value
 * than a read of its own would have (a write committed before it asked is always seen).
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const started = read();
    current = started;
    const clear = () => {
      if (current === started) current = null;
    };
    started.then(clear, clear);
    return started;
  };
  return () => {
    if (!current) return start();
    if (!next) {
      const waitFor = current;
      next = waitFor.then(
        () => undefined,
        () => undefined,
      ).then(() => {
        next = null;
        return start();
      });
    }
    return next;
  };
}

/**
 * Keeps a read for the callers after it until it fails: then `forget` is called, unless `stillKept` says
 * another read has taken its place, so the next caller reads again instead of being answered the failure.
 */
export function forgetIfFailed<T>(reading: Promise<T>, stillKept: () => boolean, forget: () => void): Promise<T> {
  reading.catch(() => {
    if (stillKept()) forget();
  });
  return reading;
}
