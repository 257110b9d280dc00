import { ENGINE_MEASURES, engineNameOf, engineSize, engineYears } from './engines.ts';
import { normalizeSku } from './sku.ts';
import { CATALOG_FIRST_YEAR, CATALOG_LAST_YEAR, MAX_YEAR, MIN_YEAR } from './years.ts';
import { phraseOf, PHRASES } from './other-names.ts';
import { compactText, wordsText } from './search-text.ts';

// What a visitor typed, read as words: years, spans and decades, sizes, filler words, part numbers (ADR 009).

/**
 * The pattern of a number typed with marks between its figures, as a text of words holds it: "6-27" (the
 * Series 6-27 Pontiac) is " 6 27 " there, where its compact "627" is no word of any text. A part number
 * typed so ("977-5196") is held both ways.
 */
export function figuresApart(word: KeywordWord): string[] {
  return /^\d+(?:[-./]\d+)+$/.test(word.typed) ? [wordsText(word.typed)] : [];
}

export const MAX_KEYWORD_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export interface KeywordWord {
  /** As the visitor typed it, for telling them which words were not found. */
  typed: string;
  /** Lower-case letters and digits only, as it is matched. */
  compact: string;
  /**
   * The model years the word stands for, when it names some ("1955", "55", "'55", "55-57", "1955-1957"):
   * a part that fits one of them holds the word.
   */
  years?: { first: number; last: number };
  /** The words as they were taken, when some were taken for their slips to make a phrase ("windshield gasket" for "windshild gasket", joinedSlips): the visitor is told. */
  meant?: string;
  /** The word is a size, a number and its measure ("6" and "volt" of "6 volt", "40" and "amp" of "40 amp fuse"): it says the part's size, not what the part is (narrowingWords). */
  measure?: true;
  /** The word was typed after "with" (WITH_WORDS): it names what comes with the part, not the part ("knob" of "headlight switch with knob": narrowingWords). */
  comesWith?: true;
}

/**
 * The model year a typed word names: four digits from MIN_YEAR to MAX_YEAR, or two digits for a year of
 * the shop's own era as restorers write them ("'55 Chieftain" is 1955; "12 volt" is no year).
 */
export function typedYear(compact: string): number | undefined {
  if (/^\d{2}$/.test(compact)) {
    const year = 1900 + Number(compact);
    return year >= CATALOG_FIRST_YEAR && year <= CATALOG_LAST_YEAR ? year : undefined;
  }
  if (!/^\d{4}$/.test(compact)) return undefined;
  const year = Number(compact);
  return year >= MIN_YEAR && year <= MAX_YEAR ? year : undefined;
}

/**
 * Words that carry no part of what is wanted when typed as a sentence ("tail lens for a 1955 Star
 * Chief", "do you have a hubcap", "part no. 977-5196"): left out unless the search is nothing else. Each
 * is also inside many words ("for" in "before", "fort"), so it narrowed nothing and turned a full match
 * into a near miss.
 */
export const FILLER_WORDS = new Set([
  // Not "fitting": a grease fitting or a brake line fitting is a part.
  ...['a', 'an', 'the', 'and', 'or', 'for', 'of', 'to', 'with', 'my', 'in', 'on', 'at', 'fit', 'fits'],
  ...['what', 'which', 'that', 'is', 'are', 'do', 'does', 'you', 'have', 'i', 'need', 'want', 'looking'],
  // A question or a want list's words: "where can i find a 1949 steering wheel" offered "fine" for "find";
  // "wtb" is the forums' "want to buy".
  ...['where', 'find', 'anyone', 'please', 'wtb'],
  // The trade's "w/" (with) and "w/o" (without): "fuel pump w/ gasket".
  ...['w', 'wo'],
  // The verbs a listing's sentences hold ("the box may show shelf wear"): "map lamp" was read as "may lamp"
  // and showed every lamp whose listing says the box may show wear. Not "can": an oil can is a part.
  ...['may', 'might', 'will', 'would', 'could', 'should', 'must'],
  // "part no. 977-5196", "p/n 977-5196", "part number 977-5196": the number is what is looked for. In a
  // shop of parts, "brake parts 1950" is the brakes: "parts" was held only through the categories whose
  // names say it (Reproduction Parts), and left out the brakes filed elsewhere.
  ...['part', 'parts', 'no', 'pn', 'number', 'num', 'nr', 'sku'],
  // A shopper's praise of what is wanted, which no listing writes of its part: "best fuel pump" was read as
  // a slip of "bent" (the fuel lines, "pre-bent", whose texts name the fuel pump) and showed no pump.
  ...['best', 'good', 'cheap', 'cheapest'],
  // A plea's and a buyer's words: "can you help me find a carb for 1941 torpedo" showed the fuel injection
  // kit and the seat spring sets ("help", "me" held in their texts) first, no carburetor kit.
  ...['help', 'me', 'get', 'got', 'needs', 'interested', 'sell', 'sells', 'buy', 'anybody', 'somebody', 'someone'],
]);

/** The words after which a search names what comes with the part ("headlight switch with knob", "fuel pump w/ gasket"): comesWith. */
const WITH_WORDS = new Set(['with', 'w']);

/**
 * The marks a word is typed between that are no part of it: brackets, quotes, a comma or a full stop after
 * it. "1928 six (series 6-28) carburetor" read "6-28)" as no number typed with marks between its figures
 * (figuresApart) and found a kit of 1931 whose part number holds 628. An apostrophe before a year is kept ("'55").
 */
const MARKS_AROUND = /^[([{"“”#]+|[)\]}"“”'’,;:?!.]+$/g;

/** Words of letters joined by a slash are two words ("lenses/tail"), as are the trade's "w/" and the word after it ("w/knob"); "p/n" and "1955/56" stay one. */
function splitWordsOfLetters(typed: string): string[] {
  if (/^w\/[a-z]{2,}\W*$/i.test(typed)) return [typed.slice(0, 2), typed.slice(2)];
  const pieces = typed.split('/');
  return pieces.length > 1 && pieces.every((piece) => /^[a-z]{2,}\W*$/i.test(piece)) ? pieces : [typed];
}

/** A span of years as one word ("1955-57") or written out ("1955 to 1957", "55 thru 57": SPAN_WORDS). */
const YEARS_FROM_TO = /^'?(\d{2}|\d{4})(?:[-–/]|\s+(?:to|thru|through|till|until)\s+)'?(\d{2}|\d{4})$/i;
/** The words that make two years typed beside them a span ("1955 to 1957"), as listings write it. */
const SPAN_WORDS = new Set(['to', 'thru', 'through', 'till', 'until']);
/** Figures with a slash, a dash or a dot between them. */
const FIGURES_APART = /\d[-–/.]\d/;
/** A decade: "1950s", "1950's", "50s", "'50s", "50's". */
const DECADE = /^'?(\d0|\d{3}0)'?s$/i;
/** A year with an "s" or "'s" ("1955's hubcaps", "55s"): the year. A decade's is the decade (DECADE), read first. */
const YEAR_WITH_S = /^'?(\d{2}|\d{4})'?s$/i;

/** A decade's start, middle or end, as one word or two: "early 50s", "mid-1950s", "late '40s". */
const PART_OF_DECADE = /^(early|mid|late)[\s-]*('?(?:\d0|\d{3}0)'?s)$/i;
/** The words that say which part of a decade typed after them ("early 50s": PART_OF_DECADE). */
const PARTS_OF_DECADE = new Set(['early', 'mid', 'late']);
/** Which years of its decade each part names: its first four, its middle four, its last four. */
const YEARS_OF_PART: Record<string, readonly [from: number, to: number]> = { early: [0, 3], mid: [3, 6], late: [6, 9] };

/**
 * The cars before and after the Second World War, as restorers name them ("prewar grille", "post-war hood
 * ornament"): no civilian Pontiacs were built for the model years 1943-1945 (pontiac-models.md). And the
 * Wide-Track, Pontiac's name for its cars from 1959, their wheels set wider apart (CAR_NAMES_OF_TWO_WORDS):
 * "wide track grille" said no part mentions "wide track", though the grilles of 1959 and 1960 are its.
 */
const ERAS: ReadonlyMap<string, { first: number; last: number }> = new Map([
  ['prewar', { first: CATALOG_FIRST_YEAR, last: 1942 }],
  ['postwar', { first: 1946, last: CATALOG_LAST_YEAR }],
  ['widetrack', { first: 1959, last: CATALOG_LAST_YEAR }],
]);
/** The words that make the era with "war" typed after them ("pre war": ERAS). */
const ERA_STARTS = new Set(['pre', 'post']);

/**
 * The years before or after a year, as restorers write them ("pre-1950 hubcap", "post-55 grille", "before
 * 1949"): the shop's years up to the one before it, or from the one after it. The year itself is not
 * named: a "pre-1955" car is of 1954 or earlier.
 */
const BEFORE_OR_AFTER = /^(pre|post|before|after)[\s-]*'?(\d{2}|\d{4})$/i;
/**
 * The words that make the years before or after the year typed after them, apart (BEFORE_OR_AFTER). Not
 * "post", which is also a part ("jack post 1954" is the 1954 jack post): only with the year ("post-55").
 */
const SIDE_WORDS = new Set(['pre', 'before', 'after']);

/** The shop's years before or after the year typed (BEFORE_OR_AFTER); none when that leaves none of them. */
function yearsBeforeOrAfter(typed: string): { first: number; last: number } | undefined {
  const side = BEFORE_OR_AFTER.exec(typed);
  const year = side ? typedYear(side[2]!) : undefined;
  if (year === undefined) return undefined;
  const before = /^(pre|before)$/i.test(side![1]!);
  const [first, last] = before ? [CATALOG_FIRST_YEAR, year - 1] : [year + 1, CATALOG_LAST_YEAR];
  return first <= last ? { first, last } : undefined;
}

/** The tens and units of a year written in words ("fifty five", "forty-eight"). */
const TENS: ReadonlyMap<string, number> = new Map([
  ['twenty', 20],
  ['thirty', 30],
  ['forty', 40],
  ['fifty', 50],
  ['sixty', 60],
]);
const UNITS: ReadonlyMap<string, number> = new Map(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].map((unit, i) => [unit, i + 1]));
/** The decades written in words ("the fifties"), in figures. */
const DECADES_IN_WORDS: ReadonlyMap<string, string> = new Map([
  ['twenties', '20s'],
  ['thirties', '30s'],
  ['forties', '40s'],
  ['fifties', '50s'],
  ['sixties', '60s'],
]);
const YEAR_IN_WORDS = new RegExp(`^(${[...TENS.keys()].join('|')})(${[...UNITS.keys()].join('|')})$`);

/**
 * A year or a decade written in words, in figures: "fifty five", "fifty-five" and "nineteen fifty five"
 * "55", "the fifties" and "nineteen fifties" "50s", "early fifties" "early 50s"; any other text as it is.
 * "fifty five chieftain" found nothing, "five" taken for a slip of "fine".
 */
function inFigures(typed: string): string {
  const words = typed.toLowerCase().split(/[\s-]+/).filter(Boolean);
  const year = words[0] === 'nineteen' ? words.slice(1) : words;
  const joined = YEAR_IN_WORDS.exec(year.join(''));
  if (joined) return String(TENS.get(joined[1]!)! + UNITS.get(joined[2]!)!);
  const decade = DECADES_IN_WORDS.get(words.at(-1)!);
  if (decade && year.length === 1) return decade;
  if (decade && words.length === 2 && PARTS_OF_DECADE.has(words[0]!)) return `${words[0]} ${decade}`;
  return typed;
}

/**
 * The years of a decade typed as restorers write it ("1930s grille", "50's hood ornament"): four digits
 * within the years, or two of a decade the shop's own era reaches ("20s" holds 1926; "70s" is no decade of it).
 * Its start, middle or end, four years of it: "early 50s" 1950-1953, "mid 50s" 1953-1956, "late 40s" 1946-1949.
 */
function typedDecade(typed: string): { first: number; last: number } | undefined {
  const part = PART_OF_DECADE.exec(typed);
  const decade = DECADE.exec(part ? part[2]! : typed);
  if (!decade) return undefined;
  const digits = decade[1]!;
  const first = digits.length === 2 ? 1900 + Number(digits) : Number(digits);
  const last = first + 9;
  const within = digits.length === 2 ? first <= CATALOG_LAST_YEAR && last >= CATALOG_FIRST_YEAR : first >= MIN_YEAR && last <= MAX_YEAR;
  if (!within) return undefined;
  if (!part) return { first, last };
  const [from, to] = YEARS_OF_PART[part[1]!.toLowerCase()]!;
  return { first: first + from, last: first + to };
}

/**
 * The model years a typed word names: one year (typedYear), a span from one to another ("55-57",
 * "1955-57", "'55-'57", "1955-1957"; two digits after four are of the same century), a decade or its
 * start, middle or end (typedDecade), an era (ERAS) or the years before or after one (BEFORE_OR_AFTER);
 * written in figures or in words (inFigures). None when the span runs backwards or either end is no year.
 */
export function typedYears(written: string): { first: number; last: number } | undefined {
  const typed = inFigures(written);
  const span = YEARS_FROM_TO.exec(typed.trim());
  if (!span) {
    const decade = typedDecade(typed.trim()) ?? ERAS.get(compactText(typed)) ?? yearsBeforeOrAfter(typed.trim());
    if (decade) return decade;
    // Figures with a mark between them and no span of years are a size: "3/8 brake line", "5/8 hose", "5.7".
    if (FIGURES_APART.test(typed)) return undefined;
    const withS = YEAR_WITH_S.exec(typed.trim());
    const year = typedYear(withS ? withS[1]! : compactText(typed));
    return year === undefined ? undefined : { first: year, last: year };
  }
  const [, from, to] = span as unknown as [string, string, string];
  const first = typedYear(from);
  const last = from.length === 4 && to.length === 2 ? typedYear(`${from.slice(0, 2)}${to}`) : typedYear(to);
  return first !== undefined && last !== undefined && first <= last ? { first, last } : undefined;
}

/**
 * Words that measure the number typed before them ("40 amp fuse", "32 spline axle", "45 degree fitting"):
 * such a number is a size, never a model year. Not "in" or "v": they are also words of a sentence or a model.
 */
const MEASURE_WORDS = new Set([
  ...['amp', 'amps', 'ampere', 'volt', 'volts', 'watt', 'watts', 'ohm', 'ohms', 'cp', 'candlepower'],
  ...['inch', 'inches', 'mm', 'cm', 'ft', 'foot', 'feet', 'psi', 'lb', 'lbs', 'pound', 'pounds', 'oz', 'gal', 'gallon', 'qt', 'quart', 'quarts'],
  ...['tooth', 'teeth', 'spline', 'splines', 'degree', 'degrees', 'deg', 'hp', 'cid', 'cc', 'rpm', 'mph'],
  ...['piece', 'pieces', 'pc', 'pcs', 'pack', 'pk', 'cylinder', 'cyl'],
]);

/**
 * A size typed as one word, its figures and its measure run together ("6v", "12-volt", "40amp", "21cp"): a size
 * as "6 volt" is (a word's `measure`). "pontiac 6v generator 1953", with no generator of 1953, found the voltage
 * regulator alone, "6v" taken for a word naming the part that no generator's name holds.
 */
const SIZE_RUN_TOGETHER = /^\d{1,3}(?:v|volts?|amps?|cp|watts?|psi)$/;

/** What a part is sold in, before "of" and how many ("set of 6"). */
const SOLD_IN = new Set(['set', 'sets', 'pair', 'pairs', 'pack', 'box', 'kit', 'lot']);
/** The figures that name cars by their cylinders (the Six, the Eight: other-names.ts). */
const CARS_BY_CYLINDERS = new Set(['6', '8']);

/** The measures of MEASURE_WORDS that name a part of an engine after its size: "389 cylinder head". */
const CYLINDER_WORDS = new Set(['cylinder', 'cyl']);

/**
 * The words of a keyword search: split on spaces, compacted, without repeats or filler words; at most eight
 * of 40 characters. `phrases`: an other name typed as two or three words is read as one word (not for the
 * words of such a phrase, wordsOfPhrase).
 */
export function keywordWords(q: string, phrases = true): KeywordWord[] {
  const sequence: { typed: string; compact: string }[] = [];
  for (const typed of q.split(/\s+/).map((word) => word.replace(MARKS_AROUND, '')).flatMap(splitWordsOfLetters)) {
    const compact = compactText(typed).slice(0, MAX_WORD_LENGTH);
    const before = sequence.at(-1);
    // An other name typed as two or three words is one word: "wing window" is the vent window, "wing"
    // alone no part; "rocker arm cover" the valve cover.
    const earlier = sequence.at(-2);
    const three = phrases && earlier && before && PHRASES.has(earlier.compact + before.compact + compact) ? earlier.compact + before.compact + compact : undefined;
    const phrase = phrases && before ? phraseOf(before.compact, compact) : undefined;
    if (three) sequence.splice(-2, 2, { typed: `${earlier!.typed} ${before!.typed} ${typed}`, compact: three });
    else if (phrase) sequence.splice(-1, 1, { typed: `${before!.typed} ${typed}`, compact: phrase });
    else sequence.push({ typed, compact });
  }
  // Two years with a word of a span between them are the span: "1955 to 1957" is "1955-57", not 1955 and
  // 1957 both ("shop manual 1955 to 1957" found only the manual covering both years).
  for (let i = 0; i + 2 < sequence.length; i++) {
    const typed = sequence.slice(i, i + 3).map((word) => word.typed).join(' ');
    if (SPAN_WORDS.has(sequence[i + 1]!.compact) && typedYears(typed)) sequence.splice(i, 3, { typed, compact: compactText(typed) });
  }
  // A 6 or an 8 after "set of", "pair of" or "box of" says how many the part is sold by, not the Six or the
  // Eight it names elsewhere ("deluxe 6"): "dash knobs set of 6" showed the Sixes' knob sets of 1926-1932
  // before those of the year typed. Other counts stay words no part holds, as "set of 4" is.
  for (let i = 0; i + 2 < sequence.length; i++) {
    if (SOLD_IN.has(sequence[i]!.compact) && sequence[i + 1]!.compact === 'of' && CARS_BY_CYLINDERS.has(sequence[i + 2]!.compact)) sequence.splice(i + 2, 1);
  }
  // A year in words is one word ("fifty five", "nineteen fifty five", "nineteen fifties"), as are a decade's
  // start, middle or end ("early 50s", "late forties"), an era ("pre war": ERAS) and the years before or after
  // one ("pre 1950": BEFORE_OR_AFTER).
  for (let i = 0; i + 1 < sequence.length; i++) {
    const [word, next] = [sequence[i]!, sequence[i + 1]!];
    const typed = `${word.typed} ${next.typed}`;
    const ofDecade = PARTS_OF_DECADE.has(word.compact) && DECADE.test(inFigures(next.typed));
    const inWords = (TENS.has(word.compact) && UNITS.has(next.compact)) || (word.compact === 'nineteen' && /^(\d{2}|\d0s)$/.test(inFigures(next.typed)));
    const era = (ERA_STARTS.has(word.compact) && next.compact === 'war') || (SIDE_WORDS.has(word.compact) && yearsBeforeOrAfter(typed) !== undefined);
    if (!ofDecade && !inWords && !era) continue;
    sequence.splice(i, 2, { typed, compact: compactText(typed) });
    // Read the word before with the one made ("nineteen" before "fifty five").
    i = Math.max(i - 2, -1);
  }
  // An engine's size with its measure is one word, its figures: "389 cid", "389 cubic inch", "389ci".
  for (let i = 0; i < sequence.length; i++) {
    const size = engineSize(sequence[i]!.compact);
    if (size === undefined) continue;
    let end = i + 1;
    while (end < sequence.length && end - i <= 2 && ENGINE_MEASURES.has(sequence[end]!.compact)) end++;
    sequence.splice(i, end - i, { typed: sequence.slice(i, end).map((word) => word.typed).join(' '), compact: size });
  }
  // An engine's name typed with its letter apart is one word: "v 8", "l head".
  for (let i = 0; i + 1 < sequence.length; i++) {
    const name = engineNameOf(sequence[i]!.compact, sequence[i + 1]!.compact);
    if (name) sequence.splice(i, 2, { typed: `${sequence[i]!.typed} ${sequence[i + 1]!.typed}`, compact: name });
  }
  // A number before a measure is a size ("40 amp"), but an engine before "cylinder" is the engine ("389 cylinder head", "v8 cylinder head").
  const measured = (word: { compact: string }, next = '') => MEASURE_WORDS.has(next) && !(CYLINDER_WORDS.has(next) && engineYears(word.compact) !== undefined);
  const measures = new Set(sequence.filter((word, i) => measured(word, sequence[i + 1]?.compact)).map((word) => word.compact));
  // A size: figures and the measure after them ("6 volt"), never a word before a measure ("master cylinder").
  const sized = (word: { compact: string }, next = '') => /^\d+$/.test(word.compact) && measured(word, next);
  const measuring = new Set(sequence.flatMap((word, i) => (sized(word, sequence[i + 1]?.compact) ? [word.compact, sequence[i + 1]!.compact] : [])));
  const withAt = sequence.findIndex((word) => WITH_WORDS.has(word.compact));
  const comingWith = new Set(withAt < 0 ? [] : sequence.slice(withAt + 1).map((word) => word.compact));
  const words = new Map<string, string>();
  for (const { typed, compact } of sequence) if (compact && !words.has(compact)) words.set(compact, typed);
  const meaningful = [...words].filter(([compact]) => !FILLER_WORDS.has(compact));
  const kept = (meaningful.length ? meaningful : [...words]).slice(0, MAX_KEYWORD_WORDS);
  return kept.map(([compact, typed]) => {
    // An engine's size or name names the years it powered, as a year does ("389 head gasket", "v8 valve cover"; engines.ts).
    const years = measures.has(compact) ? undefined : (typedYears(typed) ?? engineYears(compact));
    if (years === undefined && (measuring.has(compact) || SIZE_RUN_TOGETHER.test(compact))) return { typed, compact, measure: true };
    if (years === undefined) return comingWith.has(compact) ? { typed, compact, comesWith: true } : { typed, compact };
    // Two digits ("55", "'55") name the model year: its text is looked for as four digits, which the
    // trigram index can find. Two characters it cannot: every part holding the other words was read
    // ("gasket 41" read each of 14,416 gaskets among 100,000 parts), and "41" was found in part numbers
    // and sizes that have nothing to do with 1941 (bench/README.md, 2026-11-26, late night).
    // A decade is looked for as four digits and its "s" ("1950s"), as a description would write it.
    const figures = inFigures(typed);
    const yearAsFigures = /^\d{2}$/.test(compactText(figures)) || YEAR_WITH_S.test(figures.trim());
    return { typed, compact: DECADE.test(figures) ? `${years.first}s` : yearAsFigures ? String(years.first) : compact, years };
  });
}

/** The part number best match ranks by: the part-number filter, else the keyword's words as looked for, joined (filler words left out: "part no. 977-5196" is 977-5196). Normalised. */
export function rankedPartNumber(partNumber: string | undefined, words: readonly KeywordWord[]): string {
  return normalizeSku(partNumber ?? words.map((word) => word.compact).join(''));
}

/**
 * A regular expression (the same in JavaScript and PostgreSQL) for a name (wordsText) that starts with
 * the typed words as typed: each written as one word of the name or across several, or with the next as
 * one, ending where a word of the name ends (or with a plural ending: "headlamp" starts "Head Lamps"); the
 * last may also be the start of one word ("hood orn"). The name's letters alone are not enough:
 * "headlamps" runs on into "Headlamp Switch" ("headlampswitch"), which does not start with it, while
 * "Headlamps, Sealed Beam" and "Head Lamps" do. Words are compact (letters and digits), so no character
 * is special in the expression.
 */
export function nameStartPattern(words: readonly string[]): string {
  const across = (word: string) => `${[...word].join(' ?')}(?:e?s)?`;
  const last = words.at(-1) ?? '';
  return `^ ${words
    .slice(0, -1)
    .map((word) => `${across(word)} ?`)
    .join('')}(?:${across(last)} |${last})`;
}

/** Up to this many words of a keyword may be one part number typed in pieces ("977 5196"). */
const PART_NUMBER_MAX_WORDS = 3;

/**
 * The part number a search names, normalised: its part-number filter, else its keyword's words as typed
 * (filler words left out: "part no. 977-5196") when there are few enough to be one. Empty when neither.
 */
export function typedPartNumber(query: { q?: string | undefined; partNumber?: string | undefined }): string {
  if (query.partNumber) return normalizeSku(query.partNumber);
  const words = query.q ? keywordWords(query.q) : [];
  return words.length <= PART_NUMBER_MAX_WORDS ? normalizeSku(words.map((word) => word.typed).join('')) : '';
}
