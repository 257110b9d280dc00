/**
 * A second shop process for the data-directory lock tests: opens the embedded database in the
 * folder given (from the migrated snapshot given, if any), makes the number of writes given, says "ready" and waits to be stopped.
 */
import fs from 'node:fs';

import { sql } from 'drizzle-orm';

import { openPglite } from '../db/client.ts';

const [dir, writes = '0', snapshot] = process.argv.slice(2);
const database = await openPglite(dir, { loadDataDir: snapshot ? new Blob([fs.readFileSync(snapshot)]) : undefined });
await database.db.execute(sql`create table if not exists lock_test (n integer)`);
for (let n = 1; n <= Number(writes); n++) await database.db.execute(sql`insert into lock_test values (${n})`);
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);
