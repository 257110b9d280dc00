/** PostgreSQL's error code, whether the driver threw it directly or Drizzle wrapped it. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** lock_timeout (or NOWAIT) gave up waiting for a lock. */
export const LOCK_NOT_AVAILABLE = '55P03';
/** statement_timeout stopped the statement (or it was cancelled). */
export const QUERY_CANCELED = '57014';
