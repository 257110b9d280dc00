import { sql, type SQL } from 'drizzle-orm';

import type { Database, Db } from './client.ts';
import { runMigrations } from './migrate.ts';
import { batchGinUpkeep, mergePartsPendingLists } from './upkeep.ts';

/** Signed-in sessions stay behind: the owner signs in again on the new database. */
const TABLES_LEFT_BEHIND = new Set(['sessions']);
/** Tables that tell whether a database already holds a shop of its own (migrations alone fill none of them). */
const SHOP_TABLES = ['users', 'parts', 'categories', 'vehicle_models', 'activity_log'];
/** Rows read and written per statement: big enough to be quick, small enough to keep memory flat. */
const BATCH_ROWS = 2_000;

export interface TableCount {
  table: string;
  rows: number;
}

export interface MoveResult {
  /** 'moved': copied now; 'already-moved': the target already held exactly these rows, nothing was written. */
  outcome: 'moved' | 'already-moved';
  tables: TableCount[];
}

/** The move was refused or stopped; the target is as it was. */
export class MoveRefusedError extends Error {}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The shop's tables in an order where every table comes after the tables its foreign keys point at. */
async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = (await rows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)).map((row) => row.name);
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint f join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid join pg_namespace n on n.oid = c.relnamespace where f.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const { child, parent } of references) if (child === table && parent !== table) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered.filter((table) => !TABLES_LEFT_BEHIND.has(table));
}

async function countRows(db: Db, tables: string[]): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (const table of tables) {
    const [row] = await rows<{ count: string | number }>(db, sql.raw(`select count(*) as count from ${quoted(table)}`));
    counts.push({ table, rows: Number(row?.count ?? 0) });
  }
  return counts;
}

/** The columns a row is written with: not the generated ones (the target computes them itself). */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  const columns = await rows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  return columns.map((column) => column.name);
}

/**
 * Copies the shop in `source` (the embedded database) into `target` (an empty PostgreSQL): every table
 * with every row, the audit log included, signed-in sessions left behind. Both are first brought to
 * this version's schema. The copy is one transaction on the target, checked table by table against
 * the source's counts before it commits: it lands whole or not at all, so it can always be run again.
 * A target that already holds exactly the source's rows is left as it is ('already-moved'); one that
 * holds another shop is refused unless `replace` is set.
 */
export async function moveDatabase(source: Database, target: Database, options: { replace?: boolean; log?: (message: string) => void } = {}): Promise<MoveResult> {
  const log = options.log ?? (() => undefined);
  await runMigrations(source);
  await runMigrations(target);
  const tables = await tablesInOrder(source.db);
  const sourceCounts = await countRows(source.db, tables);
  const targetCounts = await countRows(target.db, tables);
  if (targetCounts.every((count, i) => count.rows === sourceCounts[i]!.rows) && sourceCounts.some((count) => SHOP_TABLES.includes(count.table) && count.rows > 0)) {
    return { outcome: 'already-moved', tables: targetCounts };
  }
  const holding = targetCounts.filter((count) => SHOP_TABLES.includes(count.table) && count.rows > 0);
  if (holding.length && !options.replace) {
    throw new MoveRefusedError(
      `The target database already holds a shop (${holding.map((count) => `${count.rows} ${count.table}`).join(', ')}). Nothing was copied. Move into an empty database, or add --replace to overwrite it with this one.`,
    );
  }

  await target.db.transaction(async (tx) => {
    const run = (query: string) => tx.execute(sql.raw(query));
    // The copy brings the search vocabularies and the catalogue version as they are: the triggers that
    // keep them would count every part twice.
    await run(`set local statement_timeout = 0`);
    // Nothing searches the new database while it is filled.
    await batchGinUpkeep(tx, { searchesMeanwhile: false });
    await run(`truncate ${[...tables, ...TABLES_LEFT_BEHIND].map(quoted).join(', ')} restart identity cascade`);
    for (const table of tables) await run(`alter table ${quoted(table)} disable trigger user`);
    for (const [index, table] of tables.entries()) {
      const expected = sourceCounts[index]!.rows;
      if (!expected) continue;
      const columns = (await writableColumns(source.db, table)).map(quoted).join(', ');
      let copied = 0;
      await source.db.transaction(async (read) => {
        await read.execute(sql.raw(`declare move_rows no scroll cursor for select ${columns} from ${quoted(table)}`));
        for (;;) {
          const batch = await rows<Record<string, unknown>>(read, sql.raw(`fetch ${BATCH_ROWS} from move_rows`));
          if (!batch.length) break;
          try {
            await tx.execute(
              sql`insert into ${sql.raw(quoted(table))} (${sql.raw(columns)}) overriding system value select ${sql.raw(columns)} from jsonb_populate_recordset(null::${sql.raw(quoted(table))}, ${JSON.stringify(batch)}::jsonb)`,
            );
          } catch (error) {
            const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
            throw new MoveRefusedError(`The copy stopped in the table ${table} (after ${copied} of ${expected} rows): ${reason}. Nothing was kept: the target database is as it was.`);
          }
          copied += batch.length;
        }
        await read.execute(sql.raw('close move_rows'));
      });
      log(`  ${table}: ${copied} row${copied === 1 ? '' : 's'}`);
    }
    for (const table of tables) await run(`alter table ${quoted(table)} enable trigger user`);
    // Identity columns continue after the highest id copied.
    const identities = await rows<{ table: string; column: string }>(
      tx,
      sql`select table_name as table, column_name as column from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`,
    );
    for (const { table, column } of identities) {
      await run(`select setval(pg_get_serial_sequence('${quoted(table)}', '${column}'), coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`);
    }
    const copiedCounts = await countRows(tx, tables);
    const wrong = copiedCounts.filter((count, i) => count.rows !== sourceCounts[i]!.rows);
    if (wrong.length) {
      throw new MoveRefusedError(`The copy does not match the source (${wrong.map((count) => `${count.table}: ${count.rows} of ${sourceCounts[tables.indexOf(count.table)]!.rows}`).join(', ')}); nothing was kept.`);
    }
    await mergePartsPendingLists(tx);
  });
  return { outcome: 'moved', tables: sourceCounts };
}
