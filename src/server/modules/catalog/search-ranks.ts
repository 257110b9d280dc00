import { and, asc, desc, or, type SQL, sql } from 'drizzle-orm';

import { defaultSort, type SearchQuery } from '../../../domain/catalog.schema.ts';
import { headsOf, headWord, namesOnlyTheCar, narrowingWords, soleNamingWord } from '../../../domain/car-words.ts';
import { yearsCountAsNamed } from '../../../domain/engines.ts';
import { NAME_SIZE_LEVELS } from '../../../domain/search-text.ts';
import { YEARS_AWAY_LEVELS, type YearSpan } from '../../../domain/years.ts';
import { nameStartPattern, rankedPartNumber } from '../../../domain/typed-words.ts';
import type { Vocabulary } from './vocabulary.ts';
import { parts } from '../../db/schema/index.ts';
import { filedUnder, hasYears, nameCondition, namedByCondition, ownNameCondition, typedWholeCondition, wholeNameCondition, wordHeld, type WordMatch } from './word-matches.ts';

// The orders of a search's matches: best match's ranks, a near miss's, and the chosen sort after them.

/** 1 when the part holds the word (in any of its forms), else 0. */
const holds = (condition: SQL) => sql`(case when ${condition} then 1 else 0 end)`;

/** A rank of a search's order: an integer from 0 below `size`, lower first. */
export interface Rank {
  value: SQL;
  size: number;
}

/** How many of the words a part does not hold (0 first). */
export const wordsMissing = (conditions: SQL[]): Rank => ({ value: sql`(${conditions.length} - (${sql.join(conditions.map(holds), sql` + `)}))`, size: conditions.length + 1 });

/**
 * How far a part's name is from holding the words: for each word 0 when its own name holds it whole (or
 * the part fits the year the word names), 1 when only inside another word, `filed` when only a category it
 * is filed in names it, and `filed + absent` when its name does not hold it at all. Summed, the names
 * holding more of the words themselves come first; of those holding as many, the parts whose categories
 * name more of the others; and of those, the names holding more of them whole, as three ranks would order
 * them; the whole-word patterns are tried only on the names that hold the word. A category names what its
 * parts are together ("Springs & Shackles"), a part's own name what it is: "spring shackle bushing" shows
 * the spring shackle kits, their bushings in their texts, before the control arm bushings filed under
 * Springs & Shackles. The word saying what the part is (`head`, headWord) counts only in the name itself:
 * "floor carpet" shows the carpet sets before the floor mats filed under "Carpets & Mats".
 */
function nameRank(words: WordMatch[], head: WordMatch | undefined): Rank {
  const n = words.length;
  const absent = n + 1;
  const filed = n * absent + n + 1;
  const terms = words.map((match) => {
    const own = match !== head && match.years ? or(ownNameCondition(match), hasYears(match.years))! : ownNameCondition(match);
    const byCategory = match !== head && match.categories.length ? sql` when ${filedUnder(match.categories)} then ${sql.raw(String(filed))}` : sql``;
    return sql`(case when ${own} then (case when ${wholeNameCondition(match)} then 0 else 1 end)${byCategory} else ${sql.raw(String(filed + absent))} end)`;
  });
  return { value: sql`(${sql.join(terms, sql` + `)})`, size: n * (filed + absent) + 1 };
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

/** The words as names rank them: the years of an engine typed alone do not count as its name (yearsCountAsNamed). */
function namedAlone(words: WordMatch[], vocabulary: Vocabulary | null): WordMatch[] {
  const [only] = words;
  if (!vocabulary || words.length !== 1 || !only!.years || yearsCountAsNamed(only!.word.compact, words.length, vocabulary.carNames)) return words;
  return [{ ...only!, years: undefined }];
}

/**
 * Best match, as ranks: the exact part number, then part numbers starting with it, then those ending with it; then names holding
 * more of the words (a part that fits a year typed among them holds that one); then, when no part holds
 * them all, those holding the rarer word (`rarer`); then names holding more of them as whole words; then
 * the parts filed under more of the categories the words name; then names holding the word saying what the part
 * is (headWord); then names starting with the words as typed; then names holding whole as typed the words looked for as
 * other names too; then, when every match holds the same words, names of fewer words (nameSize).
 */
function relevanceRanks(query: SearchQuery, words: WordMatch[], vocabulary: Vocabulary | null, ranked: WordMatch[], rarer: Rank[] = []): Rank[] {
  const sameWords = ranked.length === 0;
  const ranks: Rank[] = [];
  // What the part is, when the words are ranked by the names alone (no rarer word between): headWord.
  const head = rarer.length === 0 && vocabulary ? headWord(words, vocabulary) : undefined;
  const normalized = rankedPartNumber(query.partNumber, words.map((match) => match.word));
  if (normalized) {
    // A normalised part number holds only letters and digits: no LIKE wildcards to escape. One ending with
    // the typed one is its last figures typed without the prefix ("9879" for SS-TLS-9879), before a part
    // number holding them only across its parts ("698-7977"). Words all naming the car ("6-27") rank only
    // the part number they are (namesOnlyTheCar).
    const pieces = query.partNumber !== undefined || !vocabulary || !namesOnlyTheCar(words, vocabulary);
    ranks.push({
      value: pieces
        ? sql`(case when ${parts.skuNormalized} = ${normalized} then 0 when ${parts.skuNormalized} like ${`${normalized}%`} then 1 when ${parts.skuNormalized} like ${`%${normalized}`} then 2 else 3 end)`
        : sql`(case when ${parts.skuNormalized} = ${normalized} then 0 else 3 end)`,
      size: 4,
    });
  }
  if (words.length) {
    ranks.push(...nameRanks(namedAlone(words, vocabulary), rarer, head));
    // Of the names holding as many of the words whole, those filed under the categories the words name:
    // the shop's categories say what a part is. "lens" shows the tail and parking lamp lenses before the
    // dearer hood ornament whose name ends "Lens".
    const filed = words.filter((match) => match.categories.length > 0);
    if (filed.length) ranks.push(wordsMissing(filed.map((match) => filedUnder(match.categories))));
    // Of those, the names holding the word saying what the part is: "window crank" shows the crank handle
    // before the window regulators, both filed under "Window Cranks & Regulators".
    if (head) ranks.push(wordsMissing([ownNameCondition(head)]));
    // Of those, with a single word naming the part, the parts it says what they are (soleNamingWord): "radio"
    // shows the radios before the radio knobs, "horn" the horns before the horn rings, whose names start with
    // the word. Their heads are a column (name_head), so the rank costs next to nothing a match. So too in a
    // near miss whose parts all hold that word, ranked by the others (`ranked`, not holding it): "1925
    // pontiac horn", with no part of 1925 and a text holding "1925", showed the horn buttons and relays of
    // 1926 before the horns of 1928.
    const sole = vocabulary ? soleNamingWord(words, vocabulary) : undefined;
    const heads = sole && !(ranked.length > 1 && ranked.includes(sole)) ? headsOf(sole.whole) : [];
    if (heads.length) ranks.push({ value: sql`(case when ${parts.nameHead} = any(${sql.param(heads)}::text[]) then 0 else 1 end)`, size: 2 });
    // A name starting with the words as typed (nameStartPattern). Most such names start with them word
    // for word, which LIKE tells cheaply; the regular expression (1.5 µs a name on PostgreSQL) is tried
    // only on the other names whose letters start with the typed ones ("Head Lamps" for "headlamp").
    const typed = words.map((match) => match.word.compact);
    ranks.push({
      value: sql`(case when ${parts.nameWords} like ${` ${typed.join(' ')}%`} then 0 when ${parts.searchName} like ${`${typed.join('')}%`} and ${parts.nameWords} ~ ${nameStartPattern(typed)} then 0 else 1 end)`,
      size: 2,
    });
    // Of those, the names holding whole as typed the words also looked for as other names: "chieftain kit"
    // shows the kits before a clip set, a kit being sold as a set too (typedWhole).
    const asTyped = vocabulary ? words.filter((match) => match.forms.length > 1 && match.forms.includes(match.word.compact)) : [];
    if (asTyped.length) ranks.push(wordsMissing(asTyped.map((match) => typedWholeCondition(match, vocabulary!))));
    // Of those, when every match holds the same words, the names holding fewer words beside the typed ones
    // (their own names' words counted, a column: name_size): "carb rebuild kit" shows the carburetor kits
    // before the dearer Tri-Power kits, "dipstick" the oil dipsticks before the Hydra-Matic's. Names of
    // NAME_SIZE_LEVELS words or more are one level. Not in a near miss whose matches hold different words:
    // parts of different kinds, of which the dearest come first, as before.
    if (sameWords) ranks.push({ value: sql`least(${parts.nameSize}, ${sql.raw(String(NAME_SIZE_LEVELS - 1))})`, size: NAME_SIZE_LEVELS });
  }
  return ranks;
}

/**
 * The ranks a search is ordered by before its chosen sort: when it matches any of some words, those
 * holding more of them first (when its parts all hold the words naming the part, `namingHeld`, those
 * whose names hold more of these before: namingHeldRanks); under best match, the relevance ranks, with
 * those holding the rarest of the words (`rarer`, rarityRank) among the name's (nameRanks), and in a near
 * miss the years nearest to those its words name last (`nearYears`, yearsAwayRank). Past SEARCH_COUNT_CAP matches the
 * relevance ranks are left out so the price index can be walked: every match holds every word then.
 */
export function searchRanks(
  query: SearchQuery,
  words: WordMatch[],
  ranked: WordMatch[],
  broad: boolean,
  vocabulary: Vocabulary | null,
  rarer: Rank[] = [],
  nearYears: readonly YearSpan[] = [],
  namedElsewhere: WordMatch[] = [],
  namingHeld: WordMatch[] = [],
): Rank[] {
  const ranks = ranked.length ? [...namedElsewhereRanks(ranked, namedElsewhere), ...namingHeldRanks(namingHeld), ...heldRanks(ranked, vocabulary)] : namingHeldRanks(namingHeld);
  if (broad || (query.sort ?? defaultSort(query)) !== 'relevance') return [...ranks, ...rarer];
  // The rarer word's rank is among the name's: there are words whenever it is (it ranks some of them).
  return [...ranks, ...relevanceRanks(query, words, vocabulary, ranked, rarer), ...yearsAwayRank(nearYears)];
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
export function heldRanks(ranked: WordMatch[], vocabulary: Vocabulary | null): Rank[] {
  const { part, car } = partAndCar(ranked, vocabulary);
  if (car.length === 0) return [wordsMissing(part.map(wordHeld))];
  return [wordsMissing(part.map(wordHeld)), wordsMissing(part.map(nameCondition)), wordsMissing(car.map(wordHeld))];
}

/**
 * In a near miss whose parts all hold the words naming the part (`named`), ranked by the others (the car's
 * words, where on it the part sits): those whose own names say they are the thing named first
 * (namedByCondition), then those whose names hold more of the words, as heldRanks ranks the part's words
 * before the car's. "1955 chieftain tail light lens", with no Chieftain lens, showed the tail lamp housings
 * of 1955 (their texts: "ready for its lens") before the tail lamp lenses of 1956; "1957 star chief radio",
 * with no Star Chief radio, the Star Chief's radio knob set of 1958 before the radios of 1957.
 */
function namingHeldRanks(named: WordMatch[]): Rank[] {
  return named.length ? [wordsMissing([namedByCondition(named)]), wordsMissing(named.map(nameCondition))] : [];
}

/**
 * When the few parts holding every word are followed by the parts named elsewhere (`named`: the words naming
 * the part, which every part gathered holds; the server's namedElsewhere): those holding every word first (all
 * of `ranked`, the other words), then the parts whose own names hold all of `named` and say they are the
 * thing named (namedByCondition), then the rest, each as heldRanks ranks them. "1956 star chief ignition
 * switch" shows the ignition switches of other cars before the Star Chief's brake light and heater
 * switches, which hold "ignition" through their section.
 */
function namedElsewhereRanks(ranked: WordMatch[], named: WordMatch[]): Rank[] {
  if (named.length === 0) return [];
  return [wordsMissing([and(...ranked.map(wordHeld))!]), wordsMissing([namedByCondition(named)])];
}

/**
 * Last of a near miss's ranks under best match, when some of its words name years (namedYears: a year, a
 * span, an engine), held by some part or by none: of the parts ranked alike, those whose years lie nearest
 * to them first (yearsAway, the years of the nearest word), where the dearest came first. "hood ornament
 * for 55 pontiac" with no hood ornament of 1955 shows those of 1952-1954 before those of 1926.
 */
function yearsAwayRank(nearYears: readonly YearSpan[]): Rank[] {
  const away = nearYears.map((years) => {
    const [first, last, most] = [years.first, years.last, YEARS_AWAY_LEVELS - 1].map((year) => sql.raw(String(Math.trunc(year))));
    return sql`least(greatest(${first} - ${parts.yearEnd}, ${parts.yearStart} - ${last}, 0), ${most})`;
  });
  if (away.length === 0) return [];
  return [{ value: away.length === 1 ? away[0]! : sql`least(${sql.join(away, sql`, `)})`, size: YEARS_AWAY_LEVELS }];
}

/** The words naming the part and those naming the car, where on it the part sits or how it is sold (narrowingWords); when they are not of both kinds, all of them name the part. */
export function partAndCar(words: WordMatch[], vocabulary: Vocabulary | null): { part: WordMatch[]; car: WordMatch[] } {
  const car = vocabulary ? narrowingWords(words, vocabulary) : [];
  return car.length === 0 || car.length === words.length ? { part: words, car: [] } : { part: words.filter((match) => !car.includes(match)), car };
}

/** The column the chosen sort orders by after the ranks, and its direction. */
function sortColumn(query: SearchQuery): { value: typeof parts.regularPrice | typeof parts.name; descending: boolean } {
  const sort = query.sort ?? defaultSort(query);
  return sort === 'name' ? { value: parts.name, descending: false } : { value: parts.regularPrice, descending: sort !== 'price_asc' };
}

/** The chosen sort's own order, after the ranks; the id keeps pages stable. */
export function sortOrder(query: SearchQuery): SQL[] {
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
export function orderKey(query: SearchQuery, ranks: Rank[]): { key: SQL; column?: ReturnType<typeof sortColumn> } {
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

/**
 * Of the matches holding as many of the words, and as many of them in their names, those holding the
 * rarest word first: each part ranked by the count (wordCounts) of the rarest word it holds. "upholstery
 * kit" with no upholstery kit shows the upholstery sets (8 parts hold "upholstery") before the engine kits
 * (82 hold "kit"), where the price put the dearer kits first.
 */
export function rarityRank(words: WordMatch[], counts: number[]): Rank[] {
  if (counts.length < 2) return [];
  const levels = [...new Set(counts)].sort((a, b) => a - b);
  const held = words.map((match, i) => sql`(case when ${wordHeld(match)} then ${sql.raw(String(levels.indexOf(counts[i]!)))} end)`);
  return [{ value: sql`coalesce(least(${sql.join(held, sql`, `)}), ${sql.raw(String(levels.length))})`, size: levels.length + 1 }];
}
