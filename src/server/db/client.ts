import fs from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PGlite only: calls `onNotify` for each NOTIFY on `channel`, before the statement or transaction that
   * sent it has finished for its caller (PGlite runs in this process). Answers a function that stops it.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}

export class DatabaseUnavailableError extends Error {}

/**
 * No statement may hold a connection longer than this: a query that would run longer is stopped by
 * PostgreSQL and answered with a clear 503 (plugins/errors.ts). Migrations run without it, and a
 * long admin job sets its own with SET LOCAL. (PGlite cannot stop a running statement.)
 */
export const STATEMENT_TIMEOUT_MS = 5_000;
const CONNECTION_CHECK_MS = 2_000;

/**
 * The size (kB) the shop's connections let a GIN index's list of entries not yet merged grow to, the least
 * PostgreSQL allows (its default is 4 MB). Every search through the trigram and categories indexes reads
 * that whole list, and a write adds to it every word of the part written again (a change of price or stock
 * too): after 1,000 single edits, which autovacuum on PostgreSQL and the shop's upkeep on the embedded
 * database may leave for days, "lens" took about 90 ms instead of 8 and a near miss 82–85 instead of 24
 * at 100,000 parts on PostgreSQL, 190 instead of 35 on the embedded database (bench/README.md, 2026-11-28,
 * evening). With this bound an edit that fills the list merges it at once, a few milliseconds. A bulk
 * write raises it for its own transaction and merges it at the end (upkeep.ts, batchGinUpkeep).
 */
export const GIN_PENDING_LIST_KB = 64;

export interface PostgresOptions {
  max?: number;
  statementTimeoutMs?: number;
  /** Never close an idle connection (one that holds a session-level advisory lock). */
  keepIdle?: boolean;
}

/** Opens PostgreSQL at `url`, failing fast with a clear message when it does not answer. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // 0 keeps idle connections open: a connection holding a session lock must not be closed under it.
    idleTimeoutMillis: options.keepIdle ? 0 : 10_000,
    connectionTimeoutMillis: 5000,
    // 0 means no limit, as in PostgreSQL.
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    // A server that dies mid-statement (a long import) has its work stopped and rolled back within
    // seconds, instead of when the statement would have ended.
    options: `-c client_connection_check_interval=${CONNECTION_CHECK_MS} -c gin_pending_list_limit=${GIN_PENDING_LIST_KB}`,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const safeUrl = url.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1:***@');
    throw new DatabaseUnavailableError(
      `Cannot reach PostgreSQL at ${safeUrl}: ${(error as Error).message}. Check DATABASE_URL, or unset it to use the embedded database.`,
    );
  }
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** The embedded database's buffer cache when no size is set: at least this, and at most the second. */
export const AUTOMATIC_CACHE_MB = { least: 32, most: 256 } as const;

/**
 * The buffer cache for the embedded database in `dir` when no size is set: the size of its tables and
 * indexes (the folder's base/) rounded up to 16 MB, between 32 and 256 MB. PGlite keeps its whole cache in
 * memory from the moment it opens, so a small catalogue should not pay for a large one; but a search that
 * reads its pages from the folder instead of the cache is slow (a typo search among 100,000 parts took
 * 34 ms with 32 MB and 15 ms with 128 MB, bench/README.md). The size is taken when the shop starts.
 */
export function automaticCacheMb(dir: string | undefined): number {
  const base = dir ? path.join(dir, 'base') : undefined;
  let bytes = 0;
  if (base && fs.existsSync(base)) {
    for (const entry of fs.readdirSync(base, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    }
  }
  const mb = Math.ceil(bytes / (16 * 1024 * 1024)) * 16;
  return Math.min(AUTOMATIC_CACHE_MB.most, Math.max(AUTOMATIC_CACHE_MB.least, mb));
}

/**
 * Opens the embedded PGlite database in `dir` (or in memory when `dir` is undefined),
 * locking the folder so that a second process gets a clear error instead of corrupting it.
 */
export async function openPglite(
  dir: string | undefined,
  options: { loadDataDir?: Blob; cacheMb?: number } = {},
): Promise<Database> {
  let release: (() => void) | undefined;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    try {
      release = lockDataDir(dir);
    } catch (error) {
      if (error instanceof DataDirInUseError) throw new DatabaseUnavailableError(error.message);
      throw error;
    }
  }
  try {
    const client = await PGlite.create({
      dataDir: dir,
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
      // PGlite fills its whole buffer cache when it opens (128 MB by default): resident memory a small
      // catalogue never uses. Pages beyond it are read from the folder, through the system's cache.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.cacheMb ?? automaticCacheMb(dir)}MB`, '-c', `gin_pending_list_limit=${GIN_PENDING_LIST_KB}`],
    });
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
      close: async () => {
        await client.close();
        release?.();
      },
    };
  } catch (error) {
    release?.();
    throw error;
  }
}

export { schema };

/**
 * The shop's database as its settings name it: PostgreSQL at DATABASE_URL, or the embedded one in
 * DATA_DIR/db. The one place where that choice is made.
 */
export async function openShopDatabase(
  settings: { databaseUrl: string | undefined; dataDir: string; embeddedDatabaseCacheMb: number | undefined },
  options: PostgresOptions = {},
): Promise<Database> {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl, options)
    : openPglite(embeddedDatabaseDir(settings.dataDir), { cacheMb: settings.embeddedDatabaseCacheMb });
}

/** The folder of the embedded database of a shop whose data is in `dataDir`. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/** Whether `dir` holds an embedded database (PostgreSQL writes PG_VERSION into every data folder it makes). */
export function holdsEmbeddedDatabase(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}
