import { and, type Column, eq, getTableName, type SQL, sql } from 'drizzle-orm';

import type { SearchQuery } from '../../../domain/catalog.schema.ts';
import { vehicleValuesNamed } from '../../../domain/vehicle-values.ts';
import { normalizeSku } from '../../../domain/sku.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { compactText, compactTextSql } from '../../../domain/search-text.ts';
import type { Vocabulary } from './vocabulary.ts';
import { parts, partVehicleValues } from '../../db/schema/index.ts';
import { remembered, rememberedYears } from './search-reads.ts';
import { hasYears, type YearRanges } from './word-matches.ts';

// A search's filters other than its words: make, model, year, category and part number.

/**
 * The make and model texts a search's partial make and model match ("chief": Chieftain, Star Chief…),
 * from their few distinct values: the parts are then found by equality with these values as constants,
 * so the planner knows from its statistics how common each is (a make given as a subquery was guessed
 * at a third of the parts, and a broad one was intersected through its index: 21 ms instead of 5 for
 * make + year + "gasket" among 100,000 parts).
 */
export interface VehicleValues {
  makes?: string[];
  models?: string[];
  /** The (first year, last year) pairs that fit a search's year, likewise. */
  ranges?: YearRanges;
}

/** A make or model value's letters and digits (compactTextSql): "De Luxe Six" is "deluxesix". */
const COMPACT_VEHICLE_VALUE = sql.raw(compactTextSql(`"${getTableName(partVehicleValues)}"."${partVehicleValues.value.name}"`));

/**
 * The make or model texts of the parts that hold `text` (a partial make or model filter), from the few
 * distinct values, by their letters and digits alone, as the offline copy compares them: "deluxe" is the
 * De Luxe Six and Eight, "star-chief" the Star Chief; of them, those naming it exactly when some do
 * (vehicleValuesNamed: "Eight" is the 1934 Eight, not the Economy Eight).
 */
async function vehicleValues(db: Db, kind: 'make' | 'model', text: string): Promise<string[]> {
  const rows = await db
    .select({ value: partVehicleValues.value })
    .from(partVehicleValues)
    .where(and(eq(partVehicleValues.kind, kind), sql`${COMPACT_VEHICLE_VALUE} like ${likePattern(compactText(text))}`));
  return vehicleValuesNamed(rows.map((row) => row.value), text);
}

/** The values of a search's make, model and year, kept with the vocabulary when the search has one (remembered). */
export async function vehicleValuesOf(db: Db, query: SearchQuery, vocabulary: Vocabulary | null = null): Promise<VehicleValues> {
  const { make, model, year } = query;
  const [makes, models, ranges] = await Promise.all([
    make ? remembered(vocabulary, `make values ${make}`, undefined, () => vehicleValues(db, 'make', make)) : undefined,
    model ? remembered(vocabulary, `model values ${model}`, undefined, () => vehicleValues(db, 'model', model)) : undefined,
    year !== undefined ? rememberedYears(db, vocabulary, year) : undefined,
  ]);
  return { makes, models, ranges };
}

export const isOneOf = (column: Column, values: string[]) => sql`${column} = any(${sql.param(values)}::text[])`;
/** The filters other than the keyword: make, model, year, category and part number. */
export function filterConditions(query: SearchQuery, { makes, models, ranges }: VehicleValues): SQL[] {
  const conditions: SQL[] = [];
  if (makes) conditions.push(isOneOf(parts.make, makes));
  if (models) conditions.push(isOneOf(parts.model, models));
  if (ranges) conditions.push(hasYears(ranges));
  if (query.category) conditions.push(sql`${parts.categories} @> array[${query.category}]::text[]`);
  if (query.partNumber) {
    const normalized = normalizeSku(query.partNumber);
    // search_text holds the normalised SKU: its trigram index finds the candidates, the SKU decides.
    if (normalized) conditions.push(sql`${parts.searchText} like ${likePattern(normalized)}`, sql`${parts.skuNormalized} like ${likePattern(normalized)}`);
  }
  return conditions;
}
