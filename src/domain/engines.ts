/**
 * Pontiac's and Oakland's engines by the size restorers name them by ("389 head gasket", "287 water pump",
 * "347 cid valve cover"), in cubic inches as they are written, with the model years each powered
 * (../shared/data/pontiac-models.md and its sources). A size typed among the words names the car as its
 * years do (keywordWords): the catalogue says which years a part fits, not which engine.
 *
 * From 1955 every Pontiac had its year's V-8, so a V-8's size names its cars exactly. Before, a size
 * names the years its engine was built, whose cars also had the six: the part's own words tell the rest.
 * The sixes' earlier sizes are left out: the 223 of 1937-1940 is also the first eight's (1933-1935), and
 * 186, 200 and 208 are figures of more than engines.
 */
const ENGINES: readonly (readonly [sizes: readonly string[], first: number, last: number])[] = [
  // The Oakland V-8 (1930-1931), which the 1932 Pontiac V-8 carried on.
  [['251'], 1930, 1932],
  // The straight eight: 223.4 cubic inches for 1933-1935, 232.3 for 1936, 248.9 from 1937 (through 1949's Chieftain).
  [['223'], 1933, 1935],
  [['232', '233'], 1936, 1936],
  [['248', '249'], 1937, 1949],
  // The straight eight's last size, 268.4 cubic inches (1950-1954), and the six's last, 239.2 (after the 223
  // of 1937-1940, through 1954; pontiac-models.md gives the Chieftain's of 1949): "268 water pump" and "239
  // head gasket" showed every water pump and head gasket. The eights' years are the sixes', so the part's
  // words tell the rest.
  [['268'], 1950, 1954],
  [['239'], 1941, 1954],
  // The V-8: the Strato Streak's 287 (1955), 316.6 (1956), 347 (1957), 370 (1958), 389 (from 1959).
  [['287'], 1955, 1955],
  [['316', '317'], 1956, 1956],
  [['347'], 1957, 1957],
  [['370'], 1958, 1958],
  [['389'], 1959, 1966],
];

/**
 * The engines restorers name by their kind ("v8 valve cover", "flathead manifold"), as (the name's
 * spellings, compacted; first year; last year): only those whose kind names their cars' years exactly, as
 * a V-8's size does. Every Pontiac from 1955 had a V-8 (the 389's years end the list, as above), brought
 * out as the Strato Streak V-8, the name restorers still call it by; every engine before it was a flathead
 * (L-head): the sixes, the straight eight, the Oakland V-8. The V-8 of 1930-1932 is a car of its own, whose
 * parts say so ("Oakland V-8"): found by those words, as any part naming its engine is. The straight eight
 * and the sixes are left out: their years are each other's.
 */
const NAMED_ENGINES: readonly (readonly [names: readonly string[], first: number, last: number])[] = [
  [['v8', 'stratostreak'], 1955, 1966],
  [['flathead', 'lhead'], 1926, 1954],
];

/** The engines' names typed as two whole words, compacted ("strato streak"): unlike "flat head", never two words of their own. */
const NAMES_WRITTEN_APART: ReadonlySet<string> = new Set(['stratostreak']);

const YEARS_OF_SIZE: ReadonlyMap<string, { first: number; last: number }> = new Map(
  ENGINES.flatMap(([sizes, first, last]) => sizes.map((size) => [size, { first, last }] as const)),
);

const YEARS_OF_NAME: ReadonlyMap<string, { first: number; last: number }> = new Map(
  NAMED_ENGINES.flatMap(([names, first, last]) => names.map((name) => [name, { first, last }] as const)),
);

/** How a size is measured when typed with it: "389 ci", "389 cid", "389 cu in", "389 cubic inch", or joined ("389ci"). */
export const ENGINE_MEASURES: ReadonlySet<string> = new Set(['ci', 'cid', 'cu', 'cuin', 'cubic', 'in', 'inch', 'inches']);
const JOINED_MEASURE = /^(\d{3})(?:ci|cid|cu|cuin)$/;

/** The figures of an engine's size typed as one word, with its measure joined or not ("389", "389ci"); undefined for any other word. */
export function engineSize(compact: string): string | undefined {
  const size = JOINED_MEASURE.exec(compact)?.[1] ?? compact;
  return YEARS_OF_SIZE.has(size) ? size : undefined;
}

/** The model years the engine of a size (engineSize) or a name ("v8", "flathead") powered. */
export function engineYears(sizeOrName: string): { first: number; last: number } | undefined {
  return YEARS_OF_SIZE.get(sizeOrName) ?? YEARS_OF_NAME.get(sizeOrName);
}

/**
 * The engine's name two typed words make together when the first is a letter alone ("v 8", "l head") or
 * the two are a name written apart ("strato streak"), compacted; undefined when they make none. Other
 * words of their own stay two: a "flat head" screw is hardware, not the car's engine.
 */
export function engineNameOf(first: string, second: string): string | undefined {
  const joined = first + second;
  return YEARS_OF_NAME.has(joined) && (first.length === 1 || NAMES_WRITTEN_APART.has(joined)) ? joined : undefined;
}

/**
 * Whether a part fitting the years a typed word names counts as its name holding the word, as best match
 * ranks names: for a typed year always, and for an engine's size or name beside other words ("v8 water
 * pump": the 1955 pump before the Oakland V-8's) or when the engine is also a car's name ("v8" alone, with
 * `carNames` as the vocabulary has them: "v 8"). An engine typed alone names no part otherwise, so only the
 * names holding it count: "stratostreak" shows the Strato-Streak V-8's decal before every 1955 part.
 */
export function yearsCountAsNamed(compact: string, wordCount: number, carNames: readonly string[]): boolean {
  if (wordCount !== 1 || engineYears(compact) === undefined) return true;
  return carNames.some((name) => name.replaceAll(' ', '') === compact);
}

/**
 * Whether a word read as an engine's size or name (keywordWords gives it its years) meets every year typed
 * among the words beside it: a "1931 v8" is the Oakland V-8, no V-8 of 1955 on, and a "1932 pontiac v8" the
 * Pontiac V-8 of 1932. Any other word does.
 */
export function meetsYearsTyped(word: YearsWord, words: readonly YearsWord[]): boolean {
  const { compact, years } = word;
  if (!years || !engineYears(compact)) return true;
  return words.every((other) => !other.years || engineYears(other.compact) !== undefined || (other.years.first <= years.last && other.years.last >= years.first));
}

/** A typed word, with the years it names (keywordWords). */
type YearsWord = { typed: string; compact: string; years?: { first: number; last: number } | undefined };

/**
 * The typed words read as an engine's size or name (keywordWords gives them its years), as a search's
 * answer tells them: "389" is the engine of the 1959-1966 cars, "v8" of the 1955-1966 cars. Not where a
 * year typed among the words (meetsYearsTyped), or the year chosen, is none of the engine's: the parts shown
 * then fit that year and hold the word as written ("1932 pontiac v8 pistons": the 1932 V-8's, of no
 * 1955-1966 car).
 */
export function engineReadings(words: readonly YearsWord[], year?: number): { typed: string; first: number; last: number }[] {
  const meets = (first: number, last: number) => year === undefined || (year >= first && year <= last);
  return words.flatMap((word) => (word.years && engineYears(word.compact) && meets(word.years.first, word.years.last) && meetsYearsTyped(word, words) ? [{ typed: word.typed, first: word.years.first, last: word.years.last }] : []));
}
