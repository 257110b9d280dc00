import { sql } from 'drizzle-orm';

import type { Config } from './config.ts';
import { type Database, openShopDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { ensureAdmin } from './modules/auth/admin-account.ts';
import { seedDemoCatalogue } from './seed/seed-demo.ts';
import { openStorage } from './storage/open-storage.ts';
import type { ObjectStorage } from './storage/storage.ts';

export interface Runtime {
  database: Database;
  storage: ObjectStorage;
}

/** Any number that no other part of the shop uses as an advisory lock key: the start-up work's. */
const START_UP_LOCK = 7_195_526_001;

/**
 * Opens the database named by the settings, brings its schema up to date, creates the first admin and
 * loads the demo when the catalogue is empty. On PostgreSQL several servers may start together: the
 * work runs under an advisory lock, so it is done once, and the servers that waited find it done.
 */
export async function prepareRuntime(config: Config, log: (message: string) => void): Promise<Runtime> {
  if (!config.databaseUrl) {
    const database = await openShopDatabase(config);
    try {
      await runMigrations(database);
      return { database, storage: await startUpWork(database, config, log) };
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  // One connection does all the work, without the request time limit (building an index on a large
  // table may take longer), and holds the lock: a session lock ends with its connection, so a server
  // that dies mid-way lets the next one start over. It stays open while idle (drawing the demo's pictures).
  const holder = await openShopDatabase(config, { max: 1, statementTimeoutMs: 0, keepIdle: true });
  try {
    await holder.db.execute(sql`select pg_advisory_lock(${START_UP_LOCK})`);
    await runMigrations(holder);
    const storage = await startUpWork(holder, config, log);
    return { database: await openShopDatabase(config), storage };
  } finally {
    await holder.db.execute(sql`select pg_advisory_unlock(${START_UP_LOCK})`).catch(() => undefined);
    await holder.close();
  }
}

async function startUpWork(database: Database, config: Config, log: (message: string) => void): Promise<ObjectStorage> {
  const admin = await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
  if (admin?.generated) {
    log(
      `Created the administrator ${config.adminEmail} with this password (shown once; change it with "npm run admin:password -- ${config.adminEmail}"):\n\n    ${admin.password}\n`,
    );
  } else if (admin) {
    log(`Created the administrator ${config.adminEmail} with the password from ADMIN_PASSWORD.`);
  }
  const storage = await openStorage(config);
  if (config.seedDemo) {
    const created = await seedDemoCatalogue(database.db, storage);
    if (created > 0) log(`Loaded the demo catalogue: ${created} parts.`);
  }
  return storage;
}
