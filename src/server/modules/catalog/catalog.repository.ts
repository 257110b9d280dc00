import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';

import { type CatalogModel, type CatalogModelYears, type CatalogSections, defaultSort, type Facets, type SearchQuery, SearchQuerySchema } from '../../../domain/catalog.schema.ts';
import type { Part } from '../../../domain/part.schema.ts';
import { splitMakes } from '../../../domain/catalog.schema.ts';
import { engineReadings } from '../../../domain/engines.ts';
import { type Succession, successionReading } from '../../../domain/successions.ts';
import type { YearSpan } from '../../../domain/years.ts';
import { MAX_OFFERED_PART_NUMBERS, partNumberSlips } from '../../../domain/sku.ts';
import type { Db } from '../../db/client.ts';
import { carNamesOfOtherYears, countingWords, FEW_MATCHES, namesTheCar, namingWords, narrowingWords, nearMissFrom, saysCondition, yearsNamedBy } from '../../../domain/car-words.ts';
import { joinedSlips, withoutOtherNamesOfEach, wordsOfPhrase } from '../../../domain/search-words.ts';
import { keywordWords, typedPartNumber } from '../../../domain/typed-words.ts';
import { toPart } from '../parts/parts.repository.ts';
import type { Vocabulary, VocabularySource } from './vocabulary.ts';
import { categories, partCategories, parts, vehicleMakes, vehicleModels } from '../../db/schema/index.ts';
import { filterConditions, type VehicleValues, vehicleValuesOf } from './search-filters.ts';
import { broadIds, byCategoryAlone, categoryPage, gatherPage, nearMissGroupsPage, partsInOrder, type SearchPage } from './search-pages.ts';
import { type Rank, rarityRank, searchRanks } from './search-ranks.ts';
import { anyPart, broadByIndex, cappedCount, keepTotal, knownTotal, matchWords, phrasesApart, SEARCH_COUNT_CAP, statementOf, type WordCounts, wordCounts } from './search-reads.ts';
import { byVehicle, categoryByVehicle, PARTS_BY_VEHICLE, vehiclePage } from './vehicle-pages.ts';
import { asSlip, asSuggested, asWiderSlip, namedByCondition, ownNameCondition, wordCondition, type WordMatch } from './word-matches.ts';

export interface SearchAnswer {
  items: Part[];
  total: number;
  totalIsCapped: boolean;
  partial?: { missingWords: string[]; nearYears?: YearSpan[] };
  othersNamed?: { word: string; matchingAll: number; nearYears?: YearSpan[] };
  corrections?: { typed: string; meant: string[] }[];
  suggestions?: { typed: string; meant: string[] }[];
  partNumbers?: string[];
  engines?: { typed: string; first: number; last: number }[];
  successions?: Succession[];
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
  // A word that is only another name of another typed word is that word (withoutOtherNamesOfEach).
  let matches = withoutOtherNamesOfEach(firstMatches);
  const filters = filterConditions(query, values);
  /** The words whose count ranks a search that matches any of them. */
  let ranked: WordMatch[] = [];
  /** Of the parts holding as many of those words, the rarest word's first (rarityRank). */
  let rarer: Rank[] = [];
  /** In a near miss (no part holds every word), the years named by its words the parts gathered need not hold: of the parts ranked alike, those nearest to them first (yearsAwayRank). */
  let nearYears: YearSpan[] = [];
  /** When a few parts holding every word are followed by the parts named elsewhere: the words naming the part, whose own names hold them first after those few (namedElsewhereRanks). */
  let namedBy: WordMatch[] = [];
  /** In a near miss whose parts all hold the words naming the part: those words, the parts whose names hold more of them first (namingHeldRanks). */
  let namingHeld: WordMatch[] = [];
  /** Set when no part holds the words a near miss shows together: how many parts hold each (none under an order the visitor chose). */
  let apart: WordCounts | undefined;
  /** In a near miss, the words no part holds: its parts are ranked by the others, as a search of those alone ranks them (rankedWords). */
  let missing: WordMatch[] = [];
  // A word no part holds says nothing of which part comes first, and left among the words ranked it kept
  // the word saying what the part is from counting: "seeking radio" showed the radio speakers before the
  // radios, which "radio" shows first.
  /** In a near miss whose parts all hold the words naming the part, a count of cylinders naming cars of other years than those typed (carNamesOfOtherYears): not ranked either. */
  let unranked: WordMatch[] = [];
  const rankedWords = () => (missing.length || unranked.length ? matches.filter((match) => !missing.includes(match) && !unranked.includes(match)) : matches);
  // A search that found no part, or more than the cap, is not gathered again with the same vocabulary:
  // a near miss first looks for its words together, then for the words naming the part, and finds none,
  // on each of its pages and orders and each time it is searched for (about 5 ms each on PostgreSQL at
  // 100,000 parts); a word as common as "pontiac" gathered 10,001 parts to learn it is (20-30 ms), and
  // its page is read along its order then, not from what was gathered.
  const gather = async (where: SQL | undefined) => {
    const statement = known ? statementOf(where) : '';
    const told = known ? await knownTotal(known, statement) : undefined;
    if (told) return { total: told === 'none' ? 0 : SEARCH_COUNT_CAP + 1, ids: [] };
    const page = await gatherPage(db, query, where, searchRanks(query, rankedWords(), ranked, false, known, rarer, nearYears, namedBy, namingHeld));
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
  // Words typed apart that are, run together, one part number ("SS HO 2459", "ss" two letters and no word
  // of any text, showed the part as a near miss missing "SS"): that part, by the SKU's unique index, asked
  // once per catalogue version (anyPart remembers it with the vocabulary).
  const oneNumber = page.total === 0 && matches.length > 1 && known ? typedPartNumber(query) : '';
  const numbered = oneNumber ? and(...filters, sql`${parts.skuNormalized} = ${oneNumber}`) : undefined;
  if (numbered && (await anyPart(db, numbered, known))) [where, page, matches] = [numbered, await gather(numbered), []];
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
  /** The words with some looked for another way (`readings`; null: a word as taken), kept when so read parts hold every word together. */
  const readTogether = async (readings: (WordMatch | null)[]) => {
    if (!readings.some(Boolean)) return;
    const asTaken = matches;
    matches = matches.map((match, i) => readings[i] ?? match);
    const read = and(...filters, ...matches.map(wordCondition));
    const readPage = await gather(read);
    if (readPage.total > 0) {
      [where, page] = [read, readPage];
      found = found.map(() => true);
    } else matches = asTaken;
  };
  // Only beside a word some part holds as typed: with none, nothing agrees with a reading ("rust converter" is no "rest converted").
  const heldApart = () => page.total === 0 && matches.length > 1 && matches.some((match, i) => found[i] && !match.slip);
  // A word of the language no part holds is read as the catalogue words a keystroke from it, and the visitor
  // is told as of a slip: "brake shoos" showed the brake drums as a near miss and offered "shoes"
  // (suggestedForms, ADR 009).
  if (known && heldApart()) await readTogether(matches.map((match, i) => (found[i] === false ? asSuggested(match, known) : null)));
  // A short word taken for its slip, or for nothing, is read as the catalogue words two slips from it that
  // sound alike: "dore handle" showed the dome lamps as a near miss (widerSlipForms).
  if (known && heldApart()) await readTogether(matches.map((match, i) => (match.slip || found[i] === false ? asWiderSlip(match, known) : null)));
  // A part the cars of the years in question did not have is read as the one they had in its place, when
  // so read some part holds its words, with the others or (as a near miss, below) apart: "kingpin 1959" shows the
  // ball joints, "kingpin 1959 chieftain" (no Chieftain of 1959) the ball joints of 1959 and the Chieftain's,
  // not the kingpins of other years (successions.ts).
  let successions: Succession[] = [];
  const succession = page.total === 0 && known ? successionReading(words, query.year, known) : undefined;
  if (succession) {
    const asTyped = matches;
    matches = await matchWords(db, succession.words, known!);
    const read = and(...filters, ...matches.map(wordCondition));
    const readPage = await gather(read);
    const readFound = readPage.total > 0 ? matches.map(() => true) : await Promise.all(matches.map((match) => anyPart(db, and(...filters, wordCondition(match)), known)));
    // The part's words read in place of those typed, each held by some part: the other words are as typed, found or not.
    if (matches.every((match, i) => readFound[i] || words.some((word) => word.compact === match.word.compact))) [where, page, found, successions] = [read, readPage, readFound, succession.successions];
    else matches = asTyped;
  }
  if (page.total === 0 && matches.length > 1) {
    // A set or a pair says how many, not what: left out of a near miss, its words and its ranks (countingWords).
    const counting = known ? countingWords(matches.filter((_, i) => found[i]), known) : [];
    if (counting.length) {
      found = found.filter((_, i) => !counting.includes(matches[i]!));
      matches = matches.filter((match) => !counting.includes(match));
    }
    const held = matches.filter((_, i) => found[i]);
    if (known && nearMissFrom(held, matches.filter((_, i) => !found[i]), known)) {
      missing = matches.filter((_, i) => !found[i]);
      partial = { missingWords: missing.map((match) => match.word.typed) };
      // The years named by the words the parts gathered need not hold, nearest first (yearsAwayRank).
      const yearsApart = (together: WordMatch[]) => yearsNamedBy(matches.filter((match) => !together.includes(match)), known);
      nearYears = yearsApart(held);
      // The words some part holds, all together; failing that, the words naming the part together, those
      // also naming the car first ("55 chieftain hood ornament" with no such ornament: the hood ornaments,
      // not every part of every 1955 car and every Chieftain); failing that, any of them (those holding
      // more first).
      if (held.length < matches.length || counting.length) {
        where = and(...filters, ...held.map(wordCondition));
        page = await gather(where);
      }
      const narrowing = known ? narrowingWords(held, known) : held;
      const partWords = held.filter((match) => !narrowing.includes(match));
      if (page.total === 0 && partWords.length > 0 && partWords.length < held.length) {
        // Every one of these holds the part's words: ranked by those in the name, then by the car's words.
        // A word of the part's condition is left out, its ranks with it (saysCondition).
        const condition = held.filter((match) => !partWords.includes(match) && saysCondition(match));
        const asHeld = { matches, found };
        found = found.filter((_, i) => !condition.includes(matches[i]!));
        matches = matches.filter((match) => !condition.includes(match));
        // Nor a count of cylinders naming cars of other years than those typed (carNamesOfOtherYears): the
        // years typed rank them ("points 1947 pontiac 6" showed the Sixes' points of 1926-1940 first).
        unranked = carNamesOfOtherYears(matches, known);
        ranked = held.filter((match) => !partWords.includes(match) && !condition.includes(match) && !unranked.includes(match));
        namingHeld = partWords;
        where = and(...filters, ...partWords.map(wordCondition));
        nearYears = yearsApart(partWords);
        rarer = ranked.length ? rarityRank(ranked, (await wordCounts(db, query, where, ranked, known)).rarity) : [];
        page = await gather(where);
        if (page.total === 0) ({ matches, found } = asHeld);
      }
      if (page.total === 0) {
        ranked = held;
        namingHeld = [];
        unranked = [];
        where = and(...filters, or(...held.map(wordCondition)));
        nearYears = yearsApart([]);
        // Counted among the filters alone: a part holding the word holds one of them (no OR of every word to read for each count).
        const counts = await wordCounts(db, query, and(...filters), ranked, known);
        rarer = rarityRank(ranked, counts.rarity);
        // No part holds these words together (the searches above said so): read group by group when broad.
        apart = counts;
        // A word past the cap makes the search broad: its page is read group by group, not gathered first.
        // So do two words past it together, which no part holds both of: their parts are as many as their
        // counts add up to ("pedal rubbers" gathered and sorted 10,001 parts to learn it; bench/README.md).
        const { held: heldCounts } = counts;
        const broad = heldCounts.some((n) => n > SEARCH_COUNT_CAP) || (heldCounts.length === 2 && heldCounts[0]! + heldCounts[1]! > SEARCH_COUNT_CAP);
        page = broad ? { total: SEARCH_COUNT_CAP + 1, ids: [] } : await gather(where);
      }
    }
  }
  // A few parts hold every word, and none is what the words name: "1941 pontiac generator" found only a fan
  // belt (its text names the generator it drives), as no generator fits 1941. The parts the words name, for
  // other cars or years, follow them (namedElsewhere).
  let othersNamed: SearchAnswer['othersNamed'];
  const elsewhere = !partial && page.total > 0 && page.total <= FEW_MATCHES && known ? await namedElsewhere(db, filters, where, matches, known) : undefined;
  if (elsewhere) {
    othersNamed = { word: elsewhere.naming.map((match) => match.word.typed).join(' '), matchingAll: page.total };
    ranked = elsewhere.narrowing;
    namedBy = elsewhere.naming;
    where = elsewhere.where;
    nearYears = yearsNamedBy(ranked, known!);
    rarer = rarityRank(ranked, (await wordCounts(db, query, where, ranked, known)).rarity);
    page = await gather(where);
  }
  const broad = page.total > SEARCH_COUNT_CAP;
  const shown = !broad
    ? page
    : apart
      ? await nearMissGroupsPage(db, query, filters, ranked, apart, known)
      : { ids: await broadIds(db, query, where, searchRanks(query, rankedWords(), ranked, true, known, rarer, [], namedBy, namingHeld)) };
  const rows = await partsInOrder(db, shown);
  // The slips the visitor is told of: those some part holds as they were taken.
  const corrections = matches.filter((match, i) => match.slip && found[i] !== false).map((match) => ({ typed: match.word.typed, meant: match.told ?? match.forms }));
  // The words of the language no part holds, with the catalogue words a keystroke away, to offer.
  const suggestions = matches.flatMap((match, i) => (match.suggested && found[i] === false ? [{ typed: match.word.typed, meant: match.suggested }] : []));
  // Nothing found for a part number: those a slip away are offered.
  const partNumbers = page.total === 0 ? await partNumbersOneSlipAway(db, query, values) : [];
  // The words read as an engine's size, with its years, for the visitor to be told.
  const engines = engineReadings(matches.map((match) => match.word), query.year);
  // The years a near miss's parts were ranked nearest to, for the visitor to be told: under best match, when not broad (yearsAwayRank).
  const told = !broad && (query.sort ?? defaultSort(query)) === 'relevance' ? nearYears : [];
  return {
    items: rows.map(toPart),
    total: Math.min(page.total, SEARCH_COUNT_CAP),
    totalIsCapped: broad,
    ...(partial ? { partial: { ...partial, ...(told.length ? { nearYears: told } : {}) } } : {}),
    ...(othersNamed ? { othersNamed: { ...othersNamed, ...(told.length ? { nearYears: told } : {}) } } : {}),
    ...(corrections.length && rows.length ? { corrections } : {}),
    ...(suggestions.length ? { suggestions } : {}),
    ...(partNumbers.length ? { partNumbers } : {}),
    ...(engines.length ? { engines } : {}),
    ...(successions.length ? { successions } : {}),
  };
}

/**
 * When the parts holding every word (`where`) are none of them named by the words naming the part (all of
 * them in its own name, saying it is the thing: namingWords, namedByCondition), while some part holding
 * those words is, for other cars or years than the words naming the car, where on it the part sits or how
 * it is sold (narrowingWords): the search for the words naming the part alone (the filters kept), and
 * those other words, to rank its parts by. "1956 star chief ignition switch", with no ignition switch of
 * the Star Chief, found its other switches, filed under IGNITION & ELECTRICAL. Where no part at all is
 * named so, a name holding the words counts, when the other words name the car: "1950 chieftain tail
 * light" found a bulb assortment alone (its text names the tail light), the shop's tail lamp parts all
 * named for more ("Tail Lamp Lens"); "transmission rebuild kit" is the Hydra-Matic overhaul kits alone.
 * Two reads, or four, each remembered with the vocabulary.
 */
async function namedElsewhere(db: Db, filters: SQL[], where: SQL | undefined, matches: WordMatch[], known: Vocabulary): Promise<{ where: SQL | undefined; narrowing: WordMatch[]; naming: WordMatch[] } | undefined> {
  const narrowing = narrowingWords(matches, known);
  const naming = namingWords(matches, known);
  if (naming.length === 0 || narrowing.length === 0) return undefined;
  const wider = and(...filters, ...naming.map(wordCondition));
  // Failing a part named the thing, a name holding the words counts, only when the other words name the car.
  const forTheCar = narrowing.some((match) => namesTheCar(match.word, match.forms, known));
  for (const named of [namedByCondition(naming), ...(forTheCar ? [and(...naming.map(ownNameCondition))] : [])]) {
    if (await anyPart(db, and(where, named), known)) return undefined;
    if (await anyPart(db, and(wider, named), known)) return { where: wider, narrowing, naming };
  }
  return undefined;
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
