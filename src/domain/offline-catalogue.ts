import * as z from 'zod/mini';

import {
  type CatalogModel,
  type CatalogModelYears,
  type CatalogSections,
  defaultSort,
  type Facets,
  modelYears,
  type SearchQuery,
  type SearchResult,
} from './catalog.schema.ts';
import { engineReadings, yearsCountAsNamed } from './engines.ts';
import { type Succession, successionReading } from './successions.ts';
import type { Part } from './part.schema.ts';
import { relatedParts, type SectionOfCategories } from './related-parts.ts';
import { carNamesOfOtherYears, carWordsAround, countingWords, FEW_MATCHES, headsOf, headWord, namedThing, namesOnlyTheCar, namesTheCar, namingWords, narrowingWords, nearMissFrom, saysCondition, soleNamingWord, yearsNamedBy } from './car-words.ts';
import { addVocabularyTerms, compactText, NAME_SIZE_LEVELS, nameHead, nameSize, SELDOM_INSIDE, wordsText } from './search-text.ts';
import { type SearchVocabulary, searchVocabulary } from './search-vocabulary.ts';
import { categoriesOutsideCars, formsPatterns, holdsWord, joinedSlips, suggestedForms, typedWordForms, wholeWords, widerSlipForms, withoutOtherNamesOfEach, wordForms, type WordForms, wordPatterns, wordsOfPhrase } from './search-words.ts';
import { figuresApart, type KeywordWord, keywordWords, nameStartPattern, rankedPartNumber, typedPartNumber } from './typed-words.ts';
import { MAX_OFFERED_PART_NUMBERS, normalizeSku, partNumberSlips } from './sku.ts';
import { vehicleValuesNamed } from './vehicle-values.ts';
import { formatCount } from './counts.ts';
import { yearsAway, type YearSpan } from './years.ts';

/**
 * The public catalogue as a phone keeps it for use with no signal (PRODUCT.md "Beyond" 10; ADR 018):
 * every part with what its page shows, and what the search panel and the digital catalogue list.
 * The shop's server sends it whole; the service worker answers the catalogue's API from it offline.
 */
export interface OfflineCatalogue {
  /** The catalogue's version when it was read: a newer one on the server means the copy is out of date. */
  version: number;
  savedAt: string;
  parts: Part[];
  facets: Facets;
  sections: CatalogSections;
  models: CatalogModel[];
  /** The pictures kept with it: each part's first, at the width the search results show. */
  pictures: string[];
}

/** The width of the pictures kept: the one the search results show. */
export const OFFLINE_PICTURE_WIDTH = 320;

/** A larger catalogue is not offered for keeping: its copy would outgrow what a phone should hold. */
export const OFFLINE_PART_LIMIT = 20_000;

export const OFFLINE_TOO_LARGE_MESSAGE = `This catalogue holds more than ${formatCount(OFFLINE_PART_LIMIT)} parts, too many to keep on a phone.`;

/** What keeping the catalogue takes on a device, told before it is saved: its parts, its pictures and about how many bytes. */
export const OfflineSizeSchema = z.object({ parts: z.int(), pictures: z.int(), bytes: z.int() });
export type OfflineSize = z.infer<typeof OfflineSizeSchema>;

/** The copy made ready for searching: each part's words (wordsText) read once, and the catalogue's vocabulary. */
export interface OfflineIndex {
  catalogue: OfflineCatalogue;
  /** As the shop's search_text: the words of a part's texts, then its normalised part number as one word. */
  texts: string[];
  nameWords: string[];
  /** As the shop's name_head: the word saying what each part is (nameHead). */
  heads: string[];
  /** As the shop's name_size: how many words each part's own name holds (nameSize), up to the levels best match tells apart. */
  sizes: number[];
  /** The distinct make and model texts of the parts, which a make or model filter chooses among (selectedValues). */
  vehicleTexts: { make: string[]; model: string[] };
  vocabulary: SearchVocabulary;
  /** The shop's sections with their categories' names, as the search panel lists them. */
  sections: SectionOfCategories[];
}

/** The copy made ready for searching, with the words of the language the shop's search never takes for slips (the server's real-words.ts, kept with the app's files). */
export function indexOfflineCatalogue(catalogue: OfflineCatalogue, realWords: ReadonlySet<string>): OfflineIndex {
  const terms = new Set<string>();
  const joined = new Set<string>();
  for (const part of catalogue.parts) addVocabularyTerms(part, terms, joined);
  const sections = catalogue.facets.sections.map((section) => ({ name: section.name, categories: section.categories.map((category) => category.name) }));
  return {
    catalogue,
    texts: catalogue.parts.map((part) => `${wordsText([part.name, part.sku, part.description, part.make, part.model, part.type].join(' '))}${normalizeSku(part.sku)} `),
    nameWords: catalogue.parts.map((part) => wordsText(part.name)),
    heads: catalogue.parts.map((part) => nameHead(part.name)),
    sizes: catalogue.parts.map((part) => Math.min(nameSize(part.name), NAME_SIZE_LEVELS - 1)),
    vehicleTexts: { make: [...new Set(catalogue.parts.map((part) => part.make))], model: [...new Set(catalogue.parts.map((part) => part.model))] },
    vocabulary: searchVocabulary(
      [...terms].sort(),
      sections.flatMap((section) => section.categories),
      sections,
      catalogue.parts.flatMap((part) => [...part.make.split(','), part.model]),
      realWords,
      joined,
      catalogue.models,
    ),
    sections,
  };
}

const fitsYears = (part: Part, first: number, last: number) => part.yearStart <= last && part.yearEnd >= first;

/** The parts' make or model texts a make or model filter selects, as the server reads them (vehicleValuesNamed). */
function selectedValues(index: OfflineIndex, kind: 'make' | 'model', typed: string | undefined): Set<string> | null {
  if (!typed) return null;
  const wanted = compactText(typed);
  const holding = index.vehicleTexts[kind].filter((value) => compactText(value).includes(wanted));
  return new Set(vehicleValuesNamed(holding, typed));
}

/** The filters other than the keyword, as the server reads them: a make or model by its texts (selectedValues), a category by its name. */
function matchesFilters(part: Part, query: SearchQuery, makes: Set<string> | null, models: Set<string> | null): boolean {
  if (makes && !makes.has(part.make)) return false;
  if (models && !models.has(part.model)) return false;
  if (query.year !== undefined && !fitsYears(part, query.year, query.year)) return false;
  if (query.category && !part.categories.includes(query.category)) return false;
  if (query.partNumber && !normalizeSku(part.sku).includes(normalizeSku(query.partNumber))) return false;
  return true;
}

const price = (part: Part) => Number(part.regularPrice);

/**
 * The catalogue search, answered from the copy on the phone. It follows the server's rules where a
 * phone can: every typed word must be in the part (or its years, or its categories' names), a word
 * the catalogue does not hold is looked for as the words it resembles, and when no part holds every
 * word, the parts holding most of them are shown with the words not found.
 */
export function searchOffline(index: OfflineIndex, query: SearchQuery): SearchResult {
  const { parts } = index.catalogue;
  const makes = selectedValues(index, 'make', query.make);
  const models = selectedValues(index, 'model', query.model);
  const candidates = parts.map((_, i) => i).filter((i) => matchesFilters(parts[i]!, query, makes, models));
  const typed = query.q ? joinedSlips(keywordWords(query.q), index.vocabulary) : [];
  const lookOf = (word: KeywordWord, forms: WordForms = wordForms(word.compact, index.vocabulary)) => {
    const whole = forms.forms.flatMap((form) => wholeWords(form, index.vocabulary.termSet));
    const patterns = [...new Set([...formsPatterns(forms, (form, whole) => wordPatterns(form, index.vocabulary, whole)), ...figuresApart(word)])];
    const around = carWordsAround(word, forms.forms, index.vocabulary);
    return { word, ...typedWordForms(word, forms), patterns, around, whole, categories: categoriesOutsideCars(forms.categories, patterns, around) };
  };
  const holds = (i: number, look: ReturnType<typeof lookOf>) =>
    holdsWord(index.texts[i]!, look.patterns, look.around) ||
    parts[i]!.categories.some((category) => look.categories.includes(category)) ||
    (look.word.years !== undefined && fitsYears(parts[i]!, look.word.years.first, look.word.years.last));
  // As the shop reads them: a phrase no part holds is the words it was typed as (wordsOfPhrase), a word typed twice kept once.
  const seen = new Set<string>();
  // As the shop reads them: a word that is only another name of another typed word is that word (withoutOtherNamesOfEach).
  let looks = withoutOtherNamesOfEach(
    typed
      .map((word) => lookOf(word))
      .flatMap((look) => (candidates.some((i) => holds(i, look)) ? null : wordsOfPhrase(look.word))?.map((word) => lookOf(word)) ?? [look])
      .filter((look) => !seen.has(look.word.compact) && seen.add(look.word.compact)),
  );
  // As the shop reads them: a word of the language no part holds, beside words some part holds as typed,
  // is the catalogue words a keystroke from it when so read some part holds every word (suggestedForms).
  const heldTogether = (some: typeof looks) => candidates.some((i) => some.every((look) => holds(i, look)));
  if (looks.length > 1 && !heldTogether(looks) && looks.some((look) => !look.slip && candidates.some((i) => holds(i, look)))) {
    const read = looks.map((look) => {
      const forms = candidates.some((i) => holds(i, look)) ? null : suggestedForms(look, index.vocabulary);
      return forms ? lookOf(look.word, forms) : look;
    });
    if (read.some((look, i) => look !== looks[i]) && heldTogether(read)) looks = read;
  }
  // As the shop reads them: a short word taken for its slip, or for nothing, while the words are held only
  // apart, is the catalogue words two slips from it that sound alike, when so read some part holds every word (widerSlipForms).
  if (looks.length > 1 && !heldTogether(looks) && looks.some((look) => !look.slip && candidates.some((i) => holds(i, look)))) {
    const read = looks.map((look) => {
      const forms = look.slip || !candidates.some((i) => holds(i, look)) ? widerSlipForms(look.word.compact, index.vocabulary) : null;
      return forms ? lookOf(look.word, forms) : look;
    });
    if (read.some((look, i) => look !== looks[i]) && heldTogether(read)) looks = read;
  }
  // As the shop reads them: a part the cars of the years in question did not have, as the part they had in
  // its place, when so read some part holds its words, with the others or apart (successionReading).
  let successions: Succession[] = [];
  const succession = heldTogether(looks) ? undefined : successionReading(typed, query.year, index.vocabulary);
  if (succession) {
    const read = succession.words.map((word) => lookOf(word));
    if (read.every((look) => typed.some((word) => word.compact === look.word.compact) || candidates.some((i) => holds(i, look)))) [looks, successions] = [read, succession.successions];
  }
  // As the shop reads a near miss: a set or a pair says how many, not what, and is left out (countingWords).
  const counting = looks.length > 1 && !heldTogether(looks) ? countingWords(looks.filter((look) => candidates.some((i) => holds(i, look))), index.vocabulary) : [];
  if (counting.length) looks = looks.filter((look) => !counting.includes(look));
  const words = looks.map((look) => look.word);
  const held = new Map(candidates.map((i) => [i, looks.filter((look) => holds(i, look)).length]));
  // Of the words a near miss holds, those naming the part count before those naming the car, where the part sits or how it is sold, as the shop ranks them.
  const carLooks = narrowingWords(looks, index.vocabulary);
  const partLooks = carLooks.length && carLooks.length < looks.length ? looks.filter((look) => !carLooks.includes(look)) : [];
  // A measure ("volt" of "6 volt") only whole, as the shop reads it (ownNameCondition).
  const inOwnName = (i: number, look: (typeof looks)[number]) =>
    look.word.measure ? look.whole.some((words) => index.nameWords[i]!.includes(words)) : holdsWord(index.nameWords[i]!, look.patterns, look.around);
  // As the shop reads a name (nameCondition, wholeNameCondition): a part fitting the years a typed year or
  // engine names holds it as its name would (yearsCountAsNamed), whole.
  const yearsNamed = new Map(looks.flatMap((look) => (look.word.years && yearsCountAsNamed(look.word.compact, looks.length, index.vocabulary.carNames) ? [[look, look.word.years] as const] : [])));
  const namedByYears = (i: number, look: (typeof looks)[number]) => {
    const years = yearsNamed.get(look);
    return years !== undefined && fitsYears(parts[i]!, years.first, years.last);
  };
  // As the shop reads a name (nameCondition): a category the part is filed in, named by the word, counts as its name.
  const inName = (i: number, look: (typeof looks)[number]) => inOwnName(i, look) || parts[i]!.categories.some((category) => look.categories.includes(category)) || namedByYears(i, look);
  /** Set when a near miss shows the parts holding any of the words, some naming the part and some the car: of the part's words, those in the name count next. */
  let byName = false;
  /** Set when a near miss's parts all hold the words naming the part: whether a part's own name says it is the thing they name, those first (namingHeldRanks). */
  let namingHeldNamed: ((i: number) => boolean) | undefined;
  const heldWeight = (i: number) => {
    const partHeld = partLooks.filter((look) => holds(i, look)).length;
    const named = byName ? partLooks.filter((look) => inName(i, look)).length : 0;
    const thing = namingHeldNamed?.(i) ? 1 : 0;
    // Of the words ranked (a word of the part's condition is not: saysCondition), those held.
    return ((thing * (looks.length + 1) + partHeld) * (looks.length + 1) + named) * (looks.length + 1) + ranked.filter((look) => holds(i, look)).length;
  };
  // As the shop reads a name (namedByCondition): its own name holds every word naming the part and says it is the thing they name (namedThing).
  const namesTheThing = (naming: typeof looks) => {
    const thing = namedThing(naming);
    const goesOn = thing ? new RegExp(thing.goesOn) : undefined;
    return (i: number) => naming.every((look) => inOwnName(i, look)) && (!thing || thing.heads.includes(index.heads[i]!) || !goesOn!.test(index.nameWords[i]!));
  };
  let matches = candidates.filter((i) => held.get(i) === looks.length);
  // As the shop reads them: words typed apart that are, run together, one part number ("SS HO 2459"): that part.
  const oneNumber = matches.length === 0 && looks.length > 1 ? typedPartNumber(query) : '';
  const numbered = oneNumber ? candidates.filter((i) => normalizeSku(parts[i]!.sku) === oneNumber) : [];
  if (numbered.length) [matches, looks] = [numbered, []];
  /** As the shop ranks a near miss whose parts all hold the words naming the part: not by a count of cylinders naming cars of other years (carNamesOfOtherYears). */
  let unranked: typeof looks = [];
  let partial: SearchResult['partial'];
  /** The words a near miss's matches differ in, whose rarity ranks them as the shop does (rarityRank). */
  let ranked: typeof looks = [];
  /** In a near miss, the years named by the words its matches need not hold, as the shop ranks them nearest first (yearsAwayRank). */
  let nearYears: YearSpan[] = [];
  // As the shop looks: the parts holding every word some part holds; failing those, every word naming the
  // part; failing those, any word. Never for single letters alone, which nearly every part holds.
  const heldLooks = counting.length || (looks.length > 1 && matches.length === 0) ? looks.filter((look) => candidates.some((i) => holds(i, look))) : [];
  if (nearMissFrom(heldLooks, heldLooks.length ? looks.filter((look) => !heldLooks.includes(look)) : [], index.vocabulary)) {
    const holdingAll = (some: typeof looks) => (some.length ? candidates.filter((i) => some.every((look) => holds(i, look))) : []);
    const partHeld = heldLooks.filter((look) => partLooks.includes(look));
    // As the shop ranks them: not by a count of cylinders naming cars of other years than those typed (carNamesOfOtherYears).
    const otherYears = carNamesOfOtherYears(looks, index.vocabulary);
    // Each with the words its parts all hold, whose years are not ranked (yearsAwayRank).
    const tries = [
      { found: holdingAll(heldLooks), ranked: [], together: heldLooks },
      { found: holdingAll(partHeld), ranked: heldLooks.filter((look) => !partHeld.includes(look) && !saysCondition(look) && !otherYears.includes(look)), together: partHeld },
      { found: candidates.filter((i) => held.get(i)! > 0), ranked: heldLooks, together: [] },
    ];
    const taken = tries.find((attempt) => attempt.found.length) ?? tries[2]!;
    ({ found: matches, ranked } = taken);
    // As the shop ranks the parts holding the part's words: a word of the part's condition is left out (saysCondition).
    if (taken === tries[1]) looks = looks.filter((look) => partHeld.includes(look) || !heldLooks.includes(look) || !saysCondition(look));
    if (taken === tries[1]) namingHeldNamed = namesTheThing(partHeld);
    if (taken === tries[1]) unranked = otherYears;
    nearYears = yearsNamedBy(looks.filter((look) => !taken.together.includes(look)), index.vocabulary);
    // As the shop ranks them (heldRanks): by the part's words in the name when the words ranked name both,
    // or when every part holds the part's words, ranked by the others (namingHeldRanks).
    byName = taken === tries[1] || (ranked === heldLooks && heldLooks.some((look) => partLooks.includes(look)) && heldLooks.some((look) => carLooks.includes(look)));
    const missingWords = looks.filter((look) => !candidates.some((i) => holds(i, look))).map((look) => look.word.typed);
    if (matches.length) partial = { missingWords };
  }
  // As the shop widens it (namedElsewhere): a few parts holding every word, none named by the words naming
  // the part (all of them in its own name, saying it is the thing: namedThing) while some part holding those
  // words is, for other cars or years: those follow them, ranked by the other words. Where no part at all
  // is named so, a name holding the words counts, when the other words name the car.
  let othersNamed: SearchResult['othersNamed'];
  const naming = namingWords(looks, index.vocabulary);
  const named = namesTheThing(naming);
  const namesHold = (i: number) => naming.every((look) => inOwnName(i, look));
  if (!partial && matches.length > 0 && matches.length <= FEW_MATCHES && naming.length > 0 && carLooks.length > 0 && !matches.some(named)) {
    const wider = candidates.filter((i) => looks.every((look) => carLooks.includes(look) || holds(i, look)));
    const forTheCar = carLooks.some((look) => namesTheCar(look.word, look.forms, index.vocabulary));
    if (wider.some(named) || (forTheCar && !matches.some(namesHold) && wider.some(namesHold))) {
      othersNamed = { word: naming.map((look) => look.word.typed).join(' '), matchingAll: matches.length };
      [matches, ranked] = [wider, carLooks];
      nearYears = yearsNamedBy(carLooks, index.vocabulary);
    }
  }

  const sort = query.sort ?? defaultSort(query);
  // A near miss is ranked by the words some part holds, as the shop ranks it (rankedWords).
  const rankLooks = (partial ? looks.filter((look) => candidates.some((i) => holds(i, look))) : looks).filter((look) => !unranked.includes(look));
  const typedSku = rankedPartNumber(query.partNumber, rankLooks.map((look) => look.word));
  // The exact part number first, then those starting with it, then those ending with it; then the parts
  // whose names hold the most of the words (`first`); then, when no part holds them all, those holding the
  // rarest word; then the names holding the most of them whole, the parts filed under the most of the
  // categories the words name, the names holding the word saying what the part is (headWord), and the
  // names starting with the words as typed (nameStartPattern), those holding whole as typed the words looked
  // for as other names too, and when every match holds the same words, those of fewer words (nameSize) (`then`).
  // Words all naming the car ("6-27") rank only the part number they are, as the shop ranks them (namesOnlyTheCar).
  const pieces = query.partNumber !== undefined || !namesOnlyTheCar(rankLooks, index.vocabulary);
  const skuLevel = (sku: string) => (sku === typedSku ? 0 : pieces && sku.startsWith(typedSku) ? 1 : pieces && sku.endsWith(typedSku) ? 2 : 3);
  const startsName = new RegExp(nameStartPattern(rankLooks.map((look) => look.word.compact)));
  // The word saying what the part is counts only in the name itself when the names alone rank (headWord), as the shop ranks them.
  const head = ranked.length > 1 ? undefined : headWord(rankLooks, index.vocabulary);
  // Of those, the parts a single word naming the part says what they are (soleNamingWord), when all of them hold it, as the shop ranks them.
  const soleNaming = soleNamingWord(rankLooks, index.vocabulary);
  const sole = soleNaming && !(ranked.length > 1 && ranked.includes(soleNaming)) ? soleNaming : undefined;
  const heads = sole ? headsOf(sole.whole) : [];
  // Of those, the names holding whole as typed the words also looked for as other names, as the shop ranks them.
  const asTyped = rankLooks.filter((look) => look.forms.length > 1 && look.forms.includes(look.word.compact));
  const n = rankLooks.length;
  const rank = (i: number) => {
    const named = rankLooks.filter((look) => (look === head ? inOwnName(i, look) : inName(i, look))).length;
    // When the names alone rank (no rarer word between), the words in the name itself before those its
    // categories alone hold, as the shop ranks them (nameRank).
    const ownNamed = rankLooks.filter((look) => inOwnName(i, look) || (look !== head && namedByYears(i, look))).length;
    const nameWeight = ranked.length > 1 ? named * (n + 1) : ownNamed * (n + 1) + (named - ownNamed);
    const whole = rankLooks.filter((look) => look.whole.some((words) => index.nameWords[i]!.includes(words)) || namedByYears(i, look)).length;
    const filed = rankLooks.filter((look) => parts[i]!.categories.some((category) => look.categories.includes(category))).length;
    const first = (typedSku ? skuLevel(normalizeSku(parts[i]!.sku)) * (n + 1) ** 2 : 0) - nameWeight;
    const headMissing = head && !inOwnName(i, head) ? 1 : 0;
    const notWhatItIs = heads.length && !heads.includes(index.heads[i]!) ? 1 : 0;
    const notAsTyped = asTyped.filter((look) => !wholeWords(look.word.compact, index.vocabulary.termSet).some((words) => index.nameWords[i]!.includes(words))).length;
    return { first, then: (((((-whole * (n + 1) - filed) * 2 + headMissing) * 2 + notWhatItIs) * 2 + (n && startsName.test(index.nameWords[i]!) ? 0 : 1)) * (asTyped.length + 1) + notAsTyped) * NAME_SIZE_LEVELS + (n && ranked.length === 0 ? index.sizes[i]! : 0) };
  };
  const byPrice = (a: number, b: number) => price(parts[b]!) - price(parts[a]!) || parts[a]!.id - parts[b]!.id;
  // Under an order the visitor chose, a search ranked by how many of some words its parts hold (a near miss's
  // later tries, a search followed by the parts named elsewhere) keeps those ranks first, as the shop orders
  // it (heldRanks; no rarer word's rank, which only best match counts its words for).
  const heldFirst = (by: (a: number, b: number) => number) => (a: number, b: number) => (heldKeys.get(b) ?? 0) - (heldKeys.get(a) ?? 0) || by(a, b);
  const order: Record<typeof sort, (a: number, b: number) => number> = {
    price_desc: heldFirst(byPrice),
    price_asc: heldFirst((a, b) => price(parts[a]!) - price(parts[b]!) || parts[a]!.id - parts[b]!.id),
    name: heldFirst((a, b) => parts[a]!.name.localeCompare(parts[b]!.name) || parts[a]!.id - parts[b]!.id),
    relevance: (a, b) => {
      const [x, y] = [best.get(a)!, best.get(b)!];
      return y.held - x.held || x.rank.first - y.rank.first || x.rarest - y.rarest || x.rank.then - y.rank.then || x.away - y.away || byPrice(a, b);
    },
  };
  // Of the matches holding as many words, those holding the rarest of them first: a word's matches counted,
  // a word shorter than SELDOM_INSIDE by those it names (whole in the name, its plural, its categories) when
  // it names any ("mat": the mats, not "material"), as the shop counts them (wordCounts).
  const holdsWhole = (i: number, look: (typeof looks)[number]) =>
    look.whole.some((words) => index.nameWords[i]!.includes(words)) ||
    parts[i]!.categories.some((category) => look.categories.includes(category)) ||
    (look.word.years !== undefined && fitsYears(parts[i]!, look.word.years.first, look.word.years.last));
  const rarity = (look: (typeof looks)[number]) => {
    const holding = matches.filter((i) => holds(i, look));
    return (look.word.compact.length < SELDOM_INSIDE && holding.filter((i) => holdsWhole(i, look)).length) || holding.length;
  };
  const counts = ranked.length > 1 ? new Map(ranked.map((look) => [look, rarity(look)])) : new Map<(typeof looks)[number], number>();
  const rarest = (i: number) => Math.min(parts.length, ...[...counts].filter(([look]) => holds(i, look)).map(([, n]) => n));
  // Last in a near miss, the parts of the years nearest to those named by the words they need not hold.
  const away = (i: number) => (nearYears.length ? Math.min(...nearYears.map((years) => yearsAway(parts[i]!, years))) : 0);
  if (partial && nearYears.length && sort === 'relevance') partial = { ...partial, nearYears };
  if (othersNamed && nearYears.length && sort === 'relevance') othersNamed = { ...othersNamed, nearYears };
  // Best match's keys, worked out once a match rather than at each of a sort's comparisons (thousands of
  // matches on a phone).
  // As the shop ranks the parts named elsewhere (namedElsewhereRanks): those holding every word first, then
  // those whose own names hold every word naming the part, before the words held count.
  const widenedWeight = (i: number) => (othersNamed ? ((held.get(i) === looks.length ? 2 : 0) + (named(i) ? 1 : 0)) * (looks.length + 1) ** 3 : 0);
  const best = new Map(sort === 'relevance' ? matches.map((i) => [i, { held: partial || othersNamed ? heldWeight(i) + widenedWeight(i) : 0, away: away(i), rank: rank(i), rarest: rarest(i) }]) : []);
  const heldKeys = new Map(sort !== 'relevance' && (ranked.length || byName) ? matches.map((i) => [i, heldWeight(i) + widenedWeight(i)]) : []);
  matches.sort(order[sort]);

  const start = (query.page - 1) * query.pageSize;
  const corrections = looks.filter((look) => look.slip).map((look) => ({ typed: look.word.typed, meant: look.told ?? look.forms }));
  const suggestions = looks.flatMap((look) => (look.suggested && !candidates.some((i) => holds(i, look)) ? [{ typed: look.word.typed, meant: look.suggested }] : []));
  const engines = engineReadings(words, query.year);
  // Nothing found for a part number: those a slip away that the other filters allow, as the shop offers them.
  const slips = matches.length ? new Set<string>() : new Set(partNumberSlips(typedPartNumber(query)));
  const partNumbers = slips.size
    ? parts
        .filter((part) => slips.has(normalizeSku(part.sku)) && matchesFilters(part, { ...query, partNumber: undefined }, makes, models))
        .map((part) => part.sku)
        // In the order of their normalised forms (unique), as the shop lists them.
        .sort((a, b) => (normalizeSku(a) < normalizeSku(b) ? -1 : 1))
        .slice(0, MAX_OFFERED_PART_NUMBERS)
    : [];
  return {
    items: matches.slice(start, start + query.pageSize).map((i) => parts[i]!),
    total: matches.length,
    totalIsCapped: false,
    ...(partial ? { partial } : {}),
    ...(othersNamed ? { othersNamed } : {}),
    ...(corrections.length ? { corrections } : {}),
    ...(suggestions.length ? { suggestions } : {}),
    ...(partNumbers.length ? { partNumbers } : {}),
    ...(engines.length ? { engines } : {}),
    ...(successions.length ? { successions } : {}),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const findOfflinePart = (index: OfflineIndex, id: number): Part | undefined => index.catalogue.parts.find((part) => part.id === id);

/** "More for this car" on a part's page, as the server picks them (relatedParts); undefined for a part the copy does not hold. */
export function offlineRelatedParts(index: OfflineIndex, id: number): Part[] | undefined {
  const part = findOfflinePart(index, id);
  if (!part) return undefined;
  return relatedParts(part, index.catalogue.parts, index.sections);
}

/** The models of a make named in full (any case), or every model, as the server lists them. */
export function offlineModels(index: OfflineIndex, make: string | undefined): CatalogModel[] {
  const wanted = make?.toLowerCase();
  return index.catalogue.models.filter((model) => wanted === undefined || model.make.toLowerCase() === wanted);
}

/** A model's years in the digital catalogue, each with the number of parts that fit it. */
export function offlineModelYears(index: OfflineIndex, modelId: number): CatalogModelYears | undefined {
  const model = index.catalogue.models.find((candidate) => candidate.id === modelId);
  if (!model) return undefined;
  const base = { page: 1, pageSize: 1, category: undefined, partNumber: undefined, q: undefined };
  const count = (year?: number) => searchOffline(index, { ...base, make: model.make, model: model.name, year }).total;
  return { partCount: count(), years: modelYears(model).map((year) => ({ year, partCount: count(year) })) };
}
