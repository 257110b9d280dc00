import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';

import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
);

/** Applies the committed migrations that the database has not seen yet. */
export async function runMigrations(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, options);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, options);
  }
}
