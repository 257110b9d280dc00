import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { AUTOMATIC_CACHE_MB, automaticCacheMb, DatabaseUnavailableError, openPglite, openPostgres } from './client.ts';

const folders: string[] = [];
const children: ChildProcess[] = [];

function dataDir(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
  folders.push(parent);
  return path.join(parent, 'db');
}

/** Another shop process holding `dir`, once it has made `writes` acknowledged writes. */
async function holder(dir: string, writes = 0): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/testing/hold-data-dir.ts', dir, String(writes), inject('pgliteSnapshot')], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('ready')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`The holder stopped (${code}):\n${output}`)));
  });
  return child;
}

async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** A migrated database to start from: creating one from nothing takes seconds. */
const snapshot = () => ({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot'))]) });

afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => kill(child, 'SIGKILL')));
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe("the embedded database's buffer cache when no size is set", () => {
  /** A data folder whose tables and indexes (base/) take `mb` megabytes, in files of the sizes given (sparse: no disk used). */
  function folderOf(...sizesMb: number[]): string {
    const dir = dataDir();
    sizesMb.forEach((mb, i) => {
      const file = path.join(dir, 'base', String(5 + (i % 2)), `${16384 + i}`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, '');
      fs.truncateSync(file, mb * 1024 * 1024);
    });
    return dir;
  }

  it('is the size of its tables and indexes rounded up to 16 MB, between 32 and 256 MB', () => {
    expect(automaticCacheMb(undefined)).toBe(AUTOMATIC_CACHE_MB.least);
    expect(automaticCacheMb(dataDir())).toBe(32);
    expect(automaticCacheMb(folderOf(3, 4))).toBe(32);
    expect(automaticCacheMb(folderOf(70, 30.5))).toBe(112);
    expect(automaticCacheMb(folderOf(600, 500))).toBe(256);
  });

  it('is what a PGlite opened without a size uses, and a size given wins', async () => {
    const dir = dataDir();
    const shown = async (database: Awaited<ReturnType<typeof openPglite>>) =>
      ((await database.db.execute(sql`select current_setting('shared_buffers') as size`)) as unknown as { rows: { size: string }[] }).rows[0]!.size;
    await (await openPglite(dir, snapshot())).close();
    // A hundred megabytes more in the folder (a sparse temporary file, which the database removes as it opens).
    fs.mkdirSync(path.join(dir, 'base', 'pgsql_tmp'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'base', 'pgsql_tmp', 'pgsql_tmp1.0'), '');
    fs.truncateSync(path.join(dir, 'base', 'pgsql_tmp', 'pgsql_tmp1.0'), 100 * 1024 * 1024);
    const expected = automaticCacheMb(dir);
    expect(expected).toBeGreaterThanOrEqual(112);
    const grown = await openPglite(dir);
    try {
      expect(await shown(grown)).toBe(`${expected}MB`);
    } finally {
      await grown.close();
    }
    const sized = await openPglite(dir, { cacheMb: 48 });
    try {
      expect(await shown(sized)).toBe('48MB');
    } finally {
      await sized.close();
    }
  });
});

describe('opening the database', () => {
  it('refuses a second opening of the same PGlite data directory in one process', async () => {
    const dir = dataDir();
    const first = await openPglite(dir, snapshot());
    try {
      await expect(openPglite(dir)).rejects.toThrow(`is in use by another shop process (process ${process.pid})`);
    } finally {
      await first.close();
    }
    const again = await openPglite(dir);
    await again.close();
  });

  it('refuses a data directory another live process holds, naming that process', async () => {
    const dir = dataDir();
    const other = await holder(dir);
    const attempt = openPglite(dir);
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toThrow(`The data directory ${dir} is in use by another shop process (process ${other.pid}).`);
  });

  it('takes over at once from a process killed with SIGKILL, with its acknowledged writes kept', async () => {
    const dir = dataDir();
    const crashed = await holder(dir, 3);
    await kill(crashed, 'SIGKILL');
    const reopened = await openPglite(dir);
    try {
      const result = (await reopened.db.execute(sql`select count(*)::int as n from lock_test`)) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]!.n).toBe(3);
    } finally {
      await reopened.close();
    }
  });

  it('keeps the lock through a long blocking operation: nothing to time out, nothing to crash', async () => {
    const dir = dataDir();
    const database = await openPglite(dir, snapshot());
    try {
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        // A synchronous stretch, as a large import's parsing might be.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      await database.db.execute(sql`select 1`);
      const lockFile = JSON.parse(fs.readFileSync(`${dir}.pid.lock`, 'utf8'));
      expect(lockFile.pid).toBe(process.pid);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(`${dir}.pid.lock`)).toBe(false);
  });

  it('says clearly when PostgreSQL does not answer, without printing the password', async () => {
    const attempt = openPostgres('postgres://shop:secret@127.0.0.1:1/shop');
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toThrow(/Cannot reach PostgreSQL at postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shop/);
  });
});
