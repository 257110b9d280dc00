import { and, asc, count, eq, getTableName, ilike, or, type SQL, sql } from 'drizzle-orm';

import { compactText, compactTextSql } from '../../../domain/search-text.ts';

import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { parts, vehicleMakes, vehicleModels } from '../../db/schema/index.ts';
import { namesMake } from '../parts/parts.repository.ts';

/** The vehicle makes and models tables. */
export type MakeRow = typeof vehicleMakes.$inferSelect;
export type ModelRow = typeof vehicleModels.$inferSelect;
export type ModelValues = Pick<typeof vehicleModels.$inferInsert, 'makeId' | 'name' | 'allYears' | 'yearStart' | 'yearEnd' | 'productionPeriods'>;

export async function countVehicleModels(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vehicleModels);
  return row?.n ?? 0;
}

/** Every make with how many models and parts name it. */
export async function listMakesWithCounts(db: Db): Promise<{ id: number; name: string; updatedAt: Date; modelCount: number; partCount: number }[]> {
  const [makes, models, partMakes] = await Promise.all([
    db.select({ id: vehicleMakes.id, name: vehicleMakes.name, updatedAt: vehicleMakes.updatedAt }).from(vehicleMakes).orderBy(asc(vehicleMakes.name)),
    db.select({ makeId: vehicleModels.makeId, n: count() }).from(vehicleModels).groupBy(vehicleModels.makeId),
    db.execute(sql`select lower(trim(m.make)) as make, count(distinct ${parts.id})::int as n from ${parts}, unnest(string_to_array(${parts.make}, ',')) as m(make) group by 1`),
  ]);
  const modelCounts = new Map(models.map((row) => [row.makeId, row.n]));
  const { rows } = partMakes as unknown as { rows: { make: string; n: number }[] };
  const partCounts = new Map(rows.map((row) => [row.make, Number(row.n)]));
  return makes.map((make) => ({ ...make, modelCount: modelCounts.get(make.id) ?? 0, partCount: partCounts.get(make.name.toLowerCase()) ?? 0 }));
}

export async function countPartsNamingMake(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parts).where(namesMake(name));
  return row?.n ?? 0;
}

export async function findMakeRow(db: Db, id: number): Promise<MakeRow | undefined> {
  const [row] = await db.select().from(vehicleMakes).where(eq(vehicleMakes.id, id));
  return row;
}

export async function lockMakeRow(tx: Db, id: number): Promise<MakeRow | undefined> {
  const [row] = await tx.select().from(vehicleMakes).where(eq(vehicleMakes.id, id)).for('update');
  return row;
}

export async function findMakeByName(db: Db, name: string): Promise<MakeRow | undefined> {
  const [row] = await db.select().from(vehicleMakes).where(sql`lower(${vehicleMakes.name}) = lower(${name})`);
  return row;
}

export async function insertMakeRow(db: Db, name: string): Promise<MakeRow> {
  const [row] = await db.insert(vehicleMakes).values({ name }).returning();
  return row!;
}

export async function updateMakeRow(db: Db, id: number, name: string): Promise<MakeRow> {
  const [row] = await db.update(vehicleMakes).set({ name, updatedAt: new Date() }).where(eq(vehicleMakes.id, id)).returning();
  return row!;
}

export async function deleteMakeRow(db: Db, id: number): Promise<void> {
  await db.delete(vehicleMakes).where(eq(vehicleMakes.id, id));
}

export async function countModelsOfMake(db: Db, makeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vehicleModels).where(eq(vehicleModels.makeId, makeId));
  return row?.n ?? 0;
}

/** Another model of the same make and name (any case) whose years meet this one's. */
const overlaps = sql<boolean>`exists (
  select 1 from ${vehicleModels} as other
  where other.make_id = ${vehicleModels.makeId} and lower(other.name) = lower(${vehicleModels.name}) and other.id <> ${vehicleModels.id}
    and other.year_start <= ${vehicleModels.yearEnd} and other.year_end >= ${vehicleModels.yearStart}
)`;

const modelColumns = {
  id: vehicleModels.id,
  makeId: vehicleModels.makeId,
  make: vehicleMakes.name,
  name: vehicleModels.name,
  allYears: vehicleModels.allYears,
  yearStart: vehicleModels.yearStart,
  yearEnd: vehicleModels.yearEnd,
  productionPeriods: vehicleModels.productionPeriods,
  overlaps: overlaps.mapWith(Boolean),
  importStatus: vehicleModels.importStatus,
  createdAt: vehicleModels.createdAt,
  updatedAt: vehicleModels.updatedAt,
};

/** A model's make and name, compacted as the catalogue's search compacts words (compactTextSql): "Pontiac De Luxe Six" is "pontiacdeluxesix". */
const COMPACT_MAKE_AND_MODEL = sql.raw(compactTextSql(`"${getTableName(vehicleMakes)}"."${vehicleMakes.name.name}" || ' ' || "${getTableName(vehicleModels)}"."${vehicleModels.name.name}"`));

/**
 * Which models a search of the list names: those whose make and name hold it as the catalogue's search
 * reads words, marks, spaces and accents aside ("deluxe" finds the De Luxe Six, "pontiac chieftain" the
 * Pontiac Chieftain); marks alone ("&") as typed.
 */
function modelsNamed(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const compact = compactText(search);
  return compact ? sql`${COMPACT_MAKE_AND_MODEL} like ${likePattern(compact)}` : or(ilike(vehicleModels.name, likePattern(search)), ilike(vehicleMakes.name, likePattern(search)));
}

/** One page of models (pages counted from 0), make then name then years, searched by make or model name. */
export async function listModelsPage(db: Db, query: { page: number; pageSize: number; search?: string }) {
  const where = modelsNamed(query.search);
  const [rows, [total]] = await Promise.all([
    db
      .select(modelColumns)
      .from(vehicleModels)
      .innerJoin(vehicleMakes, eq(vehicleModels.makeId, vehicleMakes.id))
      .where(where)
      .orderBy(asc(vehicleMakes.name), asc(sql`lower(${vehicleModels.name})`), asc(vehicleModels.yearStart), asc(vehicleModels.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ n: count() }).from(vehicleModels).innerJoin(vehicleMakes, eq(vehicleModels.makeId, vehicleMakes.id)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findModel(db: Db, id: number) {
  const [row] = await db.select(modelColumns).from(vehicleModels).innerJoin(vehicleMakes, eq(vehicleModels.makeId, vehicleMakes.id)).where(eq(vehicleModels.id, id));
  return row;
}

export async function lockModelRow(tx: Db, id: number): Promise<ModelRow | undefined> {
  const [row] = await tx.select().from(vehicleModels).where(eq(vehicleModels.id, id)).for('update');
  return row;
}

/** The model that has these make, name (any case) and years already, if any. */
export async function findSameModel(db: Db, values: Pick<ModelValues, 'makeId' | 'name' | 'yearStart' | 'yearEnd'>) {
  const [row] = await db
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.makeId, values.makeId), sql`lower(${vehicleModels.name}) = lower(${values.name})`, eq(vehicleModels.yearStart, values.yearStart), eq(vehicleModels.yearEnd, values.yearEnd)));
  return row;
}

export async function insertModelRow(db: Db, values: ModelValues): Promise<ModelRow> {
  const [row] = await db.insert(vehicleModels).values(values).returning();
  return row!;
}

export async function updateModelRow(db: Db, id: number, values: ModelValues): Promise<ModelRow> {
  const [row] = await db.update(vehicleModels).set({ ...values, updatedAt: new Date() }).where(eq(vehicleModels.id, id)).returning();
  return row!;
}

export async function deleteModelRow(db: Db, id: number): Promise<void> {
  await db.delete(vehicleModels).where(eq(vehicleModels.id, id));
}

export async function listMakeNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: vehicleMakes.name }).from(vehicleMakes).orderBy(asc(vehicleMakes.name));
  return rows.map((row) => row.name);
}

const rowCount = (result: unknown) => Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
const stagedModels = (jobId: string) =>
  sql`(select r.row, lower(r.data ->> 'make') as make, r.data ->> 'name' as name, r.data ->> 'allYears' as all_years, (r.data ->> 'yearStart')::int as year_start, (r.data ->> 'yearEnd')::int as year_end,
    array(select jsonb_array_elements_text(r.data -> 'productionPeriods')) as production_periods from import_rows r where r.job_id = ${jobId})`;
/** An existing model `m` of the staged row `s`'s make and name whose years meet the row's. */
const overlapping = sql`m.make_id = k.id and lower(k.name) = s.make and lower(m.name) = lower(s.name) and m.year_start <= s.year_end and m.year_end >= s.year_start`;

/** Staged models whose years overlap a model of the same make and name (SPEC: the overwrite question). */
export async function countStagedModelsOverlapping(db: Db, jobId: string): Promise<number> {
  return rowCount(await db.execute(sql`select count(*)::int as n from ${stagedModels(jobId)} s where exists (select 1 from ${vehicleModels} m, ${vehicleMakes} k where ${overlapping})`));
}

/** The distinct makes staged models name. */
export async function listStagedModelMakes(db: Db, jobId: string): Promise<string[]> {
  const result = await db.execute(sql`select distinct r.data ->> 'make' as make from import_rows r where r.job_id = ${jobId}`);
  return (result as unknown as { rows: { make: string }[] }).rows.map((row) => row.make);
}

/**
 * Writes an import's staged models: each overlapping one replaces the first model it overlaps (when
 * `overwrite`), the rest are added; both record their import_status.
 */
export async function writeStagedModels(tx: Db, jobId: string, options: { overwrite: boolean }): Promise<{ created: number; updated: number }> {
  const status = (action: 'created' | 'overwritten') => sql`jsonb_build_object('imported_at', now(), 'source', 'csv_import', 'action', ${action}::text)`;
  let updated = 0;
  if (options.overwrite) {
    updated = rowCount(
      await tx.execute(sql`
        with targets as (
          select distinct on (s.row) s.*, m.id as target from ${stagedModels(jobId)} s join ${vehicleModels} m on true join ${vehicleMakes} k on ${overlapping}
          order by s.row, m.id),
        changed as (
          update ${vehicleModels} v set name = t.name, all_years = t.all_years, year_start = t.year_start, year_end = t.year_end,
            production_periods = t.production_periods, import_status = ${status('overwritten')}, updated_at = now()
          from targets t where v.id = t.target
          returning 1)
        select count(*)::int as n from changed`),
    );
  }
  const created = rowCount(
    await tx.execute(sql`
      with added as (
        insert into ${vehicleModels} (make_id, name, all_years, year_start, year_end, production_periods, import_status)
        select k.id, s.name, s.all_years, s.year_start, s.year_end, s.production_periods, ${status('created')}
        from ${stagedModels(jobId)} s join ${vehicleMakes} k on lower(k.name) = s.make
        where not exists (select 1 from ${vehicleModels} m, ${vehicleMakes} k2 where m.make_id = k2.id and lower(k2.name) = s.make and lower(m.name) = lower(s.name) and m.year_start <= s.year_end and m.year_end >= s.year_start)
        returning 1)
      select count(*)::int as n from added`),
  );
  return { created, updated };
}

/** Every model with its make's name, as the list orders them: the export. */
export async function listAllModels(db: Db) {
  return db
    .select(modelColumns)
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleModels.makeId, vehicleMakes.id))
    .orderBy(asc(vehicleMakes.name), asc(sql`lower(${vehicleModels.name})`), asc(vehicleModels.yearStart), asc(vehicleModels.id));
}
