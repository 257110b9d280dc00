import { createHash } from 'node:crypto';

import { and, asc, type Column, count, desc, eq, getTableName, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';

import { defaultSort, type CatalogModel, type CatalogModelYears, type CatalogSections, type Facets, type SearchQuery, SearchQuerySchema } from '../../../domain/catalog.schema.ts';
import { type Part } from '../../../domain/part.schema.ts';
import { splitMakes } from '../../../domain/catalog.schema.ts';
import { vehicleValuesNamed } from '../../../domain/vehicle-values.ts';
import { engineReadings } from '../../../domain/engines.ts';
import { MAX_OFFERED_PART_NUMBERS, normalizeSku, partNumberSlips } from '../../../domain/sku.ts';
import type { Db } from '../../db/client.ts';
import { forgetIfFailed } from '../../shared-read.ts';
import { likePattern } from '../../db/like.ts';
import { CAR_WORD_GAP, carWordsAround, compactText, compactTextSql, figuresApart, headWord, joinedSlips, keywordWords, type KeywordWord, nameStartPattern, narrowingWords, nearMissFrom, rankedPartNumber, SELDOM_INSIDE, slipForms, typedPartNumber, wholeWords, wordForms, type WordForms, wordPatterns, wordsOfPhrase } from '../../../domain/search-words.ts';
import { type OwnPartRow, partColumns, toPart } from '../parts/parts.repository.ts';
import type { Vocabulary, VocabularySource } from './vocabulary.ts';
import { categories, partCategories, parts, partVehicleValues, vehicleMakes, vehicleModels } from '../../db/schema/index.ts';


/**
 * What one typed word matches: the parts' search text holding it from the start of a word or across
 * words (its patterns: hyphens, dots and spaces do not matter, and a part number matches however it is
 * punctuated) or a word restorers write for it ("lamp" for "light"), or holding one of the catalogue
 * words it resembles when the word as typed is nowhere in the catalogue (a typo), or a category whose
 * name holds it; and for a word that names a year ("'55"), the parts that fit it. The text and category
 * branches are served by an index (trigram on search_text, GIN on categories); a year is checked beside
 * the other words' matches.
 */
interface WordMatch extends WordForms {
  word: KeywordWord;
  /** Where a text holds one of the forms (wordPatterns): " rod", " ride master", " headlamp". */
  patterns: string[];
  /** The cars' names holding one of the forms as a word or its start, outside which alone a part holds the form (carWordsAround). */
  around: string[];
  /** How a name's words hold one of the forms whole (wholeWords). */
  whole: string[];
  /** For a word that names a year, the (first year, last year) pairs of the parts that fit it. */
  years?: YearRanges;
}

/** Words looked up in each vocabulary lately: a vocabulary of 25,000 words takes a millisecond or two a word (bench/README.md). */
const MATCHED_WORDS_KEPT = 5_000;
const lookedUp = new WeakMap<Vocabulary, LRUCache<string, WordForms>>();

/** The values kept with a vocabulary in `kept` (at most `max`): forgotten with it when a catalogue write brings a new one. */
function keptWith<V extends object>(kept: WeakMap<Vocabulary, LRUCache<string, V>>, vocabulary: Vocabulary, max: number): LRUCache<string, V> {
  let values = kept.get(vocabulary);
  if (!values) kept.set(vocabulary, (values = new LRUCache<string, V>({ max })));
  return values;
}

/** What a word matches, remembered with the vocabulary it was looked up in (a catalogue write brings a new one). */
function matchWord(word: KeywordWord, vocabulary: Vocabulary): WordMatch {
  const lookups = keptWith(lookedUp, vocabulary, MATCHED_WORDS_KEPT);
  let forms = lookups.get(word.compact);
  if (!forms) lookups.set(word.compact, (forms = wordForms(word.compact, vocabulary)));
  return { word, ...forms, ...placesOf(word, forms.forms, vocabulary) };
}

/** The patterns of forms looked up in each vocabulary lately: finding a form's ends of words reads the whole vocabulary. */
const patternsLookedUp = new WeakMap<Vocabulary, LRUCache<string, string[]>>();

/** Where a text holds a form (wordPatterns), remembered with the vocabulary. */
function patternsOf(form: string, vocabulary: Vocabulary): string[] {
  const lookups = keptWith(patternsLookedUp, vocabulary, MATCHED_WORDS_KEPT);
  let patterns = lookups.get(form);
  if (!patterns) lookups.set(form, (patterns = wordPatterns(form, vocabulary)));
  return patterns;
}

/** Where a part holds the forms of a word: their patterns, outside the car words around them, and whole in its name. */
function placesOf(word: KeywordWord, forms: string[], vocabulary: Vocabulary): Pick<WordMatch, 'patterns' | 'around' | 'whole'> {
  return {
    patterns: [...new Set([...forms.flatMap((form) => patternsOf(form, vocabulary)), ...figuresApart(word)])],
    around: carWordsAround(word, forms, vocabulary),
    whole: forms.flatMap((form) => wholeWords(form, vocabulary.termSet)),
  };
}

/** Whether a part is filed in one of the categories. */
const filedUnder = (names: string[]) => sql`${parts.categories} && ${sql.param(names)}::text[]`;

/** Whether a part holds the word (WordMatch), written for an index to find the parts: a search's conditions. */
const wordCondition = (match: WordMatch) => holdsWordMatch(match, true);

/** Whether a part holds the word, written for ranking parts already found: without the index, by strpos() (holdsPattern). */
const wordHeld = (match: WordMatch) => holdsWordMatch(match, false);

function holdsWordMatch(match: WordMatch, indexed: boolean): SQL {
  const alternatives: SQL[] = indexed ? indexedPatterns(match.patterns, match.around) : match.patterns.map((pattern) => holdsPattern(parts.searchText, pattern, match.around));
  if (match.categories.length) alternatives.push(filedUnder(match.categories));
  // The parts that fit a typed year, by their (first year, last year) pairs: parts_years serves them, so
  // a year typed alone is found through indexes as its four digits are.
  if (match.years) alternatives.push(hasYears(match.years));
  // A word the catalogue holds only by chance inside other words has no form: no part holds it.
  return or(...alternatives) ?? sql`false`;
}

/**
 * The patterns of a word (wordPatterns) as the trigram index finds the parts holding them. A pattern of one
 * word of SELDOM_INSIDE letters or more is looked up without the space before it, whose trigrams ("  g",
 * " ga") nearly every text holds, and the texts found are then tested for the pattern itself by strpos(),
 * as LIKE finds a pattern beginning with a space in a text of words about twice as slowly (holdsPattern).
 * A shorter word is looked up with its space: "rod" is inside "reproduction" in most parts' texts, which
 * its own trigrams alone would all read.
 */
function indexedPatterns(patterns: readonly string[], around: readonly string[]): SQL[] {
  return patterns.map((pattern) => {
    const word = pattern.slice(1);
    const bare = !word.includes(' ') && word.length >= SELDOM_INSIDE;
    const looked = sql`${parts.searchText} like ${likePattern(bare ? word : pattern)}`;
    const tested = bare || around.some((car) => ` ${car}`.includes(pattern));
    return tested ? sql`(${looked} and ${holdsPattern(parts.searchText, pattern, around)})` : looked;
  });
}

/**
 * Whether a text of words (wordsText) holds a pattern outside the cars' names holding it (holdsWord), by
 * strpos(): a part holding it only in a car's name ("vent" in "Ventura", the Indian head's "chief" in
 * "Star Chief") does not hold it. strpos() finds a pattern beginning with a space twice as fast as LIKE
 * does in a text of words (100,000 parts: 85-90 ms against 157-260; bench/README.md).
 */
function holdsPattern(column: Column, pattern: string, around: readonly string[]): SQL {
  const inside = around.filter((car) => ` ${car}`.includes(pattern));
  const text = inside.reduce((rest, car) => sql`replace(${rest}, ${` ${car}`}::text, ${` ${CAR_WORD_GAP}`}::text)`, sql`${column}`);
  return sql`strpos(${text}, ${pattern}::text) > 0`;
}

/**
 * Whether a part's name holds the word (in any of its forms), or a category it is filed in (the word's
 * categories: the category says what the part is, as its name does; never whole, as wholeNameCondition
 * reads it, for "Gaskets & Seals" files gaskets too), or the part fits the year the word names. "brake line"
 * shows the brake hoses (Brake Hoses & Lines) first.
 */
function nameCondition(match: WordMatch): SQL {
  const alternatives: SQL[] = [ownNameCondition(match)];
  if (match.categories.length) alternatives.push(filedUnder(match.categories));
  if (match.years) alternatives.push(hasYears(match.years));
  return or(...alternatives) ?? sql`false`;
}

/** Whether the part's own name holds the word (in any of its forms), its categories aside. */
const ownNameCondition = (match: WordMatch) => or(...match.patterns.map((pattern) => holdsPattern(parts.nameWords, pattern, match.around))) ?? sql`false`;

/**
 * Whether a part's name holds the word whole (in any of its forms, or its plural; a form two catalogue
 * words make, as the two side by side: wholeWords): "ring" is whole in "Piston Ring Set" and "Piston
 * Rings", not in "Main Wiring Harness"; "runningboard" in "Running Board Cover". A word that names a year the part
 * fits counts as whole, as in nameCondition. Forms are letters and digits only (compactText).
 */
function wholeNameCondition(match: WordMatch): SQL {
  const alternatives: SQL[] = match.whole.map((whole) => sql`strpos(${parts.nameWords}, ${whole}::text) > 0`);
  if (match.years) alternatives.push(hasYears(match.years));
  return or(...alternatives) ?? sql`false`;
}

/** The word looked for as the slip it may be, when that differs from how it was looked for. */
function asSlip(match: WordMatch, vocabulary: Vocabulary): WordMatch | null {
  const slip = slipForms(match.word.compact, vocabulary);
  return slip && slip.forms.join() !== match.forms.join() ? { ...match, ...slip, ...placesOf(match.word, slip.forms, vocabulary) } : null;
}

/** The typed words' matches, with the year pairs of those that name a year (read beside each other). */
async function matchWords(db: Db, words: KeywordWord[], vocabulary: Vocabulary): Promise<WordMatch[]> {
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
async function phrasesApart(db: Db, matches: WordMatch[], found: boolean[], phrases: (KeywordWord[] | null)[], filters: SQL[], vocabulary: Vocabulary): Promise<{ matches: WordMatch[]; found: boolean[] }> {
  const apart = await Promise.all(matches.map(async (match, i) => (phrases[i] ? (await matchWords(db, phrases[i], vocabulary)).map((one) => ({ match: one, found: undefined })) : [{ match, found: found[i] }])));
  const seen = new Set<string>();
  const kept = apart.flat().filter(({ match }) => !seen.has(match.word.compact) && seen.add(match.word.compact));
  return {
    matches: kept.map(({ match }) => match),
    found: await Promise.all(kept.map(({ match, found: isFound }) => isFound ?? anyPart(db, and(...filters, wordCondition(match)), vocabulary))),
  };
}

/**
 * The make and model texts a search's partial make and model match ("chief": Chieftain, Star Chief…),
 * from their few distinct values: the parts are then found by equality with these values as constants,
 * so the planner knows from its statistics how common each is (a make given as a subquery was guessed
 * at a third of the parts, and a broad one was intersected through its index: 21 ms instead of 5 for
 * make + year + "gasket" among 100,000 parts).
 */
interface VehicleValues {
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
async function vehicleValuesOf(db: Db, query: SearchQuery, vocabulary: Vocabulary | null = null): Promise<VehicleValues> {
  const { make, model, year } = query;
  const [makes, models, ranges] = await Promise.all([
    make ? remembered(vocabulary, `make values ${make}`, undefined, () => vehicleValues(db, 'make', make)) : undefined,
    model ? remembered(vocabulary, `model values ${model}`, undefined, () => vehicleValues(db, 'model', model)) : undefined,
    year !== undefined ? rememberedYears(db, vocabulary, year) : undefined,
  ]);
  return { makes, models, ranges };
}

const isOneOf = (column: Column, values: string[]) => sql`${column} = any(${sql.param(values)}::text[])`;
/** A part's years are one of the pairs: a BitmapOr of parts_years for a planner that knows how common each pair is. */
function hasYears({ starts, ends }: YearRanges, columns: { yearStart: Column; yearEnd: Column } = parts): SQL {
  if (starts.length === 0) return sql`false`;
  return sql`(${columns.yearStart}, ${columns.yearEnd}) in (${sql.join(starts.map((start, i) => sql`(${start}::int, ${ends[i]}::int)`), sql`, `)})`;
}

/** The filters other than the keyword: make, model, year, category and part number. */
function filterConditions(query: SearchQuery, { makes, models, ranges }: VehicleValues): SQL[] {
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

/** 1 when the part holds the word (in any of its forms), else 0. */
const holds = (condition: SQL) => sql`(case when ${condition} then 1 else 0 end)`;

/** A rank of a search's order: an integer from 0 below `size`, lower first. */
interface Rank {
  value: SQL;
  size: number;
}

/** How many of the words a part does not hold (0 first). */
const wordsMissing = (conditions: SQL[]): Rank => ({ value: sql`(${conditions.length} - (${sql.join(conditions.map(holds), sql` + `)}))`, size: conditions.length + 1 });

/**
 * How far a part's name is from holding the words: for each word 0 when the name holds it whole, 1 when
 * only inside another word, and n + 2 when not at all. Summed, the names holding more of the words come
 * first and, of those holding as many, the names holding more of them whole, as two ranks would order
 * them; the whole-word patterns are tried only on the names that hold the word (a third of the cost).
 * The word saying what the part is (`head`, headWord) counts only in the name itself: "floor carpet"
 * shows the carpet sets before the floor mats filed under "Carpets & Mats".
 */
function nameRank(words: WordMatch[], head: WordMatch | undefined): Rank {
  const absent = sql.raw(String(words.length + 2));
  const terms = words.map((match) => sql`(case when ${match === head ? ownNameCondition(match) : nameCondition(match)} then (case when ${wholeNameCondition(match)} then 0 else 1 end) else ${absent} end)`);
  return { value: sql`(${sql.join(terms, sql` + `)})`, size: (words.length + 1) ** 2 };
}

/**
 * The name's ranks (nameRank) with the rarer word's between them (`rarer`, rarityRank): of the names
 * holding as many of the words, those holding the rarer word first, and of those, the names holding more
 * of them whole. When no part holds every word, which word a name holds says more than whether it is
 * written whole: "rear window gasket" with no such gasket shows the back glass channels (10 parts hold
 * the rear window, their category naming it, never whole) before the head gaskets (114 hold "gasket",
 * whole in their names). Without such words, the one rank.
 */
function nameRanks(words: WordMatch[], rarer: Rank[], head: WordMatch | undefined): Rank[] {
  if (rarer.length === 0) return [nameRank(words, head)];
  const named = words.map((match) => sql`(case when ${nameCondition(match)} then 0 else 1 end)`);
  const notWhole = words.map((match) => sql`(case when ${nameCondition(match)} and not (${wholeNameCondition(match)}) then 1 else 0 end)`);
  return [
    { value: sql`(${sql.join(named, sql` + `)})`, size: words.length + 1 },
    ...rarer,
    { value: sql`(${sql.join(notWhole, sql` + `)})`, size: words.length + 1 },
  ];
}

/**
 * Best match, as ranks: the exact part number, then part numbers starting with it, then those ending with it; then names holding
 * more of the words (a part that fits a year typed among them holds that one); then, when no part holds
 * them all, those holding the rarer word (`rarer`); then names holding more of them as whole words; then
 * the parts filed under more of the categories the words name; then names holding the word saying what the part
 * is (headWord); then names starting with the words as typed.
 */
function relevanceRanks(query: SearchQuery, words: WordMatch[], vocabulary: Vocabulary | null, rarer: Rank[] = []): Rank[] {
  const ranks: Rank[] = [];
  // What the part is, when the words are ranked by the names alone (no rarer word between): headWord.
  const head = rarer.length === 0 && vocabulary ? headWord(words, vocabulary) : undefined;
  const normalized = rankedPartNumber(query.partNumber, words.map((match) => match.word));
  if (normalized) {
    // A normalised part number holds only letters and digits: no LIKE wildcards to escape. One ending with
    // the typed one is its last figures typed without the prefix ("9879" for SS-TLS-9879), before a part
    // number holding them only across its parts ("698-7977").
    ranks.push({
      value: sql`(case when ${parts.skuNormalized} = ${normalized} then 0 when ${parts.skuNormalized} like ${`${normalized}%`} then 1 when ${parts.skuNormalized} like ${`%${normalized}`} then 2 else 3 end)`,
      size: 4,
    });
  }
  if (words.length) {
    ranks.push(...nameRanks(words, rarer, head));
    // Of the names holding as many of the words whole, those filed under the categories the words name:
    // the shop's categories say what a part is. "lens" shows the tail and parking lamp lenses before the
    // dearer hood ornament whose name ends "Lens".
    const filed = words.filter((match) => match.categories.length > 0);
    if (filed.length) ranks.push(wordsMissing(filed.map((match) => filedUnder(match.categories))));
    // Of those, the names holding the word saying what the part is: "window crank" shows the crank handle
    // before the window regulators, both filed under "Window Cranks & Regulators".
    if (head) ranks.push(wordsMissing([ownNameCondition(head)]));
    // A name starting with the words as typed (nameStartPattern). Most such names start with them word
    // for word, which LIKE tells cheaply; the regular expression (1.5 µs a name on PostgreSQL) is tried
    // only on the other names whose letters start with the typed ones ("Head Lamps" for "headlamp").
    const typed = words.map((match) => match.word.compact);
    ranks.push({
      value: sql`(case when ${parts.nameWords} like ${` ${typed.join(' ')}%`} then 0 when ${parts.searchName} like ${`${typed.join('')}%`} and ${parts.nameWords} ~ ${nameStartPattern(typed)} then 0 else 1 end)`,
      size: 2,
    });
  }
  return ranks;
}

/**
 * The ranks a search is ordered by before its chosen sort: when it matches any of some words, those
 * holding more of them first; under best match, the relevance ranks, with those holding the rarest of
 * the words (`rarer`, rarityRank) among the name's (nameRanks). Past SEARCH_COUNT_CAP matches the
 * relevance ranks are left out so the price index can be walked: every match holds every word then.
 */
function searchRanks(query: SearchQuery, words: WordMatch[], ranked: WordMatch[], broad: boolean, vocabulary: Vocabulary | null, rarer: Rank[] = []): Rank[] {
  const ranks = ranked.length ? heldRanks(ranked, vocabulary) : [];
  if (broad || (query.sort ?? defaultSort(query)) !== 'relevance') return [...ranks, ...rarer];
  // The rarer word's rank is among the name's: there are words whenever it is (it ranks some of them).
  return [...ranks, ...relevanceRanks(query, words, vocabulary, rarer)];
}

/**
 * When a search matches any of some words: the parts holding more of them first, and of the words, those
 * naming the part before those naming the car, where on it the part sits or how it is sold
 * (narrowingWords): "chieftain grille" with no Chieftain grille shows the grilles first, then the
 * Chieftain's other parts; "rear view mirror" the mirrors before the Rear Main Seal. Of the parts holding as many of the part's
 * words, those whose names hold more of them come before those fitting the car: "water pump gasket
 * chieftain" with no such gasket shows the water pumps (named by two of the words) before the Chieftain's
 * carburetor kit, whose text mentions its gaskets and accelerator pump.
 */
function heldRanks(ranked: WordMatch[], vocabulary: Vocabulary | null): Rank[] {
  const { part, car } = partAndCar(ranked, vocabulary);
  if (car.length === 0) return [wordsMissing(part.map(wordHeld))];
  return [wordsMissing(part.map(wordHeld)), wordsMissing(part.map(nameCondition)), wordsMissing(car.map(wordHeld))];
}

/** The words naming the part and those naming the car, where on it the part sits or how it is sold (narrowingWords); when they are not of both kinds, all of them name the part. */
function partAndCar(words: WordMatch[], vocabulary: Vocabulary | null): { part: WordMatch[]; car: WordMatch[] } {
  const car = vocabulary ? narrowingWords(words, vocabulary) : [];
  return car.length === 0 || car.length === words.length ? { part: words, car: [] } : { part: words.filter((match) => !car.includes(match)), car };
}

/** The column the chosen sort orders by after the ranks, and its direction. */
function sortColumn(query: SearchQuery): { value: typeof parts.regularPrice | typeof parts.name; descending: boolean } {
  const sort = query.sort ?? defaultSort(query);
  return sort === 'name' ? { value: parts.name, descending: false } : { value: parts.regularPrice, descending: sort !== 'price_asc' };
}

/** The chosen sort's own order, after the ranks; the id keeps pages stable. */
function sortOrder(query: SearchQuery): SQL[] {
  const { value, descending } = sortColumn(query);
  return [descending ? desc(value) : asc(value), asc(parts.id)];
}

/** Prices in cents are below 2^40 (numeric(12,2)): the ranks above them fit a bigint with room to spare. */
const PRICE_CENTS_SPAN = 2 ** 40;
/** The largest span of ranks packed with the price into one bigint: 2^63 / PRICE_CENTS_SPAN. */
const MAX_PACKED_SPAN = 2 ** 23;
/** From this many matches before a page, its matches are sorted on one bigint (orderKey). */
const DEEP_PAGE_ROWS = 480;

/**
 * What a gathered page is sorted on, lowest first: `key` (a bigint, the ranks packed each within its
 * size), then `column` (the price or the name, with its direction), then the id, which keeps pages stable.
 * Past the first DEEP_PAGE_ROWS matches the price goes into the key too, as cents (counted down for the
 * dearest first): sorting thousands of matches on one bigint instead of the ranks and a numeric price
 * takes a third of the time ("chrome" page 100: 15.6 ms against 10.6 on PGlite), while for the first
 * pages turning each price into cents costs more than the short sort saves (bench/README.md, 2026-11-26).
 */
function orderKey(query: SearchQuery, ranks: Rank[]): { key: SQL; column?: ReturnType<typeof sortColumn> } {
  const terms: SQL[] = [];
  let span = 1;
  for (const rank of [...ranks].reverse()) {
    terms.unshift(sql`${rank.value}::int8 * ${sql.raw(String(span))}`);
    span *= rank.size;
  }
  const packed = terms.length ? sql`(${sql.join(terms, sql` + `)})` : sql`0::int8`;
  const column = sortColumn(query);
  // The ranks and the cents fit one bigint only while the ranks' span times PRICE_CENTS_SPAN stays below
  // 2^63 (eight words of a near miss with every rank come to about 7.7 million of the 8.4 allowed).
  if (column.value === parts.name || (query.page - 1) * query.pageSize < DEEP_PAGE_ROWS || span > MAX_PACKED_SPAN) return { key: packed, column };
  const cents = sql`(${parts.regularPrice} * 100)::int8`;
  const price = column.descending ? sql`(${sql.raw(String(PRICE_CENTS_SPAN - 1))} - ${cents})` : cents;
  return { key: terms.length ? sql`(${packed} * ${sql.raw(String(PRICE_CENTS_SPAN))} + ${price})` : price };
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
function remembered<T>(vocabulary: Vocabulary | null, kind: string, of: SQL | undefined, read: () => Promise<T>): Promise<T> {
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
function statementOf(of: SQL | undefined): string {
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
async function knownTotal(vocabulary: Vocabulary, statement: string): Promise<'none' | 'broad' | undefined> {
  const reads = rememberedReads.get(vocabulary);
  const any = reads?.get(readKey(ANY_PART, statement)) as Promise<boolean> | undefined;
  if (any && !(await any.catch(() => true))) return 'none';
  const counted = reads?.get(readKey(COUNTED, statement)) as Promise<number> | undefined;
  return counted && (await counted.catch(() => 0)) > SEARCH_COUNT_CAP ? 'broad' : undefined;
}

/** Keeps with the vocabulary how many parts (up to one past the cap) a search gathered for a statement of `where`, as anyPart and cappedCount would read it. */
function keepTotal(vocabulary: Vocabulary, statement: string, total: number): void {
  const reads = keptWith(rememberedReads, vocabulary, REMEMBERED_READS);
  reads.set(readKey(ANY_PART, statement), Promise.resolve(total > 0));
  reads.set(readKey(COUNTED, statement), Promise.resolve(total));
}

/** The parts `where` holds, up to `cap`; kept with the vocabulary when one is given (remembered). */
async function cappedCount(db: Db, where: SQL | undefined, cap: number, vocabulary: Vocabulary | null = null): Promise<number> {
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
async function broadByIndex(db: Db, [match, ...others]: WordMatch[], filters: SQL[], vocabulary: Vocabulary | null): Promise<boolean> {
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
async function anyPart(db: Db, where: SQL | undefined, vocabulary: Vocabulary | null): Promise<boolean> {
  return remembered(vocabulary, ANY_PART, where, async () => (await db.select({ id: parts.id }).from(parts).where(where).limit(1)).length > 0);
}

/** A page of a search: its matches' count (up to one past the cap), the ids of its parts in order, and those of their rows read with them. */
interface SearchPage {
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
async function gatherPage(db: Db, query: SearchQuery, where: SQL | undefined, ranks: Rank[]): Promise<Required<SearchPage>> {
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
 * Under best match, how many parts (up to one past the cap) hold each of the words a near miss is ranked
 * by, among `where`: the fewer, the more the word says of the part wanted (rarityRank). None under another
 * order, or for a single word.
 */
async function wordCounts(db: Db, query: SearchQuery, where: SQL | undefined, words: WordMatch[], vocabulary: Vocabulary | null): Promise<number[]> {
  if (words.length < 2 || (query.sort ?? defaultSort(query)) !== 'relevance') return [];
  return Promise.all(words.map((match) => cappedCount(db, and(where, wordCondition(match)), SEARCH_COUNT_CAP + 1, vocabulary)));
}

/**
 * Of the matches holding as many of the words, and as many of them in their names, those holding the
 * rarest word first: each part ranked by the count (wordCounts) of the rarest word it holds. "upholstery
 * kit" with no upholstery kit shows the upholstery sets (8 parts hold "upholstery") before the engine kits
 * (82 hold "kit"), where the price put the dearer kits first.
 */
function rarityRank(words: WordMatch[], counts: number[]): Rank[] {
  if (counts.length < 2) return [];
  const levels = [...new Set(counts)].sort((a, b) => a - b);
  const held = words.map((match, i) => sql`(case when ${wordHeld(match)} then ${sql.raw(String(levels.indexOf(counts[i]!)))} end)`);
  return [{ value: sql`coalesce(least(${sql.join(held, sql`, `)}), ${sql.raw(String(levels.length))})`, size: levels.length + 1 }];
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
async function nearMissGroupsPage(db: Db, query: SearchQuery, filters: SQL[], words: WordMatch[], counts: number[], vocabulary: Vocabulary | null): Promise<Omit<SearchPage, 'total'>> {
  const { part, car } = partAndCar(words, vocabulary);
  const countOf = (match: WordMatch) => counts[words.indexOf(match)]!;
  const partConditions = part.map(wordCondition);
  // A single pair is every word naming the part, which the searches before said no part holds together.
  const twoOrMore = part.length > 2 ? twoOf([...part].sort((a, b) => (counts.length ? countOf(a) - countOf(b) : 0)).map(wordCondition)) : undefined;
  const anyCar = car.length ? or(...car.map(wordCondition))! : undefined;
  const rarer = rarityRank(words, counts);
  // Without counts (an order the visitor chose) the words are one level: their parts in that order.
  const levels = counts.length ? [...new Set(part.map(countOf))].sort((a, b) => a - b) : [0];
  const atLevel = (level: number) => part.filter((match) => (counts.length ? countOf(match) === level : true));
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
      groups.push({ where, ranks: [], broad: !counts.length || level > SEARCH_COUNT_CAP });
    }
  }
  if (anyCar) {
    const broad = !counts.length || car.some((match) => countOf(match) > SEARCH_COUNT_CAP);
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
async function broadIds(db: Db, query: SearchQuery, where: SQL | undefined, ranks: Rank[]): Promise<number[]> {
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
async function partsInOrder(db: Db, { ids, rows: read = [] }: Omit<SearchPage, 'total'>): Promise<OwnPartRow[]> {
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
async function categoryPage(db: Db, category: string, query: SearchQuery): Promise<{ total: number; ids: number[] }> {
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
function byCategoryAlone(query: SearchQuery): query is SearchQuery & { category: string } {
  const { category, q, make, model, year, partNumber } = query;
  return Boolean(category) && !q && !make && !model && year === undefined && !partNumber && query.sort !== 'name';
}

/** (first year, last year) pairs, as two arrays of the same length. */
interface YearRanges {
  starts: number[];
  ends: number[];
}

/** The (first year, last year) pairs that fit the years, kept with the vocabulary (remembered). */
function rememberedYears(db: Db, vocabulary: Vocabulary | null, first: number, last = first): Promise<YearRanges> {
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

const PARTS_BY_VEHICLE: VehicleSource = { table: parts, id: parts.id, price: parts.regularPrice, make: parts.make, model: parts.model, yearStart: parts.yearStart, yearEnd: parts.yearEnd };

const categoryByVehicle = (category: string): VehicleSource => ({
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
async function vehiclePage(db: Db, query: SearchQuery, source: VehicleSource): Promise<{ total: number; ids: number[] }> {
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
function byVehicle(query: SearchQuery): boolean {
  const { q, make, model, year, partNumber } = query;
  return Boolean(make || model || year !== undefined) && !q && !partNumber && query.sort !== 'name';
}

export interface SearchAnswer {
  items: Part[];
  total: number;
  totalIsCapped: boolean;
  partial?: { missingWords: string[] };
  corrections?: { typed: string; meant: string[] }[];
  suggestions?: { typed: string; meant: string[] }[];
  partNumbers?: string[];
  engines?: { typed: string; first: number; last: number }[];
}

/**
 * The part numbers one slip from the one a search names (partNumberSlips), of the parts its other filters
 * allow, when the search found nothing: looked up by the normalised SKU's unique index, a few hundred
 * equalities (about 500 for seven figures).
 */
async function partNumbersOneSlipAway(db: Db, query: SearchQuery, values: VehicleValues): Promise<string[]> {
  const slips = partNumberSlips(typedPartNumber(query));
  if (slips.length === 0) return [];
  const rows = await db
    .select({ sku: parts.sku })
    .from(parts)
    .where(and(sql`${parts.skuNormalized} = any(${sql.param(slips)}::text[])`, ...filterConditions({ ...query, partNumber: undefined }, values)))
    .orderBy(asc(parts.skuNormalized))
    .limit(MAX_OFFERED_PART_NUMBERS);
  return rows.map((row) => row.sku);
}

/**
 * Gathers, counts and sorts the matches in one statement when there are at most SEARCH_COUNT_CAP of
 * them; past that the search is broad and walks the price index until a page is full. Left to itself,
 * PostgreSQL walks the price index for narrow searches too, which is slow when the matches are all
 * cheap (tail-lamp lenses) or all dear. bench/README.md has the figures.
 *
 * When no part holds every typed word, the parts holding some of them are shown instead, those with
 * more words first, and the answer names the words no part holds: a near miss is never an empty page.
 */
export async function searchParts(db: Db, query: SearchQuery, vocabulary: VocabularySource): Promise<SearchAnswer> {
  if (byCategoryAlone(query) || byVehicle(query)) {
    const page = byCategoryAlone(query)
      ? await categoryPage(db, query.category, query)
      : await vehiclePage(db, query, query.category ? categoryByVehicle(query.category) : PARTS_BY_VEHICLE);
    return { items: (await partsInOrder(db, page)).map(toPart), total: Math.min(page.total, SEARCH_COUNT_CAP), totalIsCapped: page.total > SEARCH_COUNT_CAP };
  }
  const typed = query.q ? keywordWords(query.q) : [];
  const known = typed.length ? await vocabulary() : null;
  const words = known ? joinedSlips(typed, known) : typed;
  const [firstMatches, values] = await Promise.all([known ? matchWords(db, words, known) : [], vehicleValuesOf(db, query, known)]);
  let matches = firstMatches;
  const filters = filterConditions(query, values);
  /** The words whose count ranks a search that matches any of them. */
  let ranked: WordMatch[] = [];
  /** Of the parts holding as many of those words, the rarest word's first (rarityRank). */
  let rarer: Rank[] = [];
  /** Set when no part holds the words a near miss shows together: how many parts hold each (none under an order the visitor chose). */
  let apart: number[] | undefined;
  // A search that found no part, or more than the cap, is not gathered again with the same vocabulary:
  // a near miss first looks for its words together, then for the words naming the part, and finds none,
  // on each of its pages and orders and each time it is searched for (about 5 ms each on PostgreSQL at
  // 100,000 parts); a word as common as "pontiac" gathered 10,001 parts to learn it is (20-30 ms), and
  // its page is read along its order then, not from what was gathered.
  const gather = async (where: SQL | undefined) => {
    const statement = known ? statementOf(where) : '';
    const told = known ? await knownTotal(known, statement) : undefined;
    if (told) return { total: told === 'none' ? 0 : SEARCH_COUNT_CAP + 1, ids: [] };
    const page = await gatherPage(db, query, where, searchRanks(query, matches, ranked, false, known, rarer));
    if (known) keepTotal(known, statement, page.total);
    return page;
  };
  let where = and(...filters, ...matches.map(wordCondition));
  // Makes, models and years are counted from their btree indexes alone, so a count tells first whether
  // such a search is broad. A keyword, a category (GIN) or a part number (trigrams) is rechecked in the
  // table, so those matches are counted as they are gathered: counting them first read them twice
  // (bench/README.md, 2026-11-26).
  const countFirst = matches.length === 0 && !query.category && !query.partNumber;
  const broadFirst = countFirst ? (await cappedCount(db, where, SEARCH_COUNT_CAP + 1)) > SEARCH_COUNT_CAP : await broadByIndex(db, matches, filters, known);
  let page: SearchPage = broadFirst ? { total: SEARCH_COUNT_CAP + 1, ids: [] } : await gather(where);
  let partial: SearchAnswer['partial'];
  // Which words some part holds, when no part holds them all (a single word: none, as the search just said).
  let found = page.total > 0 || !known ? [] : matches.length === 1 ? [false] : await Promise.all(matches.map((match) => anyPart(db, and(...filters, wordCondition(match)), known)));
  // A phrase no part holds is read as the words it was typed as, each held or not as any word is.
  const phrases = found.map((isFound, i) => (isFound ? null : wordsOfPhrase(matches[i]!.word)));
  if (phrases.some(Boolean)) ({ matches, found } = await phrasesApart(db, matches, found, phrases, filters, known!));
  const slips = found.map((isFound, i) => (isFound ? null : asSlip(matches[i]!, known!)));
  if (slips.some(Boolean)) {
    // A word found in no part is looked for as a slip, though the vocabulary holds it: it may be a word
    // of parts since deleted or renamed, which search_terms keeps.
    matches = matches.map((match, i) => slips[i] ?? match);
    found = await Promise.all(matches.map((match, i) => found[i] || anyPart(db, and(...filters, wordCondition(match)), known)));
  }
  if (slips.some(Boolean) || phrases.some(Boolean)) {
    where = and(...filters, ...matches.map(wordCondition));
    page = await gather(where);
  }
  if (page.total === 0 && matches.length > 1) {
    const held = matches.filter((_, i) => found[i]);
    if (nearMissFrom(held.map((match) => match.word))) {
      partial = { missingWords: matches.filter((_, i) => !found[i]).map((match) => match.word.typed) };
      // The words some part holds, all together; failing that, the words naming the part together, those
      // also naming the car first ("55 chieftain hood ornament" with no such ornament: the hood ornaments,
      // not every part of every 1955 car and every Chieftain); failing that, any of them (those holding
      // more first).
      if (held.length < matches.length) {
        where = and(...filters, ...held.map(wordCondition));
        page = await gather(where);
      }
      const narrowing = known ? narrowingWords(held, known) : held;
      const partWords = held.filter((match) => !narrowing.includes(match));
      if (page.total === 0 && partWords.length > 0 && partWords.length < held.length) {
        // Every one of these holds the part's words: ranked by the car's words alone.
        ranked = held.filter((match) => !partWords.includes(match));
        where = and(...filters, ...partWords.map(wordCondition));
        rarer = rarityRank(ranked, await wordCounts(db, query, where, ranked, known));
        page = await gather(where);
      }
      if (page.total === 0) {
        ranked = held;
        where = and(...filters, or(...held.map(wordCondition)));
        // Counted among the filters alone: a part holding the word holds one of them (no OR of every word to read for each count).
        const counts = await wordCounts(db, query, and(...filters), ranked, known);
        rarer = rarityRank(ranked, counts);
        // No part holds these words together (the searches above said so): read group by group when broad.
        apart = counts;
        // A word past the cap makes the search broad: its page is read group by group, not gathered first.
        // So do two words past it together, which no part holds both of: their parts are as many as their
        // counts add up to ("pedal rubbers" gathered and sorted 10,001 parts to learn it; bench/README.md).
        const broad = counts.some((n) => n > SEARCH_COUNT_CAP) || (counts.length === 2 && counts[0]! + counts[1]! > SEARCH_COUNT_CAP);
        page = broad ? { total: SEARCH_COUNT_CAP + 1, ids: [] } : await gather(where);
      }
    }
  }
  const broad = page.total > SEARCH_COUNT_CAP;
  const shown = !broad
    ? page
    : apart
      ? await nearMissGroupsPage(db, query, filters, ranked, apart, known)
      : { ids: await broadIds(db, query, where, searchRanks(query, matches, ranked, true, known, rarer)) };
  const rows = await partsInOrder(db, shown);
  // The slips the visitor is told of: those some part holds as they were taken.
  const corrections = matches.filter((match, i) => match.slip && found[i] !== false).map((match) => ({ typed: match.word.typed, meant: match.told ?? match.forms }));
  // The words of the language no part holds, with the catalogue words a keystroke away, to offer.
  const suggestions = matches.flatMap((match, i) => (match.suggested && found[i] === false ? [{ typed: match.word.typed, meant: match.suggested }] : []));
  // Nothing found for a part number: those a slip away are offered.
  const partNumbers = page.total === 0 ? await partNumbersOneSlipAway(db, query, values) : [];
  // The words read as an engine's size, with its years, for the visitor to be told.
  const engines = engineReadings(matches.map((match) => match.word));
  return {
    items: rows.map(toPart),
    total: Math.min(page.total, SEARCH_COUNT_CAP),
    totalIsCapped: broad,
    ...(partial ? { partial } : {}),
    ...(corrections.length && rows.length ? { corrections } : {}),
    ...(suggestions.length ? { suggestions } : {}),
    ...(partNumbers.length ? { partNumbers } : {}),
    ...(engines.length ? { engines } : {}),
  };
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
  const where = and(...filterConditions(query, await vehicleValuesOf(db, query)));
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
      case when c.is_section then 0 else (select count(*) from ${partCategories} pc where pc.category = c.name)::int end as "partCount"
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
