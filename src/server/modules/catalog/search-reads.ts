import { createHash } from 'node:crypto';

import { and, count, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { LRUCache } from 'lru-cache';

import { defaultSort, type SearchQuery } from '../../../domain/catalog.schema.ts';
import { SELDOM_INSIDE } from '../../../domain/search-text.ts';
import type { Db } from '../../db/client.ts';
import { forgetIfFailed } from '../../shared-read.ts';
import type { KeywordWord } from '../../../domain/typed-words.ts';
import type { Vocabulary } from './vocabulary.ts';
import { partCategories, parts } from '../../db/schema/index.ts';
import { keptWith, matchWord, wholeCondition, wordCondition, type WordMatch, type YearRanges } from './word-matches.ts';

// The counts and tests a search reads before its page, kept with the vocabulary they were read with.

/** The typed words' matches, with the year pairs of those that name a year (read beside each other). */
export async function matchWords(db: Db, words: KeywordWord[], vocabulary: Vocabulary): Promise<WordMatch[]> {
  return Promise.all(
    words.map(async (word) => {
      const match = matchWord(word, vocabulary);
      return word.years === undefined ? match : { ...match, years: await rememberedYears(db, vocabulary, word.years.first, word.years.last) };
    }),
  );
}

/**
 * The matches with each phrase no part holds put as the words it was typed as (`phrases`, wordsOfPhrase),
 * and whether some part holds each among the filters; a word typed twice is kept once.
 */
export async function phrasesApart(db: Db, matches: WordMatch[], found: boolean[], phrases: (KeywordWord[] | null)[], filters: SQL[], vocabulary: Vocabulary): Promise<{ matches: WordMatch[]; found: boolean[] }> {
  const apart = await Promise.all(matches.map(async (match, i) => (phrases[i] ? (await matchWords(db, phrases[i], vocabulary)).map((one) => ({ match: one, found: undefined })) : [{ match, found: found[i] }])));
  const seen = new Set<string>();
  const kept = apart.flat().filter(({ match }) => !seen.has(match.word.compact) && seen.add(match.word.compact));
  return {
    matches: kept.map(({ match }) => match),
    found: await Promise.all(kept.map(({ match, found: isFound }) => isFound ?? anyPart(db, and(...filters, wordCondition(match)), vocabulary))),
  };
}

/** Counting stops here: a broad search says "10,000+ parts" instead of counting 90,000 rows. */
export const SEARCH_COUNT_CAP = 10_000;

/** How many counts and tests of parts one vocabulary keeps (a few dozen bytes each). */
const REMEMBERED_READS = 5_000;
const rememberedReads = new WeakMap<Vocabulary, LRUCache<string, Promise<unknown>>>();
const dialect = new PgDialect();

/**
 * A count or test of the catalogue's parts, read once per vocabulary: a catalogue write on any server moves
 * the version on, and the next search reads its words with a new vocabulary, so an answer kept here is
 * never older than the words it serves. A near miss counts each typed word among up to 10,001 parts to
 * rank them (wordCounts): 12-25 ms each on PostgreSQL at 100,000 parts, on every page and order of the
 * same search, and again for every other search sharing the word (bench/README.md, 2026-11-27, afternoon).
 * Without a vocabulary (no typed word) the read is not kept.
 */
export function remembered<T>(vocabulary: Vocabulary | null, kind: string, of: SQL | undefined, read: () => Promise<T>): Promise<T> {
  if (!vocabulary) return read();
  const reads = keptWith(rememberedReads, vocabulary, REMEMBERED_READS);
  const key = readKey(kind, statementOf(of));
  const known = reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = read();
  reads.set(key, reading);
  return forgetIfFailed(reading, () => reads.get(key) === reading, () => reads.delete(key));
}

/** A statement as remembered reads are kept under it: its SQL and parameters (about 70 µs to write out for a near miss's words). */
export function statementOf(of: SQL | undefined): string {
  const statement = of ? dialect.sqlToQuery(of) : { sql: '', params: [] };
  return `${statement.sql}\n${JSON.stringify(statement.params)}`;
}

/** What a remembered read is kept under: its kind and its statement (statementOf). */
function readKey(kind: string, statement: string): string {
  return createHash('sha1').update(`${kind}\n${statement}`).digest('base64url');
}

/** How remembered counts up to one past SEARCH_COUNT_CAP are kept (cappedCount): a search's count as it gathers its matches. */
const COUNTED = `count ${SEARCH_COUNT_CAP + 1}`;

/**
 * What is known of the parts a statement of `where` (statementOf) holds, as kept with the vocabulary by
 * anyPart, cappedCount or a search that gathered them (keepTotal): none, or more than SEARCH_COUNT_CAP;
 * undefined when neither is known. Nothing is read.
 */
export async function knownTotal(vocabulary: Vocabulary, statement: string): Promise<'none' | 'broad' | undefined> {
  const reads = rememberedReads.get(vocabulary);
  const any = reads?.get(readKey(ANY_PART, statement)) as Promise<boolean> | undefined;
  if (any && !(await any.catch(() => true))) return 'none';
  const counted = reads?.get(readKey(COUNTED, statement)) as Promise<number> | undefined;
  return counted && (await counted.catch(() => 0)) > SEARCH_COUNT_CAP ? 'broad' : undefined;
}

/** Keeps with the vocabulary how many parts (up to one past the cap) a search gathered for a statement of `where`, as anyPart and cappedCount would read it. */
export function keepTotal(vocabulary: Vocabulary, statement: string, total: number): void {
  const reads = keptWith(rememberedReads, vocabulary, REMEMBERED_READS);
  reads.set(readKey(ANY_PART, statement), Promise.resolve(total > 0));
  reads.set(readKey(COUNTED, statement), Promise.resolve(total));
}

/** The parts `where` holds, up to `cap`; kept with the vocabulary when one is given (remembered). */
export async function cappedCount(db: Db, where: SQL | undefined, cap: number, vocabulary: Vocabulary | null = null): Promise<number> {
  return remembered(vocabulary, `count ${cap}`, where, async () => {
    const limited = db.select({ one: sql`1` }).from(parts).where(where).limit(cap).as('limited');
    const [row] = await db.select({ n: count() }).from(limited);
    return row?.n ?? 0;
  });
}

/**
 * Whether a search of one word and no other filter is broad (past SEARCH_COUNT_CAP matches) by the
 * parts that fit the year it names, or that its categories hold: each is counted from an index alone
 * (parts_years, part_categories' key), and either count is a floor of the word's matches. A year typed
 * alone ("1955", "'55") is broad by the parts that fit it, and "gaskets" by its category's parts, so the
 * search walks its order at once instead of gathering 10,001 matches from the table to learn it (PostgreSQL,
 * 100,000 parts: "1955" 36 ms p50 before; bench/README.md, 2026-11-26, evening). Each count is kept with
 * the vocabulary ("lens" counted its two categories' 4,587 parts on every search).
 */
export async function broadByIndex(db: Db, [match, ...others]: WordMatch[], filters: SQL[], vocabulary: Vocabulary | null): Promise<boolean> {
  if (!match || others.length > 0 || filters.length > 0) return false;
  const { years, categories: names } = match;
  if (years && (await remembered(vocabulary, `parts of the year pairs ${years.starts} ${years.ends}`, undefined, () => yearsCount(db, years))) > SEARCH_COUNT_CAP) return true;
  if (names.length === 0) return false;
  return (await remembered(vocabulary, `in categories ${JSON.stringify([...names].sort())}`, undefined, () => countInCategories(db, names))) > SEARCH_COUNT_CAP;
}

/** The parts the categories hold, up to one past SEARCH_COUNT_CAP, from part_categories' key alone. */
async function countInCategories(db: Db, names: string[]): Promise<number> {
  const inCategories = db
    .selectDistinct({ partId: partCategories.partId })
    .from(partCategories)
    .where(sql`${partCategories.category} = any(${sql.param(names)}::text[])`)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('in_categories');
  const [row] = await db.select({ n: count() }).from(inCategories);
  return row?.n ?? 0;
}

/**
 * The parts with one of the (first year, last year) pairs, up to one past SEARCH_COUNT_CAP, counted pair
 * by pair from parts_years' entries alone (as a search by year is): in one statement over all the pairs
 * the planner, guessing a few thousand rows, visits the table instead (10-20 ms for 10,001 parts).
 */
async function yearsCount(db: Db, { starts, ends }: YearRanges): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from unnest(${sql.param(starts)}::int[], ${sql.param(ends)}::int[]) as pair (year_start, year_end)
      cross join lateral (
        select 1 from ${parts} where ${parts.yearStart} = pair.year_start and ${parts.yearEnd} = pair.year_end limit ${SEARCH_COUNT_CAP + 1}
      ) as one
      limit ${SEARCH_COUNT_CAP + 1}
    ) as counted`);
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(row?.n ?? 0);
}

/** The kind of read anyPart keeps. */
const ANY_PART = 'any';

/** Whether any part is held by `where`, kept with the vocabulary (remembered). */
export async function anyPart(db: Db, where: SQL | undefined, vocabulary: Vocabulary | null): Promise<boolean> {
  return remembered(vocabulary, ANY_PART, where, async () => (await db.select({ id: parts.id }).from(parts).where(where).limit(1)).length > 0);
}

/**
 * The words a near miss is ranked by, counted among its filters: `held`, how many parts (up to one past the
 * cap) hold each, which says whether its parts are too many to gather; `rarity`, what ranks them (rarityRank):
 * the fewer, the more the word says of the part wanted.
 */
export interface WordCounts {
  held: number[];
  rarity: number[];
}

/** No counts: under an order the visitor chose, or for a single word. */
const NO_COUNTS: WordCounts = { held: [], rarity: [] };

/**
 * Under best match, the counts of the words a near miss is ranked by, among `where` (WordCounts). A word
 * shorter than SELDOM_INSIDE is held from the start of any word, so its parts are counted too as those it
 * names (whole in the name, its plural, its categories: wholeCondition), and those rank it when it names
 * any: "mat" is held by 74 demo parts, 18 of them mats ("material", "matching" and "Hydra-Matic" the rest),
 * and "trunk mat" showed the trunk emblems (56 parts hold "trunk") before the mats, which "trunk mats"
 * showed. A word naming no part keeps its full count: "out" of "cut out relay", in a description's "the
 * sag out of the doors", is no rarer word than "relay". None under another order, or for a single word.
 */
export async function wordCounts(db: Db, query: SearchQuery, where: SQL | undefined, words: WordMatch[], vocabulary: Vocabulary | null): Promise<WordCounts> {
  if (words.length < 2 || (query.sort ?? defaultSort(query)) !== 'relevance') return NO_COUNTS;
  const counted = await Promise.all(
    words.map(async (match) => {
      const held = and(where, wordCondition(match));
      if (match.word.compact.length >= SELDOM_INSIDE) return { held: await cappedCount(db, held, SEARCH_COUNT_CAP + 1, vocabulary), whole: 0 };
      return cappedCounts(db, held, wholeCondition(match), SEARCH_COUNT_CAP + 1, vocabulary);
    }),
  );
  return { held: counted.map((count) => count.held), rarity: counted.map((count) => count.whole || count.held) };
}

/** The parts `where` holds, up to `cap`, and how many of those `whole` holds; kept with the vocabulary when one is given (remembered). */
async function cappedCounts(db: Db, where: SQL | undefined, whole: SQL, cap: number, vocabulary: Vocabulary | null): Promise<{ held: number; whole: number }> {
  return remembered(vocabulary, `counts ${cap} ${statementOf(whole)}`, where, async () => {
    const limited = db.select({ whole: sql<boolean>`${whole}`.as('whole') }).from(parts).where(where).limit(cap).as('limited');
    const [row] = await db.select({ held: count(), whole: sql<number>`count(*) filter (where ${limited.whole})`.mapWith(Number) }).from(limited);
    return { held: row?.held ?? 0, whole: row?.whole ?? 0 };
  });
}

/** The (first year, last year) pairs that fit the years, kept with the vocabulary (remembered). */
export function rememberedYears(db: Db, vocabulary: Vocabulary | null, first: number, last = first): Promise<YearRanges> {
  return remembered(vocabulary, `year pairs of ${first} ${last}`, undefined, () => yearRanges(db, first, last));
}

/**
 * The distinct (first year, last year) pairs of the parts that fit a year from `first` to `last` (one
 * year when they are the same), read from parts_years as a loose index scan: each step one index
 * descent, at most two per distinct first year and one per pair that fits, however many parts share
 * them (a pair that ends too early jumps to its first year's fitting pairs).
 */
async function yearRanges(db: Db, first: number, last = first): Promise<YearRanges> {
  const result = await db.execute(sql`
    with recursive ranges (year_start, year_end) as (
      (select ${parts.yearStart}, ${parts.yearEnd} from ${parts} where ${parts.yearStart} <= ${last} order by 1, 2 limit 1)
      union all
      select next.year_start, next.year_end
      from ranges cross join lateral (
        select ${parts.yearStart}, ${parts.yearEnd} from ${parts}
        where (${parts.yearStart}, ${parts.yearEnd}) >= (ranges.year_start, greatest(ranges.year_end + 1, ${first})) and ${parts.yearStart} <= ${last}
        order by 1, 2 limit 1
      ) as next
    )
    select year_start, year_end from ranges where year_end >= ${first}`);
  const { rows } = result as unknown as { rows: { year_start: number; year_end: number }[] };
  return { starts: rows.map((row) => Number(row.year_start)), ends: rows.map((row) => Number(row.year_end)) };
}
