import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';

import { defaultSort, type CatalogModel, type CatalogModelYears, type CatalogSections, type Facets, type SearchQuery, SearchQuerySchema } from '../../../domain/catalog.schema.ts';
import { type Part } from '../../../domain/part.schema.ts';
import { splitMakes } from '../../../domain/catalog.schema.ts';
import { normalizeSku } from '../../../domain/sku.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { toPart } from '../parts/parts.repository.ts';
import { categories, parts, partVehicleValues, searchTerms, vehicleMakes, vehicleModels } from '../../db/schema/index.ts';


/** Words of a keyword search: lower-cased, at most eight, each at most 40 characters. */
function keywordWords(q: string): string[] {
  return q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8).map((word) => word.slice(0, 40));
}

/** Typos are forgiven in words of letters long enough for trigrams; numbers must match as typed. */
const MIN_FUZZY_WORD_LENGTH = 4;
/** How alike a catalogue word must be to a typed word to be searched for in its place. */
const MIN_TERM_SIMILARITY = 0.5;
const MAX_TERMS_PER_WORD = 3;
/** A keyword is also tried as a part number when it has digits and is long enough to mean one. */
const MIN_PART_NUMBER_WORD_LENGTH = 5;

const isFuzzyWord = (word: string) => word.length >= MIN_FUZZY_WORD_LENGTH && /^\p{L}+$/u.test(word);

/**
 * For each typed word, the catalogue's own words that look like it ("bonnevile" → "bonneville"),
 * from the small search_terms vocabulary rather than from every part's text.
 */
async function similarTerms(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const fuzzy = [...new Set(words.filter(isFuzzyWord))];
  const terms = new Map<string, string[]>();
  if (fuzzy.length === 0) return terms;
  const result = await db.execute(sql`
    select typed.word, match.term
    from unnest(${`{${fuzzy.join(',')}}`}::text[]) as typed(word)
    cross join lateral (
      select ${searchTerms.term} as term from ${searchTerms}
      where ${searchTerms.term} % typed.word and similarity(${searchTerms.term}, typed.word) >= ${MIN_TERM_SIMILARITY}
      order by similarity(${searchTerms.term}, typed.word) desc, ${searchTerms.term}
      limit ${MAX_TERMS_PER_WORD}
    ) as match`);
  // Both drivers answer raw SQL with { rows }; the Db type leaves the row shape open.
  const { rows } = result as unknown as { rows: { word: string; term: string }[] };
  for (const { word, term } of rows) terms.set(word, [...(terms.get(word) ?? []), term]);
  return terms;
}

/** A partial make or model: matched against the few distinct values, then found by equality. */
function vehicleValueMatches(kind: 'make' | 'model', column: typeof parts.make | typeof parts.model, text: string): SQL {
  return sql`${column} in (select ${partVehicleValues.value} from ${partVehicleValues} where ${partVehicleValues.kind} = ${kind} and ${partVehicleValues.value} ilike ${likePattern(text)})`;
}

function searchConditions(query: SearchQuery, terms: Map<string, string[]>): SQL[] {
  const conditions: SQL[] = [];
  if (query.make) conditions.push(vehicleValueMatches('make', parts.make, query.make));
  if (query.model) conditions.push(vehicleValueMatches('model', parts.model, query.model));
  if (query.year !== undefined) {
    conditions.push(lte(parts.yearStart, query.year), gte(parts.yearEnd, query.year));
  }
  if (query.category) conditions.push(sql`${parts.categories} @> array[${query.category}]::text[]`);
  if (query.partNumber) {
    const normalized = normalizeSku(query.partNumber);
    if (normalized) conditions.push(sql`${parts.skuNormalized} like ${likePattern(normalized)}`);
  }
  if (query.q) {
    for (const word of keywordWords(query.q)) {
      // A word matches as typed, as a part number however it is punctuated, or as one of the
      // catalogue's words it resembles (a typo). Every branch is a LIKE the trigram indexes serve.
      const alternatives: SQL[] = [sql`${parts.searchText} like ${likePattern(word)}`];
      const skuWord = normalizeSku(word);
      if (skuWord.length >= MIN_PART_NUMBER_WORD_LENGTH && /\d/.test(skuWord)) alternatives.push(sql`${parts.skuNormalized} like ${likePattern(skuWord)}`);
      for (const term of terms.get(word) ?? []) if (term !== word) alternatives.push(sql`${parts.searchText} like ${likePattern(term)}`);
      conditions.push(or(...alternatives)!);
    }
  }
  return conditions;
}

/** Best match: the exact part number, then part numbers starting with it, then names starting with or containing the words. */
function relevanceOrder(query: SearchQuery): SQL[] {
  const typed = query.partNumber ?? query.q ?? '';
  const normalized = normalizeSku(typed);
  const order: SQL[] = [];
  if (normalized) {
    // A normalised part number holds only letters and digits: no LIKE wildcards to escape.
    order.push(sql`case when ${parts.skuNormalized} = ${normalized} then 0 when ${parts.skuNormalized} like ${`${normalized}%`} then 1 else 2 end`);
  }
  if (query.q) {
    const phrase = query.q.toLowerCase().trim();
    order.push(sql`case when lower(${parts.name}) like ${`${likePattern(phrase).slice(1)}`} then 0 when lower(${parts.name}) like ${likePattern(phrase)} then 1 else 2 end`);
  }
  return order;
}

function searchOrder(query: SearchQuery): SQL[] {
  switch (query.sort ?? defaultSort(query)) {
    case 'price_asc':
      return [asc(parts.regularPrice), asc(parts.id)];
    case 'name':
      return [asc(parts.name), asc(parts.id)];
    case 'relevance':
      return [...relevanceOrder(query), desc(parts.regularPrice), asc(parts.id)];
    case 'price_desc':
      return [desc(parts.regularPrice), asc(parts.id)];
  }
}

/** Counting stops here: a broad search says "10,000+ parts" instead of counting 90,000 rows. */
export const SEARCH_COUNT_CAP = 10_000;

async function cappedCount(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const limited = db.select({ one: sql`1` }).from(parts).where(where).limit(cap).as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  return row?.n ?? 0;
}

/**
 * One page of a search that matches at most SEARCH_COUNT_CAP parts: the matches are gathered through
 * their own indexes, sorted on a few columns, and the page is then fetched by id. The LIMIT inside
 * keeps PostgreSQL from merging the subquery into the outer query (and walking the price index).
 */
async function fewMatchesPage(db: Db, query: SearchQuery, where: SQL | undefined) {
  const matches = db
    .select({ id: parts.id, regularPrice: parts.regularPrice, name: parts.name, skuNormalized: parts.skuNormalized })
    .from(parts)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('parts');
  const page = await db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...searchOrder(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const ids = page.map((row) => row.id);
  const rows = ids.length ? await db.select().from(parts).where(inArray(parts.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * Counts first (up to the cap), then fetches the page the cheapest way for that many matches: a few
 * thousand are gathered and sorted; a broad search walks the price index until a page is full. Left
 * to itself, PostgreSQL walks the price index for narrow searches too, which is slow when the matches
 * are all cheap (tail-lamp lenses) or all dear. bench/README.md has the figures.
 */
export async function searchParts(db: Db, query: SearchQuery): Promise<{ items: Part[]; total: number; totalIsCapped: boolean }> {
  const terms = query.q ? await similarTerms(db, keywordWords(query.q)) : new Map<string, string[]>();
  const where = and(...searchConditions(query, terms));
  const total = await cappedCount(db, where, SEARCH_COUNT_CAP + 1);
  const broad = total > SEARCH_COUNT_CAP;
  const rows = broad
    ? await db.select().from(parts).where(where).orderBy(...searchOrder(query)).limit(query.pageSize).offset((query.page - 1) * query.pageSize)
    : await fewMatchesPage(db, query, where);
  return { items: rows.map(toPart), total: Math.min(total, SEARCH_COUNT_CAP), totalIsCapped: broad };
}

export async function getFacets(db: Db): Promise<Facets> {
  const [makeRows, yearRow, categoryRows] = await Promise.all([
    db.selectDistinct({ make: parts.make }).from(parts),
    db
      .select({ first: sql<number | null>`min(${parts.yearStart})`, last: sql<number | null>`max(${parts.yearEnd})` })
      .from(parts),
    db
      .select({
        id: categories.id,
        name: categories.name,
        description: categories.description,
        parentId: categories.parentId,
        isSection: categories.isSection,
      })
      .from(categories)
      .orderBy(asc(categories.name)),
  ]);
  const makes = [...new Set(makeRows.flatMap((row) => splitMakes(row.make)))].sort();
  const first = yearRow[0]?.first;
  const last = yearRow[0]?.last;
  const years: number[] = [];
  if (first != null && last != null) for (let year = Number(last); year >= Number(first); year--) years.push(year);
  const sections = categoryRows
    .filter((row) => row.isSection)
    .map((section) => ({
      id: section.id,
      name: section.name,
      description: section.description,
      categories: categoryRows
        .filter((row) => row.parentId === section.id && !row.isSection)
        .map(({ id, name }) => ({ id, name })),
    }));
  return { makes, years, sections };
}

/** A model as the public catalogue shows it, with its make's name. */
function catalogModels(db: Db) {
  return db
    .select({
      id: vehicleModels.id,
      make: vehicleMakes.name,
      name: vehicleModels.name,
      allYears: vehicleModels.allYears,
      yearStart: vehicleModels.yearStart,
      yearEnd: vehicleModels.yearEnd,
      productionPeriods: vehicleModels.productionPeriods,
    })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleModels.makeId, vehicleMakes.id));
}

export async function listCatalogModels(db: Db, make: string | undefined): Promise<CatalogModel[]> {
  return catalogModels(db)
    .where(make ? sql`lower(${vehicleMakes.name}) = lower(${make})` : undefined)
    .orderBy(asc(vehicleMakes.name), asc(vehicleModels.yearStart), asc(vehicleModels.name));
}

export async function findCatalogModel(db: Db, id: number): Promise<CatalogModel | undefined> {
  const [row] = await catalogModels(db).where(eq(vehicleModels.id, id));
  return row;
}

/**
 * How many parts the search for a make and model finds in all, and for each of `years`: the same
 * conditions as the search, so a year said to have parts leads to a search that shows them.
 */
export async function countModelParts(db: Db, vehicle: { make: string; model: string }, years: number[]): Promise<CatalogModelYears> {
  const query = SearchQuerySchema.parse({ make: vehicle.make, model: vehicle.model });
  const where = and(...searchConditions(query, new Map()));
  const [partCount, result] = await Promise.all([
    cappedCount(db, where, SEARCH_COUNT_CAP),
    db.execute(sql`
      select y.year::int as year, count(${parts.id})::int as "partCount"
      from unnest(${`{${years.join(',')}}`}::int[]) as y(year)
      left join ${parts} on ${parts.yearStart} <= y.year and ${parts.yearEnd} >= y.year and ${where ?? sql`true`}
      group by y.year
      order by y.year`),
  ]);
  const { rows } = result as unknown as { rows: { year: number; partCount: number }[] };
  return { partCount, years: rows.map((row) => ({ year: Number(row.year), partCount: Number(row.partCount) })) };
}

/** Sections with their categories and each category's part count, for the digital catalogue. */
export async function listCatalogSections(db: Db): Promise<CatalogSections> {
  const result = await db.execute(sql`
    select c.id, c.name, c.description, c.parent_id as "parentId", c.is_section as "isSection",
      case when c.is_section then 0 else (select count(*) from ${parts} where ${parts.categories} @> array[c.name]::text[])::int end as "partCount"
    from ${categories} c
    order by c.name`);
  const { rows } = result as unknown as { rows: { id: number; name: string; description: string; parentId: number | null; isSection: boolean; partCount: number }[] };
  return rows
    .filter((row) => row.isSection)
    .map((section) => ({
      id: section.id,
      name: section.name,
      description: section.description,
      categories: rows
        .filter((row) => row.parentId === section.id && !row.isSection)
        .map(({ id, name, partCount }) => ({ id, name, partCount: Number(partCount) })),
    }));
}
