import path from 'node:path';

import type { Config } from './config.ts';
import { type Database, openShopDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { ensureAdmin } from './modules/auth/admin-account.ts';
import { seedDemoCatalogue } from './seed/seed-demo.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import type { ObjectStorage } from './storage/storage.ts';

export interface Runtime {
  database: Database;
  storage: ObjectStorage;
}

/** Opens the database named by the settings, brings its schema up to date and loads the demo when empty. */
export async function prepareRuntime(config: Config, log: (message: string) => void): Promise<Runtime> {
  if (config.databaseUrl) {
    // Building an index on a large table may take longer than any request may: one connection without the limit.
    const migrator = await openShopDatabase(config, { max: 1, statementTimeoutMs: 0 });
    try {
      await runMigrations(migrator);
    } finally {
      await migrator.close();
    }
  }
  const database = await openShopDatabase(config);
  try {
    if (database.kind === 'pglite') await runMigrations(database);
    const admin = await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
    if (admin?.generated) {
      log(
        `Created the administrator ${config.adminEmail} with this password (shown once; change it with "npm run admin:password -- ${config.adminEmail}"):\n\n    ${admin.password}\n`,
      );
    } else if (admin) {
      log(`Created the administrator ${config.adminEmail} with the password from ADMIN_PASSWORD.`);
    }
    const storage = createLocalStorage(path.join(config.dataDir, 'storage'));
    if (config.seedDemo) {
      const created = await seedDemoCatalogue(database.db, storage);
      if (created > 0) log(`Loaded the demo catalogue: ${created} parts.`);
    }
    return { database, storage };
  } catch (error) {
    await database.close();
    throw error;
  }
}
