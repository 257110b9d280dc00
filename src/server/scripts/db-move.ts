/**
 * `npm run db:move -- --to postgres://user:password@host/shop [--replace]`: copies the shop in the
 * embedded database (DATA_DIR/db) into an empty PostgreSQL. Stop the shop first. docs/deploy.md.
 */
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseUnavailableError, embeddedDatabaseDir, holdsEmbeddedDatabase, openPglite, openPostgres } from '../db/client.ts';
import { moveDatabase, MoveRefusedError } from '../db/move-database.ts';

const USAGE = 'Usage: npm run db:move -- --to postgres://user:password@host:5432/database [--replace]';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, replace: { type: 'boolean', default: false } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new ConfigError(`Name the PostgreSQL database to move into.\n${USAGE}`);
  const config = loadConfig();
  const from = embeddedDatabaseDir(config.dataDir);
  // Opening a folder with no database would make a new, empty one there and "move" that.
  if (!holdsEmbeddedDatabase(from)) throw new ConfigError(`There is no embedded shop in ${from}. Set DATA_DIR to the folder the shop ran with.`);
  const source = await openPglite(from);
  try {
    const target = await openPostgres(values.to, { max: 1, statementTimeoutMs: 0 });
    try {
      console.log(`Copying the shop in ${from} into PostgreSQL…`);
      const result = await moveDatabase(source, target, { replace: values.replace, log: console.log });
      const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        result.outcome === 'already-moved'
          ? `Nothing to do: the target already holds this shop (${rows} rows, every table's count matches).`
          : `Moved ${rows} rows in ${result.tables.length} tables; every table's count matches the embedded database. Signed-in sessions were left behind.\nNext: start the shop with DATABASE_URL set to the new database (docs/deploy.md).`,
      );
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError || error instanceof MoveRefusedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
