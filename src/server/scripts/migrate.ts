import path from 'node:path';

import { loadConfig } from '../config.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

const config = loadConfig();
const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(path.join(config.dataDir, 'db'));
await runMigrations(database);
await database.close();
console.log('The database schema is up to date.');
