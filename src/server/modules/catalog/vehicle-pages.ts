import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';

import type { SearchQuery } from '../../../domain/catalog.schema.ts';
import type { Db } from '../../db/client.ts';
import { partCategories, parts, partVehicleValues } from '../../db/schema/index.ts';
import { isOneOf, vehicleValuesOf } from './search-filters.ts';
import { SEARCH_COUNT_CAP } from './search-reads.ts';
import { hasYears } from './word-matches.ts';

// A search by make, model or year (and perhaps a category) alone: read value by value in price order (ADR 014).

/**
 * Where a search by vehicle reads its parts: parts, through its make, model and year indexes, or one
 * category's rows of part_categories, through part_categories_vehicle (category, model, price, id),
 * which INCLUDEs the make and the years.
 */
interface VehicleSource {
  table: typeof parts | typeof partCategories;
  id: Column;
  price: Column;
  make: Column;
  model: Column;
  yearStart: Column;
  yearEnd: Column;
  /** The category's rows, when the source is part_categories. */
  category?: SQL;
}

export const PARTS_BY_VEHICLE: VehicleSource = { table: parts, id: parts.id, price: parts.regularPrice, make: parts.make, model: parts.model, yearStart: parts.yearStart, yearEnd: parts.yearEnd };

export const categoryByVehicle = (category: string): VehicleSource => ({
  table: partCategories,
  id: partCategories.partId,
  price: partCategories.regularPrice,
  make: partCategories.make,
  model: partCategories.model,
  yearStart: partCategories.yearStart,
  yearEnd: partCategories.yearEnd,
  category: eq(partCategories.category, category),
});

/** Every model text the parts have held (part_vehicle_values keeps them): a category is read model by model. */
async function allModels(db: Db): Promise<string[]> {
  const rows = await db.select({ value: partVehicleValues.value }).from(partVehicleValues).where(eq(partVehicleValues.kind, 'model'));
  return rows.map((row) => row.value);
}

interface VehicleBranches {
  /** A row per branch, as `branch`. */
  keys: SQL;
  /** A part's conditions in its branch: the branch's own value and the other filters. */
  where: SQL;
}

/**
 * A search by make, model or year alone (or together) as branches, one per value it matches: each model
 * the typed model matches, else each range of years that fits the year, else each matching make. Each
 * branch is read from its own index in price order ((model | make | first and last year), price, id),
 * with the other filters checked from the same index entries. Within a category the branches are always
 * models (every model when none is named), the key of part_categories_vehicle.
 */
async function vehicleBranches(db: Db, query: SearchQuery, source: VehicleSource): Promise<VehicleBranches> {
  // Within a category that names no model, every model is a branch: read beside the search's own values.
  const [{ makes, models, ranges }, everyModel] = await Promise.all([vehicleValuesOf(db, query), source.category && !query.model ? allModels(db) : undefined]);
  // The filters a branch does not stand for are checked from its index's entries.
  const makeFilter = makes ? [isOneOf(source.make, makes)] : [];
  const yearFilter = ranges ? [hasYears(ranges, source)] : [];
  const branchModels = models ?? everyModel;
  if (branchModels) {
    return { keys: sql`unnest(${sql.param(branchModels)}::text[]) as branch (value)`, where: and(source.category, sql`${source.model} = branch.value`, ...makeFilter, ...yearFilter)! };
  }
  if (ranges) {
    return {
      keys: sql`unnest(${sql.param(ranges.starts)}::int[], ${sql.param(ranges.ends)}::int[]) as branch (year_start, year_end)`,
      where: and(sql`${source.yearStart} = branch.year_start and ${source.yearEnd} = branch.year_end`, ...makeFilter)!,
    };
  }
  return { keys: sql`unnest(${sql.param(makes ?? [])}::text[]) as branch (value)`, where: sql`${source.make} = branch.value` };
}

/**
 * A page of a search by make, model or year (within a category or not) in price order: each branch gives
 * its first `offset + pageSize` parts in price order, and those few are sorted together; the count takes
 * up to the cap from the branches in turn. Both read index entries only, a number bounded by the page and
 * the cap however broad the search is, where gathering a model's or a year's parts among a million took
 * 50-80 ms, and a remembered car's parts in a category 27-280 ms (bench/README.md).
 */
export async function vehiclePage(db: Db, query: SearchQuery, source: VehicleSource): Promise<{ total: number; ids: number[] }> {
  const { keys, where } = await vehicleBranches(db, query, source);
  const direction = query.sort === 'price_asc' ? sql`asc` : sql`desc`;
  const offset = (query.page - 1) * query.pageSize;
  const [counted, paged] = await Promise.all([
    db.execute(sql`
      select count(*)::int as n from (
        select 1 from ${keys} cross join lateral (select 1 from ${source.table} where ${where} limit ${SEARCH_COUNT_CAP + 1}) as one
        limit ${SEARCH_COUNT_CAP + 1}
      ) as counted`),
    db.execute(sql`
      select found.id from ${keys} cross join lateral (
        select ${source.id} as id, ${source.price} as price from ${source.table} where ${where}
        order by ${source.price} ${direction}, ${source.id} limit ${offset + query.pageSize}
      ) as found
      order by found.price ${direction}, found.id limit ${query.pageSize} offset ${offset}`),
  ]);
  const [count] = (counted as unknown as { rows: { n: number }[] }).rows;
  const { rows } = paged as unknown as { rows: { id: number }[] };
  return { total: Number(count?.n ?? 0), ids: rows.map((row) => Number(row.id)) };
}

/** Whether a search names a make, model or year, perhaps a category, and nothing else, in price order. */
export function byVehicle(query: SearchQuery): boolean {
  const { q, make, model, year, partNumber } = query;
  return Boolean(make || model || year !== undefined) && !q && !partNumber && query.sort !== 'name';
}
