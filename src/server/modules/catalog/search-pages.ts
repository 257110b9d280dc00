import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';

import type { SearchQuery } from '../../../domain/catalog.schema.ts';
import type { Db } from '../../db/client.ts';
import { type OwnPartRow, partColumns } from '../parts/parts.repository.ts';
import type { Vocabulary } from './vocabulary.ts';
import { partCategories, parts } from '../../db/schema/index.ts';
import { heldRanks, orderKey, partAndCar, type Rank, rarityRank, sortOrder, wordsMissing } from './search-ranks.ts';
import { cappedCount, SEARCH_COUNT_CAP, type WordCounts } from './search-reads.ts';
import { nameCondition, wordCondition, wordHeld, type WordMatch } from './word-matches.ts';

// A search's page: its matches gathered, counted and sorted, or read along their order when broad.

/** A page of a search: its matches' count (up to one past the cap), the ids of its parts in order, and those of their rows read with them. */
export interface SearchPage {
  total: number;
  ids: number[];
  rows?: OwnPartRow[];
}

/**
 * Gathers the matches (up to one past SEARCH_COUNT_CAP) through their own indexes with their ranks,
 * counts them, sorts them on a key or two (orderKey) and reads the page's parts, in one statement, and
 * answers the count, the ids of the page and its parts. The LIMIT inside keeps PostgreSQL from merging
 * the subquery into the outer query (and walking the price index). The page's rows read in the same
 * statement spare a second one by id: 0.2-0.6 ms of every gathered search at 100,000 parts, on PostgreSQL
 * and PGlite ("lens" 16.0 ms p50 instead of 16.6 on PGlite; bench/README.md, 2026-11-28 (0.36.0)).
 */
export async function gatherPage(db: Db, query: SearchQuery, where: SQL | undefined, ranks: Rank[]): Promise<Required<SearchPage>> {
  const { key, column } = orderKey(query, ranks);
  // Past the first pages the price is in the key (orderKey): the sort column is then a constant.
  const sortColumn = column ? sql`${column.value}` : sql`0`;
  const inOrder = column?.descending ? desc : asc;
  const matches = db
    // Only the columns the order needs: a price order then reads the covering vehicle indexes alone.
    .select({ id: parts.id, key: sql<string>`${key}`.as('sort_key'), sortColumn: sortColumn.as('sort_column') })
    .from(parts)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('parts');
  const page = db
    .select({ id: matches.id, key: matches.key, sortColumn: matches.sortColumn, total: sql<number>`count(*) over ()`.as('total') })
    .from(matches)
    .orderBy(matches.key, inOrder(matches.sortColumn), asc(matches.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  // The page's order again, over its few rows: a join keeps no order of its own.
  const found = await db
    .select({ part: partColumns, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(parts, eq(parts.id, page.id))
    .orderBy(page.key, inOrder(page.sortColumn), asc(page.id));
  // A page past the last has no rows to carry the count.
  const total = found[0]?.total ?? (query.page > 1 ? await cappedCount(db, where, SEARCH_COUNT_CAP + 1) : 0);
  const rows = found.map((row) => row.part);
  return { total, ids: rows.map((row) => row.id), rows };
}

/**
 * Whether a part holds two or more of the conditions, the most common last: written as (c and (a or b)) or
 * (a and b) rather than as the three pairs, so the most common word's index is scanned once and the others'
 * no more often than in the pairs. "fuel pump gasket bonneville" found its 4,968 parts holding two of the
 * words naming the part in 22 ms instead of 29, and gathered and ranked them in 31.6 instead of 35.4
 * (PostgreSQL, 100,000 parts, a slow hour; bench/README.md).
 */
function twoOf(conditions: SQL[]): SQL {
  const rest = conditions.slice(0, -1);
  const last = conditions.at(-1)!;
  return rest.length === 1 ? and(rest[0], last)! : or(and(last, or(...rest)), twoOf(rest))!;
}

/**
 * The page of a broad near miss (past the cap) of words no part holds all together, in the order its ranks
 * give (heldRanks, then the rarer word's, then the chosen order; past the cap the relevance ranks are left
 * out), read group by group instead of ranking and sorting every part of every word. The parts holding two
 * or more of the words naming the part come first, gathered through their words' indexes and ranked. Then
 * the parts holding one of them: when other words name the car, those whose names hold it before those
 * whose other texts do, and in each, those also holding a word of the car first (gathered and ranked), then
 * the rest word by word from the rarest (words as rare as each other together), read as a search of that
 * word alone reads them, through its own indexes or along the price order. Last, the parts holding only
 * words of the car. Sorted whole, "engine gasket set" among 100,000 parts took 157 ms on PostgreSQL, and
 * "water pump gasket chieftain" 81–85 ms (bench/README.md, 2026-11-27, later and evening).
 */
export async function nearMissGroupsPage(db: Db, query: SearchQuery, filters: SQL[], words: WordMatch[], counts: WordCounts, vocabulary: Vocabulary | null): Promise<Omit<SearchPage, 'total'>> {
  const { part, car } = partAndCar(words, vocabulary);
  const counted = counts.held.length > 0;
  const heldBy = (match: WordMatch) => counts.held[words.indexOf(match)]!;
  const rarityOf = (match: WordMatch) => counts.rarity[words.indexOf(match)]!;
  const partConditions = part.map(wordCondition);
  // A single pair is every word naming the part, which the searches before said no part holds together.
  const twoOrMore = part.length > 2 ? twoOf([...part].sort((a, b) => (counted ? heldBy(a) - heldBy(b) : 0)).map(wordCondition)) : undefined;
  const anyCar = car.length ? or(...car.map(wordCondition))! : undefined;
  const rarer = rarityRank(words, counts.rarity);
  // Without counts (an order the visitor chose) the words are one level: their parts in that order.
  const levels = counted ? [...new Set(part.map(rarityOf))].sort((a, b) => a - b) : [0];
  const atLevel = (level: number) => part.filter((match) => (counted ? rarityOf(match) === level : true));
  const named = or(...part.map(nameCondition))!;
  // Each group, and whether it is known to be past the cap (a word's parts counted past it): the parts
  // holding two words or more are few and gathered; a word's own parts are walked in the chosen order.
  const groups: { where: SQL; ranks: Rank[]; broad: boolean }[] = [];
  if (twoOrMore) groups.push({ where: and(...filters, twoOrMore)!, ranks: [...heldRanks(words, vocabulary), ...rarer], broad: false });
  const one = twoOrMore ? sql`not (${twoOrMore})` : undefined;
  for (const inName of anyCar ? [named, sql`not (${named})`] : [undefined]) {
    if (anyCar) groups.push({ where: and(...filters, or(...partConditions), one, inName, anyCar)!, ranks: [wordsMissing(car.map(wordHeld)), ...rarer], broad: false });
    for (const level of levels) {
      const where = and(...filters, or(...atLevel(level).map(wordCondition)), one, inName, anyCar ? sql`not (${anyCar})` : undefined)!;
      groups.push({ where, ranks: [], broad: !counted || atLevel(level).some((match) => heldBy(match) > SEARCH_COUNT_CAP) });
    }
  }
  if (anyCar) {
    const broad = !counted || car.some((match) => heldBy(match) > SEARCH_COUNT_CAP);
    groups.push({ where: and(...filters, anyCar, sql`not (${or(...partConditions)})`)!, ranks: [wordsMissing(car.map(wordHeld)), ...rarer], broad });
  }
  const end = query.page * query.pageSize;
  const ids: number[] = [];
  const rows: OwnPartRow[] = [];
  for (const group of groups) {
    // The group's parts up to the page's end, counted from where the groups before it ended.
    const upTo = { ...query, page: 1, pageSize: end - ids.length };
    const gathered = group.broad ? null : await gatherPage(db, upTo, group.where, group.ranks);
    if (gathered && gathered.total <= SEARCH_COUNT_CAP) rows.push(...gathered.rows);
    ids.push(...(gathered && gathered.total <= SEARCH_COUNT_CAP ? gathered.ids : await broadIds(db, upTo, group.where, group.ranks)));
    if (ids.length >= end) break;
  }
  return { ids: ids.slice((query.page - 1) * query.pageSize, end), rows };
}

/** The ids of a page of a broad search: walked along its order when nothing ranks its matches and the page is near the start, else sorted with its ranks. */
export async function broadIds(db: Db, query: SearchQuery, where: SQL | undefined, ranks: Rank[]): Promise<number[]> {
  return where && ranks.length === 0 && query.page * query.pageSize <= BROAD_WALK_ROWS ? broadWalkPage(db, query, where) : broadPage(db, query, where, ranks);
}

/** How many parts a broad search looks through in its order (the dearest, the cheapest, by name) before it gathers its matches instead. */
const BROAD_WALK_ROWS = 2_000;

/**
 * The ids of a page of a broad search (past SEARCH_COUNT_CAP matches) in price or name order. Walking the
 * order's index until a page of matches turns up is quick when the matches are spread along it, and slow
 * when they all lie far down it: "lens" among a million parts, every lens cheap, passed most of the
 * catalogue by price, and by name every "Tail Lamp Lens" lies past the parts from A to S (600 ms,
 * bench/README.md). So the first BROAD_WALK_ROWS parts in the page's order are looked through first;
 * when the page is not among them, the matches are gathered through their own indexes and sorted (the
 * order's column as an expression keeps the planner from walking its index again).
 */
async function broadWalkPage(db: Db, query: SearchQuery, where: SQL): Promise<number[]> {
  const byName = query.sort === 'name';
  const ascending = byName || query.sort === 'price_asc';
  const inOrder = (key: SQL | typeof parts.regularPrice | typeof parts.name) => (ascending ? asc(key) : desc(key));
  const offset = (query.page - 1) * query.pageSize;
  const column = byName ? parts.name : parts.regularPrice;
  const walked = db
    .select({ id: parts.id, key: sql`${column}`.as('key'), hit: sql<boolean>`${where}`.as('hit') })
    .from(parts)
    .orderBy(inOrder(column), asc(parts.id))
    .limit(BROAD_WALK_ROWS)
    .as('walked');
  const found = await db.select({ id: walked.id }).from(walked).where(sql`${walked.hit}`).orderBy(inOrder(sql`${walked.key}`), asc(walked.id)).limit(query.pageSize).offset(offset);
  if (found.length === query.pageSize) return found.map((row) => row.id);
  const unindexed = byName ? sql`${parts.name} || ''` : sql`${parts.regularPrice} + 0`;
  const gathered = await db.select({ id: parts.id }).from(parts).where(where).orderBy(inOrder(unindexed), asc(parts.id)).limit(query.pageSize).offset(offset);
  return gathered.map((row) => row.id);
}

/**
 * The ids of a page of a broad search in its order, walked along the order's index (price and id, or name
 * and id): with no filter the walk reads the index alone, so a deep page costs little (page 400 by price
 * among 100,000 parts: 3 ms, where walking whole rows took 12; bench/README.md).
 */
async function broadPage(db: Db, query: SearchQuery, where: SQL | undefined, ranks: Rank[]): Promise<number[]> {
  const rows = await db
    .select({ id: parts.id })
    .from(parts)
    .where(where)
    .orderBy(...ranks.map((rank) => rank.value), ...sortOrder(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows.map((row) => row.id);
}

/** The parts of a page in its order: those not read with it (SearchPage's rows) read by id. */
export async function partsInOrder(db: Db, { ids, rows: read = [] }: Omit<SearchPage, 'total'>): Promise<OwnPartRow[]> {
  const byId = new Map(read.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  const rows = missing.length ? await db.select(partColumns).from(parts).where(sql`${parts.id} = any(${sql.param(missing)}::int[])`) : [];
  for (const row of rows) byId.set(row.id, row);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * A search by category alone, in price order, is answered from part_categories' (category, price, id)
 * index without visiting a part until its page is known: counted up to the cap, and paged in the
 * index's order (the id breaks ties, as in every search). Through parts.categories' GIN index a broad
 * category visited each of its parts (bench/README.md).
 */
export async function categoryPage(db: Db, category: string, query: SearchQuery): Promise<{ total: number; ids: number[] }> {
  const inCategory = eq(partCategories.category, category);
  const price = query.sort === 'price_asc' ? asc(partCategories.regularPrice) : desc(partCategories.regularPrice);
  const limited = db.select({ one: sql`1` }).from(partCategories).where(inCategory).limit(SEARCH_COUNT_CAP + 1).as('limited');
  const [[counted], rows] = await Promise.all([
    db.select({ n: count() }).from(limited),
    db
      .select({ id: partCategories.partId })
      .from(partCategories)
      .where(inCategory)
      .orderBy(price, asc(partCategories.partId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { total: counted?.n ?? 0, ids: rows.map((row) => row.id) };
}

/** Whether a search names a category and nothing else, in an order part_categories' index holds. */
export function byCategoryAlone(query: SearchQuery): query is SearchQuery & { category: string } {
  const { category, q, make, model, year, partNumber } = query;
  return Boolean(category) && !q && !make && !model && year === undefined && !partNumber && query.sort !== 'name';
}
