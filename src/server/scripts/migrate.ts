import { loadConfig } from '../config.ts';
import { openShopDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

const config = loadConfig();
// Building an index on a large table may take longer than a request may: no statement limit here.
const database = await openShopDatabase(config, { max: 1, statementTimeoutMs: 0 });
await runMigrations(database);
await database.close();
console.log('The database schema is up to date.');
