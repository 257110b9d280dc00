import { sql } from 'drizzle-orm';

import type { Database } from './client.ts';

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
 * Brings the catalogue's statistics (and, on the embedded database, its visibility map) up to date, as
 * PostgreSQL's autovacuum does on its own a while after a large write. The embedded database has no
 * autovacuum: it is vacuumed here when the parts have changed enough (an import of a few parts, or of
 * categories or vehicles, leaves a large catalogue alone: its vacuum holds the database for a second).
 * On PostgreSQL the statistics alone are gathered at once (a sample of each table, well within the
 * statement time limit however large), and autovacuum does the rest.
 */
export async function catalogueUpkeep(database: Database): Promise<void> {
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
