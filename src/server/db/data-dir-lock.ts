import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds a data directory: written into its lock file. */
interface Holder {
  pid: number;
  host: string;
  since: string;
}

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? (holder as Holder) : null;
  } catch {
    return null;
  }
}

/** A lock file that was just created may not hold its JSON yet; one older than this without it is debris. */
const UNREADABLE_GRACE_MS = 5_000;

/**
 * Locks a data directory for this process: a file beside it names the holder's process id and host.
 * There is no heartbeat, so a busy event loop can never "lose" the lock; a holder whose process is
 * gone from this host (a crash, SIGKILL) is recognised at once and its lock taken over. A holder on
 * another host is never second-guessed. Returns the function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(path.dirname(dir), `${path.basename(dir)}.pid.lock`);
  const me: Holder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return () => {
        if (readHolder(file)?.pid === me.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder === null) {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) continue;
      if (Date.now() - stat.mtimeMs < UNREADABLE_GRACE_MS) throw new DataDirInUseError(`The data directory ${dir} is being opened by another shop process. Try again in a moment.`);
    } else if (holder.host !== me.host) {
      throw new DataDirInUseError(`The data directory ${dir} is in use by a shop process on ${holder.host} (process ${holder.pid}). Stop it first, or set DATA_DIR to another folder.`);
    } else if (holder.pid === me.pid || isAlive(holder.pid)) {
      throw new DataDirInUseError(
        `The data directory ${dir} is in use by another shop process (process ${holder.pid}). Stop that process first, or set DATA_DIR to another folder.`,
      );
    }
    // The holder is gone: take the lock over, unless someone else did in the meantime.
    if (readHolder(file)?.pid === holder?.pid) fs.rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`The data directory ${dir} is in use by another shop process. Stop that process first, or set DATA_DIR to another folder.`);
}
