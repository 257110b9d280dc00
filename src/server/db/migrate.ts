import fs from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';

import { PROJECT_ROOT } from '../paths.ts';
import { type Database, DatabaseUnavailableError } from './client.ts';

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'migrations');

/** When the newest migration this version of the shop knows was written (drizzle's journal). */
function newestKnownMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Refuses a database that a newer version of the shop has migrated: this version would run against
 * a schema it does not know (and an older server must never undo or half-use a newer one's changes).
 */
export async function refuseNewerSchema(database: Database): Promise<void> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [table] = await rows<{ name: string | null }>(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return;
  const [last] = await rows<{ newest: string | null }>(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  const newest = Number(last?.newest ?? 0);
  if (newest > newestKnownMigration()) {
    throw new DatabaseUnavailableError(
      `The database was upgraded by a newer version of the shop (its schema is from ${new Date(newest).toISOString()}, newer than this version knows). Start the newer version, or restore a backup made with this one.`,
    );
  }
}

/** Applies the committed migrations that the database has not seen yet. */
export async function runMigrations(database: Database): Promise<void> {
  await refuseNewerSchema(database);
  const options = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, options);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, options);
  }
}
