import { sql } from 'drizzle-orm';

import type { Database, Db } from './client.ts';
import { LOCK_NOT_AVAILABLE, pgErrorCode } from './errors.ts';

/**
 * The catalogue's tables the search plans from. The planner needs their statistics (how common a make,
 * a model or a range of years is), and the index-only reads of a make, model or year search need the
 * visibility map (ADR 014): without them, a search by make among 100,000 parts on the embedded database
 * took 30 ms instead of 6, and 90 ms with statistics but no visibility map (bench/README.md).
 */
const CATALOGUE_TABLES = sql.raw('parts, part_categories, part_vehicle_values, search_terms');

/** Share of the parts table's pages that may have changed since its last upkeep before it is due again. */
const CHANGED_PAGES_ALLOWED = 0.1;

/** How often the embedded database is looked at for upkeep. */
const EMBEDDED_UPKEEP_CHECK_MS = 60_000;

/**
 * Whether the parts table has changed by more than a tenth of its pages since it was last vacuumed, or
 * was never looked at: the pages the visibility map holds as all-visible against the table's real size.
 */
export async function catalogueUpkeepDue(database: Database): Promise<boolean> {
  const result = await database.db.execute(sql`
    select relallvisible::float8 as "allVisible", reltuples::float8 as "tuples",
      (pg_relation_size(oid) / current_setting('block_size')::int)::float8 as "pages"
    from pg_class where oid = 'parts'::regclass`);
  const [table] = (result as unknown as { rows: { allVisible: number; tuples: number; pages: number }[] }).rows;
  if (!table || table.pages === 0) return false;
  return table.tuples < 0 || table.allVisible < table.pages * (1 - CHANGED_PAGES_ALLOWED);
}

/**
 * The GIN indexes on parts (trigram search text, categories) take each new row's keys into a pending
 * list and merge that list into the index when it outgrows gin_pending_list_limit, gathering the keys in
 * work_mem. With the shop's connections' small list (client.ts, GIN_PENDING_LIST_KB) a bulk write merges
 * every few rows, and the indexes' upkeep is most of the time of an import: 100,000 parts took 34 s on
 * PostgreSQL with the defaults, 15 s with a list of 16 to 32 MB and this work_mem (bench/README.md). But
 * every search reads the whole list, written or not, and waits while it is merged: on PostgreSQL, where
 * the public search goes on during an import's commit, a list of 32 MB made the keyword searches seven
 * times slower meanwhile (p50 77 ms against 11), one of 2 MB stalled one in twenty for about 110 ms, one
 * of 1 MB left them within 36 ms at p95, for about 2 s more of a 100,000-part commit (bench/README.md,
 * 2026-11-28, evening). Where no search runs meanwhile (the embedded database, which a commit holds; a
 * seed; a move into a new database) the list may be large.
 */
const BULK_GIN_PENDING_LIST = { searchesMeanwhile: '1MB', noSearches: '32MB' } as const;
const BULK_GIN_WORK_MEM = '256MB';

/** The GIN settings of a bulk write of parts, for the current transaction only; its lists are merged after it (mergePartsPendingLists). */
export async function batchGinUpkeep(tx: Db, { searchesMeanwhile }: { searchesMeanwhile: boolean }): Promise<void> {
  const pendingList = searchesMeanwhile ? BULK_GIN_PENDING_LIST.searchesMeanwhile : BULK_GIN_PENDING_LIST.noSearches;
  await tx.execute(sql`select set_config('gin_pending_list_limit', ${pendingList}, true), set_config('work_mem', ${BULK_GIN_WORK_MEM}, true), set_config('maintenance_work_mem', ${BULK_GIN_WORK_MEM}, true)`);
}

/** The GIN indexes on the parts: every search through them reads the entries their pending lists hold. */
export const PARTS_GIN_INDEXES = ['parts_search_text_trgm', 'parts_categories_gin'] as const;

/**
 * Merges the entries the parts' GIN indexes hold in their pending lists (client.ts, GIN_PENDING_LIST_KB)
 * into the indexes, so that searches read none: after a bulk write, and after a failed one, whose rows
 * are gone but whose entries stay listed until merged.
 */
export async function mergePartsPendingLists(db: Db): Promise<void> {
  await db.execute(sql.raw(`select ${PARTS_GIN_INDEXES.map((index) => `gin_clean_pending_list('${index}'::regclass)`).join(', ')}`));
}

/** How long the prune of the make and model texts waits for the catalogue's writes before it leaves its work to the next upkeep. */
const PRUNE_LOCK_WAIT = '1s';

/**
 * Forgets the make and model texts no part holds any more. part_vehicle_values keeps every text a part
 * has been written with (a trigger adds them and never takes one away, as a part written at the same
 * moment may hold it): each is a car's name to the vocabulary, a value a partial make or model filter is
 * matched against, and a branch of a category's search by car (allModels). The table is locked against
 * writes first (SHARE ROW EXCLUSIVE: reads go on), so that a part written meanwhile has either committed,
 * and the statement sees it, or waits to add its text afresh; a prune that would wait longer than
 * PRUNE_LOCK_WAIT for a write is left to the next upkeep. When it has forgotten a text, the catalogue's
 * search version moves on once it has committed, so that servers read their vocabularies afresh (in
 * the transaction, the version's row would be locked after the table, where a write locks it before).
 * Answers whether it ran.
 */
export async function pruneVehicleValues(db: Db): Promise<boolean> {
  try {
    const forgotten = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${PRUNE_LOCK_WAIT}'`));
      await tx.execute(sql`lock table part_vehicle_values in share row exclusive mode`);
      const deleted = await tx.execute(sql`
        delete from part_vehicle_values v
        where (v.kind = 'make' and not exists (select 1 from parts p where p.make = v.value))
          or (v.kind = 'model' and not exists (select 1 from parts p where p.model = v.value))
        returning 1`);
      return (deleted as unknown as { rows: unknown[] }).rows.length;
    });
    if (forgotten > 0) await db.execute(sql`select catalog_search_version_bump()`);
    return true;
  } catch (error) {
    if (pgErrorCode(error) === LOCK_NOT_AVAILABLE) return false;
    throw error;
  }
}

/**
 * Brings the catalogue's statistics (and, on the embedded database, its visibility map) up to date, as
 * PostgreSQL's autovacuum does on its own a while after a large write. The embedded database has no
 * autovacuum: it is vacuumed here when the parts have changed enough (an import of a few parts, or of
 * categories or vehicles, leaves a large catalogue alone: its vacuum holds the database for a second).
 * On PostgreSQL the statistics alone are gathered at once (a sample of each table, well within the
 * statement time limit however large), and autovacuum does the rest. First, on both, the GIN indexes'
 * pending lists are merged (mergePartsPendingLists) and the make and model texts no part holds any more
 * forgotten (pruneVehicleValues).
 */
export async function catalogueUpkeep(database: Database): Promise<void> {
  await mergePartsPendingLists(database.db);
  await pruneVehicleValues(database.db);
  if (database.kind === 'postgres') await database.db.execute(sql`analyze ${CATALOGUE_TABLES}`);
  else if (await catalogueUpkeepDue(database)) await database.db.execute(sql`vacuum (analyze) ${CATALOGUE_TABLES}`);
}

/**
 * On the embedded database, looks every `checkMs` (and once at once) whether the catalogue is due its
 * upkeep, and does it: the shop's edits, imports and seed all get there. Answers a function that stops it
 * and waits for an upkeep under way. Failures are reported and tried again at the next look.
 */
export function startEmbeddedUpkeep(database: Database, report: (error: unknown) => void, checkMs = EMBEDDED_UPKEEP_CHECK_MS): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => undefined;
  let running: Promise<void> = Promise.resolve();
  const look = () => {
    running = running.then(async () => {
      try {
        await catalogueUpkeep(database);
      } catch (error) {
        report(error);
      }
    });
  };
  look();
  const timer = setInterval(look, checkMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
