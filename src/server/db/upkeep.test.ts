import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { parts } from './schema/index.ts';
import { type Database, GIN_PENDING_LIST_KB } from './client.ts';
import { catalogueUpkeep, catalogueUpkeepDue, pruneVehicleValues, startEmbeddedUpkeep } from './upkeep.ts';
import { pendingIndexPages } from '../testing/gin-pending.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';

const base = { description: 'A part', categories: ['Gaskets & Seals'], make: 'Pontiac', model: 'Chieftain', yearStart: 1949, yearEnd: 1952 };

async function insertParts(database: Database, prefix: string, count: number): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    await database.db.insert(parts).values(Array.from({ length: Math.min(500, count - start) }, (_, i) => ({ ...base, sku: `${prefix}-${start + i}`, name: `Part ${start + i}`, regularPrice: '5.00' })));
  }
}

/** The make and model texts part_vehicle_values holds, as "kind value". */
async function vehicleValues(database: Database): Promise<string[]> {
  const result = await database.db.execute(sql`select kind || ' ' || value as held from part_vehicle_values order by 1`);
  return (result as unknown as { rows: { held: string }[] }).rows.map((row) => row.held);
}

/** Writes a part in a transaction left open (its triggers have run) until the answered function commits it. */
async function writtenNotCommitted(database: Database, part: typeof parts.$inferInsert): Promise<() => Promise<void>> {
  let commit!: () => void;
  let written!: () => void;
  const wasWritten = new Promise<void>((resolve) => (written = resolve));
  const writing = database.db.transaction(async (tx) => {
    await tx.insert(parts).values(part);
    written();
    await new Promise<void>((resolve) => (commit = resolve));
  });
  await Promise.race([wasWritten, writing]);
  return async () => {
    commit();
    await writing;
  };
}

/** The catalogue's search version (migration 0038), which servers keep their search vocabularies by. */
async function searchVersion(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select search_version::int as v from catalog_version where id = 1`);
  return (result as unknown as { rows: { v: number }[] }).rows[0]!.v;
}

/** Whether the planner holds statistics of the parts' makes (gathered by ANALYZE, never by writes). */
async function hasMakeStatistics(database: Database): Promise<boolean> {
  const result = await database.db.execute(sql`select count(*)::int as n from pg_stats where tablename = 'parts' and attname = 'make'`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n > 0;
}

for (const kind of databaseKinds()) {
  describe(`catalogue upkeep [${kind}]`, () => {
    // Each test has a database of its own: they run in any order.
    let database: Database;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ database, dispose } = await openTestDatabase(kind));
    });
    afterEach(() => dispose());

    it('gathers the statistics the search plans from (and on the embedded database, vacuums) once the parts have changed', async () => {
      expect(await catalogueUpkeepDue(database)).toBe(false);
      await insertParts(database, 'UP', 1_500);
      expect(await catalogueUpkeepDue(database)).toBe(true);
      expect(await hasMakeStatistics(database)).toBe(false);
      await catalogueUpkeep(database);
      expect(await hasMakeStatistics(database)).toBe(true);
      // On PostgreSQL, autovacuum keeps the visibility map; the embedded database is vacuumed here.
      if (kind === 'pglite') expect(await catalogueUpkeepDue(database)).toBe(false);
    });

    it("keeps the search indexes' lists of entries not yet merged small on the shop's connections, and merges what a bulk write left", async () => {
      const setting = await database.db.execute(sql`select current_setting('gin_pending_list_limit') as "limit"`);
      expect((setting as unknown as { rows: { limit: string }[] }).rows[0]!.limit).toBe(`${GIN_PENDING_LIST_KB}kB`);
      if (kind !== 'postgres') return; // pgstattuple, which reads the lists, is PostgreSQL's
      await insertParts(database, 'EDIT', 200);
      await catalogueUpkeep(database);
      // Single edits, as the back office makes them: every word of each part is listed again.
      const ids = await database.db.select({ id: parts.id }).from(parts);
      for (const { id } of ids.slice(0, 120)) await database.db.execute(sql`update parts set regular_price = regular_price + 1 where id = ${id}`);
      const pageBytes = 8192;
      expect(await pendingIndexPages(database.db)).toBeLessThanOrEqual(Math.ceil((GIN_PENDING_LIST_KB * 1024) / pageBytes));
      // A bulk write with a larger list (as an import's commit has), then the upkeep.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('gin_pending_list_limit', '2MB', true)`);
        for (const { id } of ids) await tx.execute(sql`update parts set regular_price = regular_price + 1 where id = ${id}`);
      });
      expect(await pendingIndexPages(database.db)).toBeGreaterThan(Math.ceil((GIN_PENDING_LIST_KB * 1024) / pageBytes));
      await catalogueUpkeep(database);
      expect(await pendingIndexPages(database.db)).toBe(0);
    });

    it('forgets the make and model texts no part holds any more, and keeps those a part holds', async () => {
      const [renamed, , deleted] = await database.db
        .insert(parts)
        .values([
          { ...base, sku: 'PV-1', name: 'Renamed', model: 'Oldname', regularPrice: '5.00' },
          { ...base, sku: 'PV-2', name: 'Kept', model: 'Kept', regularPrice: '5.00' },
          { ...base, sku: 'PV-3', name: 'Deleted', make: 'Gone Motors', regularPrice: '5.00' },
        ])
        .returning({ id: parts.id });
      await database.db.execute(sql`update parts set model = 'Newname' where id = ${renamed!.id}`);
      await database.db.execute(sql`delete from parts where id = ${deleted!.id}`);
      expect(await vehicleValues(database)).toEqual(expect.arrayContaining(['make Gone Motors', 'model Oldname', 'model Newname', 'model Kept']));
      const before = await searchVersion(database);
      await catalogueUpkeep(database);
      expect(await vehicleValues(database)).toEqual(['make Pontiac', 'model Kept', 'model Newname']);
      // The texts were words of the cars to every server's search vocabulary: it is read afresh.
      const after = await searchVersion(database);
      expect(after).toBeGreaterThan(before);
      // An upkeep that forgets nothing leaves the vocabularies alone.
      await catalogueUpkeep(database);
      expect(await searchVersion(database)).toBe(after);
    });

    it.runIf(kind === 'postgres')('never forgets a text a part written at the same moment holds: the prune waits for the write', async () => {
      const [gone] = await database.db.insert(parts).values({ ...base, sku: 'RACE-1', name: 'Sold out', model: 'Racer', regularPrice: '5.00' }).returning({ id: parts.id });
      await database.db.execute(sql`delete from parts where id = ${gone!.id}`);
      // Another part with the same model is written and not yet committed: its trigger found the text
      // there already, so it adds nothing; a prune that looked now would see no part holding it.
      const commitRacer = await writtenNotCommitted(database, { ...base, sku: 'RACE-2', name: 'Back in stock', model: 'Racer', regularPrice: '5.00' });
      const pruning = pruneVehicleValues(database.db);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await commitRacer();
      expect(await pruning).toBe(true);
      expect(await vehicleValues(database)).toContain('model Racer');

      // A write that goes on longer: the prune gives up after a moment and leaves its work (the text no
      // part holds once RACE-2 is gone) to the next upkeep.
      await database.db.execute(sql`delete from parts where sku = 'RACE-2'`);
      const commitSlow = await writtenNotCommitted(database, { ...base, sku: 'RACE-3', name: 'Long write', model: 'Slow', regularPrice: '5.00' });
      expect(await pruneVehicleValues(database.db)).toBe(false);
      await commitSlow();
      expect(await vehicleValues(database)).toContain('model Racer');
    });

    it.runIf(kind === 'pglite')('leaves the embedded database alone when few parts have changed since its last upkeep', async () => {
      await insertParts(database, 'MANY', 1_500);
      await catalogueUpkeep(database);
      const lastVacuum = async () => {
        const result = await database.db.execute(sql`select last_vacuum::text as at from pg_stat_user_tables where relname = 'parts'`);
        return (result as unknown as { rows: { at: string | null }[] }).rows[0]!.at;
      };
      const vacuumed = await lastVacuum();
      expect(vacuumed).not.toBeNull();
      await insertParts(database, 'FEW', 2);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await catalogueUpkeep(database);
      expect(await lastVacuum()).toBe(vacuumed);
    });

    it.runIf(kind === 'pglite')('looks on its own on the embedded database and does the upkeep when due, until stopped', async () => {
      const stop = startEmbeddedUpkeep(database, (error) => {
        throw error;
      }, 50);
      await insertParts(database, 'LATER', 3_000);
      for (let waited = 0; (await catalogueUpkeepDue(database)) && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await catalogueUpkeepDue(database)).toBe(false);
      await stop();
      await insertParts(database, 'STOPPED', 3_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await catalogueUpkeepDue(database)).toBe(true);
    });
  });
}
