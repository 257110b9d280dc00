import fs from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import lockfile from 'proper-lockfile';

import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {}

/** Opens PostgreSQL at `url`, failing fast with a clear message when it does not answer. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
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

/**
 * Opens the embedded PGlite database in `dir` (or in memory when `dir` is undefined),
 * locking the folder so that a second process gets a clear error instead of corrupting it.
 */
export async function openPglite(
  dir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    try {
      release = await lockfile.lock(dir, { lockfilePath: path.join(dir, '..', `${path.basename(dir)}.lock`), stale: 15_000, update: 5_000 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
        throw new DatabaseUnavailableError(
          `The data directory ${dir} is in use by another shop process. Stop that process first, or set DATA_DIR to another folder.`,
        );
      }
      throw error;
    }
  }
  try {
    const client = await PGlite.create({
      dataDir: dir,
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
    });
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

export { schema };
