import damerauLevenshtein from 'damerau-levenshtein';
import { distance as plainDistance } from 'fastest-levenshtein';

import { ENGINE_MEASURES, engineNameOf, engineSize, engineYears } from './engines.ts';
import { normalizeSku } from './sku.ts';
import { CATALOG_FIRST_YEAR, CATALOG_LAST_YEAR, MAX_YEAR, MIN_YEAR } from './years.ts';

/**
 * How typed words meet the catalogue's words. Hyphens, dots, spaces and every other mark inside a word
 * do not count: "Ride-Master", "ride master" and "ridemaster" are one trade name, as "977-5196" and
 * "9775196" are one part number. A typed word is compacted so; the database keeps each part's searchable
 * text as its words (wordsText, wordsTextSql: a generated column), where a typed word is found from the
 * start of a word or across words (wordPatterns), never by chance inside one.
 */
export function compactText(input: string): string {
  return lowerFolded(input).replace(/[^a-z0-9]/g, '');
}

const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * Accented letters and the plain ones they are read as, and the ligatures written as two letters: "Coupé"
 * is "coupe", as a restorer types it. Without it "coupé" lost its last letter and was "coup". The capitals
 * are listed too: lower() lowers them on both databases here, but leaves them as they are under a C locale.
 */
const ACCENTS: Readonly<Record<string, string>> = {
  a: 'àáâãäåāăą',
  c: 'çćč',
  d: 'ďđ',
  l: 'ł',
  e: 'èéêëēėęě',
  i: 'ìíîïīįı',
  n: 'ñńň',
  o: 'òóôõöøōő',
  r: 'ŕř',
  s: 'śšş',
  t: 'ť',
  u: 'ùúûüūůűų',
  y: 'ýÿ',
  z: 'źżž',
};
const ACCENTED_PAIRS = Object.entries(ACCENTS).flatMap(([plain, letters]) =>
  [...letters].flatMap((letter) => [letter, letter.toUpperCase()].filter((form) => form.length === 1 && NOT_ASCII.test(form)).map((form) => [form, plain] as const)),
);
const ACCENTED = ACCENTED_PAIRS.map(([letter]) => letter).join('');
const PLAIN = ACCENTED_PAIRS.map(([, plain]) => plain).join('');
const LIGATURES: readonly (readonly [string, string])[] = [
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
];
const PLAIN_OF = new Map(ACCENTED_PAIRS);

/** A text in lower case with its accented letters plain (ACCENTED): the twin of lowerFoldedSql. */
export function lowerFolded(input: string): string {
  const lower = input.toLowerCase();
  if (!NOT_ASCII.test(lower)) return lower;
  const joined = LIGATURES.reduce((text, [ligature, letters]) => text.replaceAll(ligature, letters), lower);
  return [...joined].map((letter) => PLAIN_OF.get(letter) ?? letter).join('');
}

/**
 * The SQL twin of lowerFolded, for the generated columns and the vocabulary trigger. translate() looks up
 * each letter in ACCENTED, which cost 20,000 short texts 1.5 s on PostgreSQL: a text of one byte a letter
 * (ASCII, as nearly every part's is) is only lowered.
 */
export const lowerFoldedSql = (expression: string) =>
  `(case when octet_length(${expression}) = char_length(${expression}) then lower(${expression}) else translate(${LIGATURES.reduce((text, [ligature, letters]) => `replace(${text}, '${ligature}', '${letters}')`, `lower(${expression})`)}, '${ACCENTED}', '${PLAIN}') end)`;

/** The marks parts' texts hold most, taken out by plain replace() before the regular expression sees the text. */
const COMMON_MARKS = [' ', '-', '.', ',', '(', ')', '/', "''", '"', '&', ':', ';'];

/**
 * The SQL twin of compactText, for the parts' search text and name (generated columns). The regular
 * expression alone gives the same text, but PostgreSQL's regexp_replace pays for every mark it takes
 * out, and a part's text holds about forty: the common ones go first by replace(), which costs little,
 * and the expression takes out whatever else is left (100,000 parts' texts: 1.7 s against 0.5 s on
 * PostgreSQL, 4.9 s against 1.3 s on PGlite; bench/README.md).
 */
export const compactTextSql = (expression: string) =>
  `regexp_replace(${COMMON_MARKS.reduce((text, mark) => `replace(${text}, '${mark}', '')`, lowerFoldedSql(expression))}, '[^a-z0-9]', '', 'g')`;

/**
 * A text's words, lower-case letters and digits, one space between each two and one at either end; an
 * apostrophe joins ("Owner's" is "owners"). The parts' search text (search_text) and their names' words
 * (name_words) are kept so: a typed word is found from the start of a word (wordPatterns), never by chance
 * inside one ("rod" is no word of "reproduction", nor "pan" of "cap and"), and a word is whole in a name
 * where " word " (or its plural) is: "Piston Ring Set" holds "ring" whole, "Main Wiring Harness" not at all.
 */
export function wordsText(input: string): string {
  return ` ${lowerFolded(input).replace(/'/g, '').replace(/[^a-z0-9]+/g, ' ').trim()} `;
}

/**
 * How a word in its compact form stands whole in wordsText: alone, or with a plural ending; and, for a
 * word two catalogue words make (`terms`), as those two words ("runningboard" is whole in "Running Board
 * Cover", as "mat" is in "Front Floor Mat").
 */
export function wholeWords(form: string, terms: ReadonlySet<string> = NO_TERMS): string[] {
  const spellings = [form];
  for (let at = MIN_TERM_LENGTH; at <= form.length - MIN_TERM_LENGTH; at++) {
    if (terms.has(form.slice(0, at)) && terms.has(form.slice(at))) spellings.push(`${form.slice(0, at)} ${form.slice(at)}`);
  }
  return spellings.flatMap((words) => [` ${words} `, ` ${words}s `, ` ${words}es `]);
}

const NO_TERMS: ReadonlySet<string> = new Set();

/** The common marks but the space and the apostrophe, each put for a space by plain replace() before the regular expression sees the text. */
const WORD_MARKS = COMMON_MARKS.filter((mark) => mark !== ' ' && mark !== "''");

/**
 * The SQL twin of wordsText, for the generated columns search_text and name_words. The common marks go by
 * replace() first, as compactTextSql takes them out, so the regular expression meets only runs of two or
 * more marks and spaces and the rarer marks: 100,000 parts' texts in 0.5-0.6 s on PostgreSQL, as the
 * compact text (bench/README.md).
 */
export const wordsTextSql = (expression: string) =>
  `(' ' || btrim(regexp_replace(${WORD_MARKS.reduce((text, mark) => `replace(${text}, '${mark}', ' ')`, `replace(${lowerFoldedSql(expression)}, '''', '')`)}, '[^a-z0-9]{2,}|[^a-z0-9 ]', ' ', 'g')) || ' ')`;

/** At most this many words a typed word is read across (wordPatterns): "safettrack" is "safe t track". */
const MAX_PIECES = 4;
/** At most this many ways a typed word is read across words: each is one more lookup of the index. */
const MAX_SPLITS = 4;
/** A word of one or two letters or digits, or of digits only: the vocabulary keeps no such word, so any is taken for one. */
const SHORT_PIECE = /^(?:[a-z0-9]{1,2}|\d+)$/;
/** A number typed of one or two digits, found as a whole number (wordPatterns). */
const SHORT_NUMBER = /^\d{1,2}$/;
/**
 * Words found only whole or as their plural, which begin too many other words: "set" begins "setting",
 * "settle" and "setscrew"; "plate" every "chrome plated" part ("data plate" showed the hood ornaments),
 * "mount" every "mounting" stud and bracket.
 */
const WHOLE_WORDS: ReadonlySet<string> = new Set(['set', 'plate', 'mount']);
/** A word of one or two letters: at most one such in a typed word read across words ("safe t track", "de luxe"), else any word would do ("ri de master"). */
const LETTERS_PIECE = /^[a-z]{1,2}$/;
/**
 * From this many letters, a word is seldom inside another by chance. So such a word ending a longer
 * catalogue word is found there after any letters ("light" in "spotlight", "liner" in "headliner"); a
 * shorter one only after a catalogue word of its own ("lamp" in "headlamp", "cap" in "hubcap"), never
 * after a letter or two ("oil" in "coil", "ring" in "steering"). And the server looks such a word up in
 * its index without the space before it (catalog.repository.ts, indexedPatterns).
 */
export const SELDOM_INSIDE = 5;

/**
 * Where a wordsText holds a typed word's form: each pattern one a part's text must hold (as
 * `like '%pattern%'`, which the trigram index serves). From the start of a word (" rod": "rods", never
 * "reproduction"; a number of one or two digits whole: " 4 "); across words, as a word typed as one for
 * words written apart (" ride master" for "ridemaster", " safe t track", " hood orn" for "hoodorn"); and,
 * for a word of SELDOM_INSIDE letters or more, as the end of a longer catalogue word ("spotlight" for
 * "light", "headliner" for "liner"), never of a car's name ("liner" is no word of "Streamliner").
 */
export function wordPatterns(form: string, vocabulary: SearchVocabulary): string[] {
  // A number of one or two digits is a number of its own: the "4" of "4 door" is no "402", the "6" of "6 volt" no "6-27".
  if (SHORT_NUMBER.test(form)) return [` ${form} `];
  // A set is a word of its own or its plural: no "setting" channel is a weatherstrip set. Only the
  // spellings some text holds are looked for: "gasket set" looked " sets " up in the trigram index too,
  // and rechecked the 2,492 parts it found for none (bench/README.md, 2026-11-28, later).
  if (WHOLE_WORDS.has(form)) return [form, `${form}s`].filter((word) => vocabulary.termSet.has(word)).map((word) => ` ${word} `);
  const patterns = [` ${form}`];
  if (!form) return patterns;
  const startsATerm = (piece: string) => vocabulary.lines.startsWith(piece) || vocabulary.lines.includes(`\n${piece}`);
  const splits: string[][] = [];
  const lettersPieces = (pieces: readonly string[]) => pieces.filter((piece) => LETTERS_PIECE.test(piece)).length;
  const walk = (rest: string, pieces: string[]) => {
    // The last word begun, not whole, only after words of three letters or more ("hood orn", never "wa ter").
    const last = SHORT_PIECE.test(rest) || vocabulary.termSet.has(rest) || (!pieces.some((piece) => piece.length <= 2) && startsATerm(rest));
    if (pieces.length && last && lettersPieces([...pieces, rest]) <= 1) splits.push([...pieces, rest]);
    if (pieces.length + 1 >= MAX_PIECES) return;
    for (let at = rest.length - 1; at >= 1; at--) {
      const piece = rest.slice(0, at);
      if ((SHORT_PIECE.test(piece) || vocabulary.termSet.has(piece)) && lettersPieces([...pieces, piece]) <= 1) walk(rest.slice(at), [...pieces, piece]);
    }
  };
  // A number is no word run together: "55" is no "5 5".
  if (!/^\d+$/.test(form)) walk(form, []);
  // The likeliest first: the fewest short words, then the fewest words.
  const short = (pieces: string[]) => pieces.filter((piece) => piece.length <= 2).length;
  splits.sort((a, b) => short(a) - short(b) || a.length - b.length);
  patterns.push(...splits.slice(0, MAX_SPLITS).map((pieces) => ` ${pieces.join(' ')}`));
  // Only the words the texts hold as words: a name's neighbouring words joined ("lamplens", "waterpump")
  // are in no text as one word. Neither a car's name nor a car's word before a part's, nor a word of how
  // parts are sold ("gasketset").
  const after = (before: string) => form.length >= SELDOM_INSIDE || vocabulary.termSet.has(before);
  if (!PACKAGE_WORDS.has(form)) {
    for (const [term, before] of compoundsEndingIn(form, vocabulary.wordLines, after)) {
      if (!vocabulary.carWords.has(term) && !vocabulary.carWords.has(before)) patterns.push(` ${term}`);
    }
  }
  // A pattern another one begins is held wherever that one is: " lamp" is enough for " lamps".
  const distinct = [...new Set(patterns)];
  return distinct.filter((pattern) => !distinct.some((other) => other !== pattern && pattern.startsWith(other)));
}

/**
 * The pattern of a number typed with marks between its figures, as a text of words holds it: "6-27" (the
 * Series 6-27 Pontiac) is " 6 27 " there, where its compact "627" is no word of any text. A part number
 * typed so ("977-5196") is held both ways.
 */
export function figuresApart(word: KeywordWord): string[] {
  return /^\d+(?:[-./]\d+)+$/.test(word.typed) ? [wordsText(word.typed)] : [];
}

/** Whether a wordsText holds one of a word's patterns (wordPatterns) outside the car words around it (carWordsAround). */
export function holdsWord(text: string, patterns: readonly string[], around: readonly string[]): boolean {
  const held = patterns.filter((pattern) => text.includes(pattern));
  if (held.length === 0 || around.length === 0) return held.length > 0;
  const rest = around.reduce((remaining, car) => remaining.replaceAll(` ${car}`, ` ${CAR_WORD_GAP}`), text);
  return held.some((pattern) => rest.includes(pattern));
}

/** A vocabulary term is letters only, 3 to 40 of them. */
const LETTERS_ONLY = /^[a-z]+$/;
const MIN_TERM_LENGTH = 3;
const NOT_LETTER_OR_DIGIT = /[^a-z0-9]+/;
const JOINED = /[a-z0-9][-.'][a-z0-9]/;
const WORD_CHAIN = /[a-z0-9]+(?:[-.'][a-z0-9]+)+/g;
const MARKS = /[-.']/g;

/**
 * The words a part brings to the search vocabulary (ADR 009), added to `into`: every word of its name,
 * make, model and description; each word with marks inside it joined ("Safe-T-Track" is "safettrack");
 * each two neighbouring words of the name joined ("ridemaster"). The terms of the last two kinds that no
 * text holds as a word are kept in `joined` too (search_terms.joined): a word seen as such in any part
 * leaves it. The database trigger parts_collect_vocabulary (migration 0037) is the SQL twin, which a test
 * holds to the same words; a CSV import gathers them here while it reads the file, which is many times
 * faster than the trigger.
 */
export function addVocabularyTerms(part: { name: string; make: string; model: string; description: string }, into: Set<string>, joined?: Set<string>): void {
  const valid = (term: string) => term.length >= MIN_TERM_LENGTH && term.length <= 40 && LETTERS_ONLY.test(term);
  const addWord = (term: string) => {
    if (!valid(term)) return;
    into.add(term);
    joined?.delete(term);
  };
  const addJoined = (term: string) => {
    if (into.has(term) || !valid(term)) return;
    into.add(term);
    joined?.add(term);
  };
  const text = lowerFolded(`${part.name} ${part.make} ${part.model} ${part.description}`);
  for (const word of text.split(NOT_LETTER_OR_DIGIT)) addWord(word);
  // A chain of words joined by single marks is also one word without them; most texts have none.
  if (JOINED.test(text)) for (const [chain] of text.matchAll(WORD_CHAIN)) addJoined(chain.replace(MARKS, ''));
  const nameWords = lowerFolded(part.name).split(NOT_LETTER_OR_DIGIT);
  for (let i = 0; i + 1 < nameWords.length; i++) addJoined(nameWords[i]! + nameWords[i + 1]!);
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
const FILLER_WORDS = new Set([
  // Not "fitting": a grease fitting or a brake line fitting is a part.
  ...['a', 'an', 'the', 'and', 'or', 'for', 'of', 'to', 'with', 'my', 'in', 'on', 'at', 'fit', 'fits'],
  ...['what', 'which', 'that', 'is', 'are', 'do', 'does', 'you', 'have', 'i', 'need', 'want', 'looking'],
  // The trade's "w/" (with) and "w/o" (without): "fuel pump w/ gasket".
  ...['w', 'wo'],
  // "part no. 977-5196", "p/n 977-5196", "part number 977-5196": the number is what is looked for. In a
  // shop of parts, "brake parts 1950" is the brakes: "parts" was held only through the categories whose
  // names say it (Reproduction Parts), and left out the brakes filed elsewhere.
  ...['part', 'parts', 'no', 'pn', 'number', 'num', 'nr'],
]);

/** Words of letters joined by a slash are two words ("lenses/tail"); "p/n" and "1955/56" stay one. */
function splitWordsOfLetters(typed: string): string[] {
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

/**
 * The years of a decade typed as restorers write it ("1930s grille", "50's hood ornament"): four digits
 * within the years, or two of a decade the shop's own era reaches ("20s" holds 1926; "70s" is no decade of it).
 */
function typedDecade(typed: string): { first: number; last: number } | undefined {
  const decade = DECADE.exec(typed);
  if (!decade) return undefined;
  const digits = decade[1]!;
  const first = digits.length === 2 ? 1900 + Number(digits) : Number(digits);
  const last = first + 9;
  const within = digits.length === 2 ? first <= CATALOG_LAST_YEAR && last >= CATALOG_FIRST_YEAR : first >= MIN_YEAR && last <= MAX_YEAR;
  return within ? { first, last } : undefined;
}

/**
 * The model years a typed word names: one year (typedYear), a span from one to another ("55-57",
 * "1955-57", "'55-'57", "1955-1957"; two digits after four are of the same century), or a decade
 * (typedDecade). None when the span runs backwards or either end is no year.
 */
export function typedYears(typed: string): { first: number; last: number } | undefined {
  const span = YEARS_FROM_TO.exec(typed.trim());
  if (!span) {
    const decade = typedDecade(typed.trim());
    if (decade) return decade;
    // Figures with a mark between them and no span of years are a size: "3/8 brake line", "5/8 hose", "5.7".
    if (FIGURES_APART.test(typed)) return undefined;
    const year = typedYear(compactText(typed));
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

/** The measures of MEASURE_WORDS that name a part of an engine after its size: "389 cylinder head". */
const CYLINDER_WORDS = new Set(['cylinder', 'cyl']);

/**
 * The words of a keyword search: split on spaces, compacted, without repeats or filler words; at most eight
 * of 40 characters. `phrases`: an other name typed as two or three words is read as one word (not for the
 * words of such a phrase, wordsOfPhrase).
 */
export function keywordWords(q: string, phrases = true): KeywordWord[] {
  const sequence: { typed: string; compact: string }[] = [];
  for (const typed of q.split(/\s+/).flatMap(splitWordsOfLetters)) {
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
  const words = new Map<string, string>();
  for (const { typed, compact } of sequence) if (compact && !words.has(compact)) words.set(compact, typed);
  const meaningful = [...words].filter(([compact]) => !FILLER_WORDS.has(compact));
  const kept = (meaningful.length ? meaningful : [...words]).slice(0, MAX_KEYWORD_WORDS);
  return kept.map(([compact, typed]) => {
    // An engine's size or name names the years it powered, as a year does ("389 head gasket", "v8 valve cover"; engines.ts).
    const years = measures.has(compact) ? undefined : (typedYears(typed) ?? engineYears(compact));
    if (years === undefined) return { typed, compact };
    // Two digits ("55", "'55") name the model year: its text is looked for as four digits, which the
    // trigram index can find. Two characters it cannot: every part holding the other words was read
    // ("gasket 41" read each of 14,416 gaskets among 100,000 parts), and "41" was found in part numbers
    // and sizes that have nothing to do with 1941 (bench/README.md, 2026-11-26, late night).
    // A decade is looked for as four digits and its "s" ("1950s"), as a description would write it.
    return { typed, compact: DECADE.test(typed) ? `${years.first}s` : /^\d{2}$/.test(compact) ? String(years.first) : compact, years };
  });
}

/**
 * The words a phrase (an other name typed as two or three words, which keywordWords reads as one word) was
 * typed as, each a word of its own; null for any other word. A phrase no part holds is read as its words:
 * "emergency brake cable" in a shop with no parking brake cable is a near miss of its brake parts, as
 * "brake emergency cable" was, where it found nothing.
 */
export function wordsOfPhrase(word: KeywordWord): KeywordWord[] | null {
  return PHRASES.has(word.compact) && word.typed.includes(' ') ? keywordWords(word.typed, false) : null;
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

/** Only words of letters are forgiven typos: a part number or a year must be typed as it is. */
export const isForgivableWord = (word: string) => word.length >= 3 && /^[a-z]+$/.test(word);

/**
 * How many slips a word of this length may hold and still be recognised: one in a short word
 * ("hron" for "horn", "lense" for "lens"), two from six letters on ("carbuertor"). Swapping two
 * neighbouring letters ("recieve") is one slip.
 */
export function allowedSlips(word: string): number {
  if (!isForgivableWord(word)) return 0;
  return word.length >= 6 ? 2 : 1;
}

export const MAX_SIMILAR_TERMS = 4;

/**
 * The catalogue words a mistyped word most likely meant: the closest of those within its allowed slips
 * (insertions, deletions, substitutions and swapped neighbours; `slips` fewer when asked), the longer
 * first (a dropped letter is the commonest slip), then alphabetical. `terms` is the catalogue's vocabulary.
 */
export function similarTerms(word: string, terms: Iterable<string>, max = MAX_SIMILAR_TERMS, slips = allowedSlips(word)): string[] {
  if (slips === 0) return [];
  const found: { term: string; distance: number }[] = [];
  for (const term of terms) {
    if (Math.abs(term.length - word.length) > slips || term === word) continue;
    // A slip seldom changes the first two letters both: a cheap test that skips most of the vocabulary.
    if (term[0] !== word[0] && term[1] !== word[1] && term[0] !== word[1] && term[1] !== word[0]) continue;
    // A short word's slip keeps its first letter, swaps it with the second or has a stray letter before
    // it: "fan" is no slip of "pan", nor "wing" of "ring" or "motor" of "rotor" (real words the catalogue
    // lacks), while "rbake" is "brake" and "pseal" "seal".
    if (slips === 1 && term[0] !== word[0] && !(term[0] === word[1] && term[1] === word[0]) && word.slice(1) !== term) continue;
    // A slip is at most two plain edits (a swap is two substitutions): the plain distance, many times
    // quicker to reckon, rules out most of the rest before the exact one is worked out.
    if (plainDistance(word, term) > 2 * slips) continue;
    const distance = damerauLevenshtein(word, term).steps;
    // A filler word of a sentence is never what a slip meant: "fog light" is no "for light".
    if (distance <= slips && !FILLER_WORDS.has(term)) found.push({ term, distance });
  }
  const closest = Math.min(...found.map(({ distance }) => distance));
  return found
    .filter(({ distance }) => distance === closest)
    .sort((a, b) => b.term.length - a.term.length || a.term.localeCompare(b.term))
    .slice(0, max)
    .map(({ term }) => term);
}

/** The catalogue's words as the search holds them: its vocabulary, and its categories with their names compacted. */
export interface SearchVocabulary {
  terms: readonly string[];
  /** The terms on lines of one text: whether any term holds a word is one search of it (a term holds no line break). */
  lines: string;
  /**
   * The terms the texts hold as words, on lines: all but those only ever written apart, as a name's two
   * neighbouring words ("lamplens") or words joined by marks ("safettrack"). A word ends only these
   * (wordPatterns): no text holds "lamplens" as one word.
   */
  wordLines: string;
  /** The terms, for whether a word is one of them. */
  termSet: ReadonlySet<string>;
  /** Each category's name, compacted, and as words (wordsText). */
  categories: readonly { name: string; compact: string; words: string }[];
  /** The sections with their names compacted and their categories' names: a word a section's name holds finds its parts. */
  sections: readonly { compact: string; words: string; categories: readonly string[] }[];
  /** The words of the cars' makes and models ("star", "chief", "starchief"), which name the car rather than the part. */
  carWords: ReadonlySet<string>;
  /** The cars' makes and models as their words (wordsText, trimmed): "star chief", "all american six". */
  carNames: readonly string[];
  /**
   * The words of the language (real-words.ts): one of them is typed as meant, never a slip. "filter" is a
   * part the catalogue may lack, not a slip of "fisher"; "heater" no slip of "dealer".
   */
  realWords: ReadonlySet<string>;
}

export interface VocabularySection {
  name: string;
  categories: readonly string[];
}

const NO_REAL_WORDS: ReadonlySet<string> = new Set();

/** The words of texts the vocabulary holds whole: letters only, MIN_TERM_LENGTH or more. */
const termsOf = (texts: readonly string[]) => texts.flatMap((text) => text.toLowerCase().split(NOT_LETTER_OR_DIGIT)).filter((word) => word.length >= MIN_TERM_LENGTH && LETTERS_ONLY.test(word));

/**
 * The catalogue's words: `terms` (search_terms) with the words of its categories' and sections' names,
 * which a part is found by though its own text lacks them (a slip of "generators" finds the Generators &
 * Regulators category's parts), the categories and sections, the make and model texts its parts name
 * (`vehicles`), whose words name a car, the words of the language (`realWords`), and which of `terms` the
 * texts hold only written apart (`joined`: addVocabularyTerms).
 */
export function searchVocabulary(
  partTerms: readonly string[],
  categoryNames: readonly string[],
  sections: readonly VocabularySection[] = [],
  vehicles: readonly string[] = [],
  realWords: ReadonlySet<string> = NO_REAL_WORDS,
  joined: ReadonlySet<string> = NO_TERMS,
): SearchVocabulary {
  const terms = [...new Set([...partTerms, ...termsOf([...categoryNames, ...sections.map((section) => section.name)])])];
  const lines = terms.join('\n');
  return {
    realWords,
    terms,
    lines,
    wordLines: joined.size ? terms.filter((term) => !joined.has(term)).join('\n') : lines,
    termSet: new Set(terms),
    categories: categoryNames.map((name) => ({ name, compact: compactText(name), words: wordsText(name) })),
    sections: sections.map((section) => ({ compact: compactText(section.name), words: wordsText(section.name), categories: section.categories })),
    carWords: new Set(vehicles.flatMap((vehicle) => vehicle.split(',')).flatMap(carWordsOf)),
    carNames: [...new Set(vehicles.flatMap((vehicle) => vehicle.split(',')).map((vehicle) => wordsText(vehicle).trim()))].filter(Boolean),
  };
}

/**
 * The words of a make or model (a make list is split on its commas first), and each run of them written as
 * one: "De Luxe Six" is "luxe", "six", "deluxe", "luxesix" and "deluxesix"; "All-American Six" is
 * "allamerican" too. Letters only, three or more; and a number of three figures or more, which is the
 * car's as much as its words are: "Quality 115", "De Luxe 120", "Series 402" (taken for a part's number
 * held only inside the car's name, "115" found no part of the Quality 115). A restorer types "deluxe" for
 * the De Luxe cars: it names the car, and is not taken out of "deluxesix" as a part's word would be
 * (carWordsAround).
 */
function carWordsOf(vehicle: string): string[] {
  const words = lowerFolded(vehicle).split(NOT_LETTER_OR_DIGIT).filter(Boolean);
  const runs: string[] = [];
  for (let first = 0; first < words.length; first++) for (let end = first + 2; end <= words.length; end++) runs.push(words.slice(first, end).join(''));
  const numbers = words.filter((word) => word.length >= MIN_TERM_LENGTH && /^\d+$/.test(word));
  return [...termsOf([vehicle]), ...runs.filter((run) => run.length >= MIN_TERM_LENGTH && LETTERS_ONLY.test(run)), ...numbers];
}

/**
 * Whether a typed word names the car rather than the part: a model year ("1955"), or a word of a make or
 * model the catalogue's parts name ("chieftain", "star"), as typed or as the words it was taken for. When
 * no part holds every word, the parts holding more of the other words, those naming the part, come first:
 * "chieftain grille" shows grilles before a Chieftain's engine kit.
 */
export function namesTheCar(word: KeywordWord, forms: readonly string[], vocabulary: SearchVocabulary): boolean {
  // The other names a word is also looked for as name what it names: "indian" is the Chief's head on a
  // hood ornament, not the Star Chief; "bonnie" is the Bonneville.
  if (CAR_NICKNAMES.some(([typed]) => typed === word.compact)) return true;
  // A figure's number word is the figure: "6" is a car's name where "six" is ("deluxe 6" is the De Luxe Six).
  const otherNames = LETTERS_ONLY.test(word.compact) ? interchangedForms(word.compact) : [];
  // No car is named in the plural: "stars" are the Star Chief's chrome stars, not the car.
  const singulars = singularForms(word.compact);
  return (
    word.years !== undefined ||
    vocabulary.carWords.has(word.compact) ||
    forms.some((form) => vocabulary.carWords.has(form) && !otherNames.includes(form) && !singulars.includes(form)) ||
    carWordCutShort(word.compact, vocabulary)
  );
}

/**
 * Whether a word is a car's word with its last letter left off: "streamline" is the Streamliner (a word of
 * the language, so never read as a slip, it was held only outside the car's name, where no part holds it,
 * and found nothing). From five letters: "vent" is no Ventura.
 */
function carWordCutShort(compact: string, vocabulary: SearchVocabulary): boolean {
  if (compact.length < SELDOM_INSIDE) return false;
  for (const car of vocabulary.carWords) if (car.length === compact.length + 1 && car.startsWith(compact)) return true;
  return false;
}

/**
 * Words saying where on the car a part sits, or which of a pair it is: "rear view mirror" with no such
 * mirror is a mirror, not the Rear Main Seal.
 */
const POSITION_WORDS = new Set([
  ...['front', 'rear', 'left', 'right', 'upper', 'lower', 'inner', 'outer', 'inside', 'outside', 'side', 'center', 'centre'],
  ...['driver', 'drivers', 'passenger', 'passengers'],
]);

/**
 * Whether a typed word narrows the part rather than naming it: it names the car (namesTheCar) or says
 * where on the car the part sits (POSITION_WORDS, as typed or as its abbreviation written out: "lh" is
 * left). When no part holds every word, the parts holding the words naming the part come first, those
 * also holding these next: "rear view mirror" with no such mirror shows the mirrors, not the parts named "Rear".
 */
export function narrowsThePart(word: KeywordWord, forms: readonly string[], vocabulary: SearchVocabulary): boolean {
  const where = [word.compact, ...forms, ...interchangedForms(word.compact)].some((form) => POSITION_WORDS.has(form));
  return where || namesTheCar(word, forms, vocabulary);
}

/**
 * Of a search's words, those that narrow the part rather than name it (narrowsThePart, and a single letter
 * or figure: the "4" of "4 door"), in their order; and beside a word naming the part, those saying how it
 * is sold (PACKAGE_WORDS). When no part holds every word, "water pump rebuild kit" shows the water pumps,
 * not the carburetor rebuild kits whose texts mention their accelerator pump; with no other word naming
 * the part, the kit is the part ("chieftain kit").
 */
export function narrowingWords<T extends { word: KeywordWord; forms: readonly string[] }>(words: readonly T[], vocabulary: SearchVocabulary): T[] {
  const narrowing = new Set(words.filter((match) => match.word.compact.length === 1 || narrowsThePart(match.word, match.forms, vocabulary)));
  const naming = words.filter((match) => !narrowing.has(match));
  const sold = naming.filter((match) => PACKAGE_WORDS.has(match.word.compact));
  if (sold.length < naming.length) for (const match of sold) narrowing.add(match);
  return words.filter((match) => narrowing.has(match));
}

/**
 * The word saying what the part is: of two or more words naming it (not narrowingWords), the last, as a
 * name in English puts the thing last: "floor carpet" is a carpet, "window crank" a crank. Of the parts
 * holding every word, those whose own names hold it come before those filed under a category naming it
 * (a floor mat in "Carpets & Mats"), which the shop otherwise reads as their names (the server's
 * nameRank, the offline copy's rank). None for a single word naming the part.
 */
export function headWord<T extends { word: KeywordWord; forms: readonly string[] }>(words: readonly T[], vocabulary: SearchVocabulary): T | undefined {
  const narrowing = narrowingWords(words, vocabulary);
  const naming = words.filter((match) => !narrowing.includes(match));
  return naming.length >= 2 ? naming.at(-1) : undefined;
}

/**
 * Whether the words some part holds, when no part holds every word typed, make a near miss worth showing:
 * not when each is a single letter or figure, which nearly every part holds, or a word of how parts are
 * sold (PACKAGE_WORDS). "safe t track" with no Safe-T-Track in the catalogue showed every part, each
 * holding a "t"; it now finds nothing.
 */
export function nearMissFrom(held: readonly KeywordWord[]): boolean {
  return held.some((word) => word.compact.length > 1 && !PACKAGE_WORDS.has(word.compact));
}

/**
 * Words of how a part is sold, which hundreds of parts hold: beside the words naming a part they narrow
 * it ("upholstery kit": narrowingWords), alone they name nothing, so they make no near miss. "plug wire
 * set" with no plug wires showed every seat upholstery set. A rebuild or overhaul kit is sold as such, and
 * a rebuilt part as an exchange: "hydramatic rebuild" with no Hydra-Matic kit is no carburetor rebuild kit.
 */
const PACKAGE_WORDS = new Set([
  ...['set', 'sets', 'kit', 'kits', 'pair', 'pairs', 'assembly', 'assy', 'complete', 'piece', 'pieces', 'parts'],
  ...['new', 'original', 'genuine', 'replacement', 'reproduction', 'repro', 'nos', 'oem', 'rebuild', 'rebuilt', 'overhaul'],
]);

/**
 * The cars' makes and models (as their words) that hold one of a typed word's forms as a word of theirs or
 * the start of one, when the word does not name the car itself: "vent" in "Ventura", "oak" in "Oakland",
 * "chief" (the Indian head) in "Star Chief". Every part of a car holds its car's name, so "vent window"
 * counted every Ventura part: a part holds such a form only outside these names (holdsWord). "line" is
 * no word of "Streamliner" at all (wordPatterns). Longest first, in the order the server and the offline
 * copy take them out.
 */
export function carWordsAround(word: KeywordWord, forms: readonly string[], vocabulary: SearchVocabulary): string[] {
  if (namesTheCar(word, forms, vocabulary)) return [];
  // A letter or two begins many words: such a form is a word of its own or nothing ("v 8").
  const words = forms.filter((form) => form.length >= MIN_TERM_LENGTH);
  return vocabulary.carNames.filter((car) => words.some((form) => car !== form && ` ${car}`.includes(` ${form}`))).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/** What a car's name around a form is put for, so the form is not found in it: never a letter or digit of a text of words. */
export const CAR_WORD_GAP = '|';

/** What a typed word is looked for as: the catalogue words it stands for, and the categories whose names hold them. */
export interface WordForms {
  /** The catalogue words a mistyped word was taken for, or the word itself. */
  forms: string[];
  /** The categories a part is found in by the word: those whose names hold a form, else those of the sections whose names do. */
  categories: string[];
  /** True when the word was taken for a slip: `forms` are the catalogue words it resembles, which the visitor is told. */
  slip?: boolean;
  /** How the visitor is told of a slip taken for a word written the other way: "taillight" for "tailight", which is looked for as the catalogue's "taillamp". */
  told?: string[];
  /** For a word of the language no part holds, the catalogue words one keystroke from it, offered to the visitor but not looked for (suggestedTerms). */
  suggested?: string[];
}

/**
 * Words restorers write for one another, as (typed, also looked for as): a lamp is a light ("taillight",
 * "tail lamp", "tail lite"), and the British spellings. "lite" is only ever typed: a lamp is never
 * looked for as "lite", which satellites and polite notes hold too.
 */
const INTERCHANGEABLE: readonly (readonly [typed: string, meant: string])[] = [
  ['light', 'lamp'],
  ['lamp', 'light'],
  ['lite', 'lamp'],
  ['lite', 'light'],
  ...(
    [
      ['moulding', 'molding'],
      ['tyre', 'tire'],
      ['grey', 'gray'],
      ['aluminium', 'aluminum'],
      ['colour', 'color'],
      ['centre', 'center'],
    ] as const
  ).flatMap(([british, american]) => [
    [british, american] as const,
    [american, british] as const,
  ]),
];

/**
 * The parts trade's abbreviations, as (abbreviation, word). A typed abbreviation is also looked for as
 * its word ("lh" as "left"); a typed word as its abbreviation of three letters or more, which a catalogue
 * may use ("Back-Up Lamp Assy"), but never as one of two, which no index can look for.
 */
const ABBREVIATIONS: readonly (readonly [abbreviation: string, word: string])[] = [
  ['lh', 'left'],
  ['rh', 'right'],
  ['rr', 'rear'],
  ['frt', 'front'],
  ['assy', 'assembly'],
  ['qtr', 'quarter'],
  ['brkt', 'bracket'],
  ['lwr', 'lower'],
  ['upr', 'upper'],
  ['lube', 'lubrication'],
  ['speedo', 'speedometer'],
  ['temp', 'temperature'],
  // The figures of the cylinders Pontiac named its cars and engines by: "deluxe 6" is the De Luxe Six,
  // "straight 8" the straight eight. Never the other way: "six" as a "6" would find every year holding one.
  ['6', 'six'],
  ['8', 'eight'],
];

/**
 * What restorers call Pontiac's own parts, as (typed, also looked for as): the Chief is the "Indian head"
 * of its hood ornaments and emblems, and its limited-slip axle, Safe-T-Track, goes by the name that
 * stuck to all of them, "posi" or Positraction. Whole words only.
 */
const TRADE_NAMES: readonly (readonly [typed: string, meant: string])[] = [
  ['indian', 'chief'],
  ['posi', 'safettrack'],
  ['positraction', 'safettrack'],
];

/** What owners call the cars themselves, as (typed, also looked for as): words that name the car (namesTheCar). */
const CAR_NICKNAMES: readonly (readonly [typed: string, meant: string])[] = [
  ['bonnie', 'bonneville'],
  ['poncho', 'pontiac'],
];

/**
 * Other names for the same part, as (typed, also looked for as), whole words or phrases only: the British
 * names of an American car's parts (a bonnet is a hood, a boot lid a trunk lid, a dynamo a generator) and
 * the trade's own words (a badge is an emblem, a wing window the vent window, a tranny the transmission, a
 * sender the sending unit, a blinker the turn signal, a dog dish a small hubcap, a windshield gasket or
 * seal the windshield's rubber channel, a trunk's rubber its seal, a sticker a decal or label). Written as typed;
 * compacted below. A phrase typed as its words ("wing window") is read as one word (keywordWords).
 */
const OTHER_NAMES_AS_WRITTEN = [
  ['bonnet', 'hood'],
  ['windscreen', 'windshield'],
  ['silencer', 'muffler'],
  ['dynamo', 'generator'],
  ['gearbox', 'transmission'],
  ['petrol', 'fuel'],
  ['gas', 'fuel'],
  ['badge', 'emblem'],
  ['badges', 'emblem'],
  // A decal or a label is a sticker to most owners.
  ['sticker', 'decal'],
  ['stickers', 'decal'],
  ['sticker', 'label'],
  ['stickers', 'label'],
  ['nameplate', 'script'],
  ['tranny', 'transmission'],
  ['sender', 'sending unit'],
  ['blinker', 'turn signal'],
  ['directional', 'turn signal'],
  ['mascot', 'hood ornament'],
  ['overhaul', 'rebuild'],
  ['rebuild', 'overhaul'],
  ['overrider', 'bumper guard'],
  ['overriders', 'bumper guard'],
  ['e-brake', 'parking brake'],
  ['wing window', 'vent window'],
  ['vent wing', 'vent window'],
  ['wing vent', 'vent window'],
  ['wind wing', 'vent window'],
  ['deck lid', 'trunk lid'],
  ['boot lid', 'trunk lid'],
  ['number plate', 'license plate'],
  ['headlining', 'headliner'],
  ['door card', 'door panel'],
  ['door cards', 'door panel'],
  ['aerial', 'antenna'],
  ['fascia', 'dash'],
  ['indicator', 'turn signal'],
  ['indicators', 'turn signal'],
  ['wing mirror', 'outside mirror'],
  ['door mirror', 'outside mirror'],
  // A boot is a trunk to a British restorer, and a rubber boot to everyone: looked for as both.
  ['boot', 'trunk'],
  ['hand brake', 'parking brake'],
  ['emergency brake', 'parking brake'],
  ['dog dish', 'hubcap'],
  // Pontiac's Tri-Power is its three two-barrel carburetors (1957 on): its parts are carburetor parts.
  ['tri power', 'carburetor'],
  // The trade's nicknames for the ignition's and the charging system's parts.
  ['dizzy', 'distributor'],
  ['genny', 'generator'],
  // The rubber the windshield is set in goes by its job as much as by its shape.
  ['windshield gasket', 'windshield rubber'],
  ['windshield seal', 'windshield rubber'],
  ['windshield gasket', 'windshield channel'],
  ['windshield seal', 'windshield channel'],
  // Seals and weatherstrips are the "rubber" of a door, a trunk or a window to the trade.
  ['rubber', 'seal'],
  ['rubbers', 'seals'],
  ['rubber', 'weatherstrip'],
  ['rubbers', 'weatherstrip'],
  // A lamp in a hood ornament or a horn button is sold as "illuminated" and asked for as "light-up".
  ['light up', 'illuminated'],
  ['lighted', 'illuminated'],
  // The British name of the valve cover, which the rocker arms sit under.
  ['rocker cover', 'valve cover'],
  ['rocker covers', 'valve cover'],
  ['rocker arm cover', 'valve cover'],
  ['rocker arm covers', 'valve cover'],
  // More of the British names: the tappet cover is the valve cover, the sump the oil pan, the heater
  // matrix its core, a half shaft the axle shaft, the prop shaft the drive shaft, the sill panel the rocker
  // panel, a reversing light the back-up light and a sidelight the parking lamp.
  ['tappet cover', 'valve cover'],
  ['tappet covers', 'valve cover'],
  ['sump', 'oil pan'],
  ['heater matrix', 'heater core'],
  ['half shaft', 'axle shaft'],
  ['half shafts', 'axle shaft'],
  ['prop shaft', 'drive shaft'],
  ['propshaft', 'drive shaft'],
  ['sill panel', 'rocker panel'],
  ['sill panels', 'rocker panel'],
  ['reversing', 'back-up'],
  ['sidelight', 'parking lamp'],
  ['sidelights', 'parking lamp'],
  // A kit may be sold as a set: "piston ring kit" is the Piston Ring Set, which the engine kits whose texts
  // name piston rings hid. Not the other way: a set is the narrower word ("gasket set" is no carburetor
  // kit whose text names its gaskets), and it cost "gasket set" four times its parts and twice its time.
  ['kit', 'set'],
  ['kits', 'sets'],
  // Both spellings are written for a clutch or brake disc.
  ['disk', 'disc'],
  ['disc', 'disk'],
  // The factory's shop manual is the restorer's service, repair or workshop manual; a clutch disc his clutch plate.
  ['service manual', 'shop manual'],
  ['repair manual', 'shop manual'],
  ['workshop manual', 'shop manual'],
  ['clutch plate', 'clutch disc'],
  // The rear window is the back glass to the trade (its rubber channel, its reveal molding).
  ['rear window', 'back glass'],
  ['back window', 'back glass'],
  // A patch panel is sold to repair rust.
  ['repair panel', 'patch panel'],
  ['repair panels', 'patch panel'],
  // A tail pipe is the exhaust pipe's last length. (Not a motor for the engine: a wiper, heater or starter
  // motor is none, and "wiper motor" with no wiper motor showed the engine kits.)
  ['tail pipe', 'exhaust pipe'],
  ['tailpipe', 'exhaust pipe'],
  // But a motor mount is the engine's.
  ['motor mount', 'engine mount'],
  ['motor mounts', 'engine mount'],
  // An OEM part is the carmaker's own: GM's genuine part, as the shops write it.
  ['oem', 'genuine'],
  // A tune-up is the ignition's points (and condenser): "tune up kit" showed the upholstery, its "up"
  // beginning "upholstery". A spindle bolt is the kingpin by another trade's name, and a horn's rim its ring.
  ['tune up', 'points'],
  ['spindle bolt', 'kingpin'],
  ['spindle bolts', 'kingpin'],
  ['horn rim', 'horn ring'],
  // A lens is written "lense" as often as not, which begins "lenses" and so found only the texts saying
  // "lenses" (no hood ornament's lens): looked for as the lens.
  ['lense', 'lens'],
  // Slips that are words of their own (real-words.ts), so never read as slips: a brake written as it sounds.
  ['break', 'brake'],
  ['breaks', 'brakes'],
  ['petal', 'pedal'],
  ['petals', 'pedals'],
  // GM's headlamp door is the restorer's headlamp ring, rim or bezel (light or lamp: both are written).
  ...['headlamp', 'headlight'].flatMap((lamp) => ['ring', 'rim', 'bezel'].map((ring) => [`${lamp} ${ring}`, 'headlamp door'] as const)),
] as const;
const OTHER_NAMES = OTHER_NAMES_AS_WRITTEN.map(([typed, meant]) => [compactText(typed), compactText(meant)] as const);

/** The other names typed as two or three words, as written. */
const PHRASES_AS_WRITTEN = OTHER_NAMES_AS_WRITTEN.map(([typed]) => typed).filter((typed) => typed.includes(' '));
/** Those, compacted: "wing window" is one word of a search, "wingwindow". */
const PHRASES: ReadonlySet<string> = new Set(PHRASES_AS_WRITTEN.map(compactText));
/** Their words, compacted: what a slip inside one may have been meant for (slippedPhrase). */
const PHRASE_WORDS: readonly string[] = [...new Set(PHRASES_AS_WRITTEN.flatMap((typed) => typed.split(' ').map(compactText)))];

/** The other names of a word that are words themselves ("windscreen": windshield), with the word itself. */
const ONE_WORD_NAMES = new Map<string, string[]>();
for (const [typed, meant] of OTHER_NAMES_AS_WRITTEN) if (!typed.includes(' ') && !meant.includes(' ')) ONE_WORD_NAMES.set(compactText(typed), [...(ONE_WORD_NAMES.get(compactText(typed)) ?? []), compactText(meant)]);
const namesOf = (compact: string) => [compact, ...(ONE_WORD_NAMES.get(compact) ?? [])];

/**
 * The phrase (PHRASES, compacted) two neighbouring typed words are, as typed or with the first put for its
 * other name: "windscreen seal" is the phrase "windshield seal" (the windshield's rubber channel), as a
 * British restorer writes it. The second stays as typed: "windscreen rubber" is no phrase, and its words
 * find a windshield gasket whose text says "rubber" apart from "windshield".
 */
function phraseOf(first: string, second: string): string | undefined {
  return namesOf(first).map((one) => one + second).find((joined) => PHRASES.has(joined));
}

/** The typed word with each interchangeable word it holds put the other way ("headlight": "headlamp"), or its abbreviation, trade name or other name written out ("lh": "left", "bonnet": "hood"). */
export function interchangedForms(compact: string): string[] {
  const forms = new Set<string>();
  for (const [typed, meant] of INTERCHANGEABLE) if (compact.includes(typed)) forms.add(compact.replaceAll(typed, meant));
  for (const [typed, meant] of [...TRADE_NAMES, ...OTHER_NAMES, ...CAR_NICKNAMES]) if (compact === typed) forms.add(meant);
  for (const [abbreviation, word] of ABBREVIATIONS) {
    if (compact === abbreviation) forms.add(word);
    if (compact === word && abbreviation.length >= 3) forms.add(abbreviation);
  }
  forms.delete(compact);
  return [...forms];
}

/**
 * The singulars a typed plural may stand for: "batteries" battery, "lenses" lens, "gaskets" gasket, "caps"
 * cap; "glass" none. Only those that are catalogue words are looked for ("lens" is not "len").
 */
export function singularForms(compact: string): string[] {
  if (!LETTERS_ONLY.test(compact)) return [];
  const forms: string[] = [];
  if (compact.endsWith('ies')) forms.push(`${compact.slice(0, -3)}y`);
  if (compact.endsWith('es')) forms.push(compact.slice(0, -2));
  if (compact.endsWith('s') && !compact.endsWith('ss')) forms.push(compact.slice(0, -1));
  return forms.filter((form) => form.length >= MIN_TERM_LENGTH);
}

/** The forms without those holding another of them: a text holding "gaskets" holds "gasket", so "gasket" is enough. */
function shortestForms(forms: readonly string[]): string[] {
  const distinct = [...new Set(forms)];
  return distinct.filter((form) => !distinct.some((other) => other !== form && form.includes(other)));
}

/**
 * A word the catalogue holds somewhere is looked for as typed, in the other words restorers write for
 * it that the catalogue holds ("light" as "lamp" too), and as its singular when that is one of the
 * catalogue's words (a part's name says "Door Handle" where the visitor typed "door handles"). One it
 * does not hold, in no such form either, is looked for as the words it resembles (as typed, when none
 * does). Its categories are those whose names hold a form; failing those, the categories of the sections
 * whose names do ("interior" is every category of INTERIOR / SOFT TRIM).
 */
export function wordForms(compact: string, vocabulary: SearchVocabulary): WordForms {
  const holds = (form: string) => vocabulary.lines.includes(form) || vocabulary.categories.some((category) => nameHolds(category, form, vocabulary)) || sectionsHolding(form, vocabulary).length > 0;
  // A name restorers use for another part is looked for as itself only where the catalogue has it as a
  // word of its own: "posi" is the Safe-T-Track, not the start of "position"; "gas" is fuel, not the start of "gasket".
  const asWritten = !namesAnotherPart(compact) || vocabulary.termSet.has(compact);
  const typed = [...(asWritten ? [compact] : []), ...interchangedForms(compact)];
  // A word with a figure is no word of the vocabulary (letters only): beside its other forms ("6" is also
  // "six") it is looked for as typed, as it is alone.
  const heldAsTyped = (form: string) => holds(form) || (form === compact && typed.length > 1 && !LETTERS_ONLY.test(form));
  const held = [...typed.filter(heldAsTyped), ...typed.flatMap(singularForms).filter((form) => vocabulary.termSet.has(form))];
  // Held only by chance inside other words ("oil" in "coil"): its slip, or no part at all.
  if (held.length && isFragment(compact, held, vocabulary)) return unheldForms(compact, vocabulary, { forms: [], categories: [] });
  if (held.length) return withCategories(shortestForms(held), vocabulary);
  // Neither it nor the part it names is in the catalogue: no part holds it.
  if (!asWritten) return { forms: [], categories: [] };
  // An engine's name is no slip ("lhead" is no "head"): it is held by its years (keywordWords).
  if (engineYears(compact) !== undefined) return withCategories([compact], vocabulary);
  return unheldForms(compact, vocabulary, withCategories([compact], vocabulary));
}

/** The trade names, other names for a part and cars' nicknames, compacted ("posi", "bonnet", "wingwindow", "bonnie"). */
const NAMES_FOR_ANOTHER = new Set([...TRADE_NAMES, ...OTHER_NAMES, ...CAR_NICKNAMES].map(([typed]) => typed));
/** Those, with the British spellings and the abbreviations: the whole words restorers write for another. */
const WRITTEN_FOR_ANOTHER = new Set([...NAMES_FOR_ANOTHER, ...[...INTERCHANGEABLE, ...ABBREVIATIONS].map(([typed]) => typed)]);

/** Whether a whole word (or phrase, compacted) is a trade name, an other name for a part or a car's nickname. */
const namesAnotherPart = (compact: string) => NAMES_FOR_ANOTHER.has(compact);

/** Whether a whole word is one restorers write for another (a British spelling, an other name, a trade name or an abbreviation). */
const hasOtherName = (compact: string) => WRITTEN_FOR_ANOTHER.has(compact);

/** A word no part holds: looked for as its slip; failing that, as `typed`, with the catalogue words to offer when it is a word of the language. */
function unheldForms(compact: string, vocabulary: SearchVocabulary, typed: WordForms): WordForms {
  const slip = slipForms(compact, vocabulary);
  if (slip) return slip;
  const suggested = suggestedTerms(compact, vocabulary);
  return suggested.length ? { ...typed, suggested } : typed;
}

/**
 * The catalogue words one keystroke from a word of the language (a letter put for another, two swapped,
 * one left out or one too many), its first letter kept: "lamb" lamp, "hook" hood, "value" valve. A word
 * of the language may be meant ("strap" is no "strip"), so these are offered ("Did you mean…") and never
 * looked for in its place.
 */
export function suggestedTerms(compact: string, vocabulary: SearchVocabulary): string[] {
  if (!isForgivableWord(compact) || !vocabulary.realWords.has(compact)) return [];
  return similarTerms(compact, vocabulary.terms, MAX_SIMILAR_TERMS, 1).filter((term) => term[0] === compact[0]);
}

/** Up to this many letters, a word the catalogue holds only by chance inside its words is taken for its slip, or held by no part (isFragment). */
const FRAGMENT_MAX_LENGTH = 4;

/**
 * Whether a short typed word is held only by chance inside the catalogue's words and category and section
 * names: never as a word or the start of one, nor as the end of a word made of catalogue words ("lamp" in
 * "headlamp", "cap" in "hubcap"). "hron" in "synchronized", "oli" in "polished" and "Cooling", "oil" in
 * "coil": such a word is far likelier a slip of a word the catalogue has ("horn", "oil"), or a word it
 * lacks, than a piece of another.
 */
function isFragment(compact: string, held: readonly string[], vocabulary: SearchVocabulary): boolean {
  if (compact.length > FRAGMENT_MAX_LENGTH || !LETTERS_ONLY.test(compact)) return false;
  const startsAWord = (form: string) => vocabulary.lines.startsWith(form) || vocabulary.lines.includes(`\n${form}`);
  const nameWords = [...vocabulary.categories, ...vocabulary.sections].flatMap((name) => name.words.split(' '));
  const namesAWord = (form: string) => nameWords.some((word) => word.startsWith(form));
  return !held.some((form) => startsAWord(form) || namesAWord(form) || endsACompound(form, vocabulary.wordLines, nameWords, vocabulary.termSet));
}

/** What may follow the last word of a compound: nothing, or a plural's ending ("headlamps"). */
const COMPOUND_ENDINGS = new Set(['', 's', 'es']);

/**
 * The words on `lines` that `form` ends (before nothing or a plural's ending) after letters `accepted`,
 * each with those letters: "headlamps" and "head" for "lamp".
 */
function compoundsEndingIn(form: string, lines: string, accepted: (before: string) => boolean): [term: string, before: string][] {
  const found: [string, string][] = [];
  for (let at = lines.indexOf(form); at !== -1; at = lines.indexOf(form, at + 1)) {
    const start = lines.lastIndexOf('\n', at) + 1;
    const end = lines.indexOf('\n', at);
    const term = lines.slice(start, end === -1 ? undefined : end);
    const before = term.slice(0, at - start);
    if (before && COMPOUND_ENDINGS.has(term.slice(at - start + form.length)) && accepted(before)) found.push([term, before]);
  }
  return found;
}

/**
 * Whether `form` ends a word the texts hold (wordLines) or a word of the category and section names after
 * a catalogue word: "lamp" in "headlamp" or "headlamps", never "oil" in "coil", nor "oli" in the joined
 * name words "ornamentsolid", though "ornaments" is a word.
 */
function endsACompound(form: string, wordLines: string, nameWords: readonly string[], termSet: ReadonlySet<string>): boolean {
  const afterAWord = (before: string) => termSet.has(before);
  return compoundsEndingIn(form, wordLines, afterAWord).length > 0 || compoundsEndingIn(form, nameWords.join('\n'), afterAWord).length > 0;
}

/**
 * The typed words, with a word the catalogue does not hold and the word after it read as one where the
 * two together are one slip from a catalogue word and the first alone is not: "wether strip" is
 * "weatherstrip" (a letter left out), not "water" (two slips) and "strip". So are a word the catalogue
 * holds only inside its words and the next where the two make one of its words: "stream liner" is the
 * Streamliner, "wind shield" the windshield ("stream" was a word no part holds). A word of the
 * catalogue's own, a year, or a pair no nearer to a word than its first stays as typed.
 */
export function joinedSlips(words: readonly KeywordWord[], vocabulary: SearchVocabulary): KeywordWord[] {
  const read: KeywordWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const [word, next] = [words[i]!, words[i + 1]];
    // Three words before two, as keywordWords reads them ("rocker arm covr").
    const phrase = [3, 2].flatMap((length) => {
      const run = words.slice(i, i + length);
      const compact = run.length === length ? slippedPhrase(run, vocabulary) : undefined;
      return compact ? [{ run, compact }] : [];
    })[0];
    if (phrase) {
      read.push({ typed: phrase.run.map((one) => one.typed).join(' '), compact: phrase.compact });
      i += phrase.run.length - 1;
      continue;
    }
    const joined = next && isForgivableWord(word.compact) && isForgivableWord(next.compact) ? word.compact + next.compact : undefined;
    const inside = joined !== undefined && vocabulary.lines.includes(word.compact);
    const one = inside
      ? !vocabulary.termSet.has(word.compact) && vocabulary.termSet.has(joined)
      : joined !== undefined && similarTerms(joined, vocabulary.terms, 1, 1).length > 0 && !similarTerms(word.compact, vocabulary.terms, 1, 1).length;
    if (one) {
      read.push({ typed: `${word.typed} ${next!.typed}`, compact: joined! });
      i++;
    } else read.push(word);
  }
  return read;
}

/**
 * The phrase (an other name typed as two or three words, PHRASES) neighbouring words are when some of them,
 * which the vocabulary lacks, are taken for their slips: "windshild gasket" is the windshield gasket, the
 * windshield's rubber channel, where it was a near miss of every windshield part and every gasket; "rocker
 * arm covr" the valve cover, not the rocker panel moldings.
 */
function slippedPhrase(run: readonly KeywordWord[], vocabulary: SearchVocabulary): string | undefined {
  // Only a word the catalogue lacks is a slip, and never a word of the language or one with an other name
  // (as slipForms): it is compared with the phrases' few words, not the whole vocabulary.
  const slipped = (compact: string) => !vocabulary.termSet.has(compact) && !vocabulary.realWords.has(compact) && !hasOtherName(compact);
  if (!run.some((one) => slipped(one.compact))) return undefined;
  const meant = run.map((one) => [one.compact, ...(slipped(one.compact) ? similarTerms(one.compact, PHRASE_WORDS) : [])]);
  if (meant.length === 2) return meant[0]!.flatMap((first) => meant[1]!.map((second) => phraseOf(first, second))).find(Boolean);
  return meant.reduce((joined, forms) => joined.flatMap((start) => forms.map((form) => start + form)), ['']).find((joined) => PHRASES.has(joined));
}

/**
 * A word looked for as the slip it may be, even though the vocabulary holds it: the vocabulary keeps the
 * words of parts since deleted or renamed, so a word found in no part may still be held there ("carburator"
 * after the part's name was put right). Null when the word is no forgivable slip of any catalogue word, or
 * is a word of the language: typed as meant, for a part the catalogue lacks ("filter", "heater", "kingpin"),
 * it finds nothing rather than whatever is spelt like it ("fisher", "dealer", "hingepin"). The slips that
 * are words themselves ("break" for "brake") are other names (OTHER_NAMES_AS_WRITTEN).
 */
export function slipForms(compact: string, vocabulary: SearchVocabulary): WordForms | null {
  // A word whose other name is known names that part, which the catalogue lacks: "tyre" is a tire, no slip of "type".
  if (!isForgivableWord(compact) || vocabulary.realWords.has(compact) || hasOtherName(compact)) return null;
  const similar = similarTerms(compact, vocabulary.terms);
  if (similar.length) return { ...withCategories(similar, vocabulary), slip: true };
  // Failing that, a slip of the word written the other way: "tailight" is "tailamp" typed as a light, a
  // letter short of the catalogue's "taillamp" (its Tail Lamp Lenses), where it found nothing.
  const forms = [...new Set(interchangedForms(compact).flatMap((form) => similarTerms(form, vocabulary.terms)))];
  // Told as written the way it was typed: "taillight", not the catalogue's "taillamp".
  const told = [...new Set(forms.flatMap((form) => interchangedForms(form).slice(0, 1)))];
  return forms.length ? { ...withCategories(forms, vocabulary), slip: true, ...(told.length ? { told } : {}) } : null;
}

/**
 * Whether a category's or section's name holds a form as a word of it: from the start of one of its words,
 * running on across the next when typed as one ("hoodornament" in "Hood Ornaments"), or ending a word made
 * of catalogue words ("lamp" in "Headlamps"); never by chance inside a word. "chrome" is no word of
 * "Synchromesh Parts", nor "ring" of "Steering Parts": such a category's parts are no chrome or rings.
 */
function nameHolds(name: { compact: string; words: string }, form: string, vocabulary: SearchVocabulary): boolean {
  if (!name.compact.includes(form)) return false;
  const words = name.words.split(' ').filter(Boolean);
  return words.some((_, i) => words.slice(i).join('').startsWith(form)) || endsACompound(form, '', words, vocabulary.termSet);
}

/** The sections whose names hold `form` (nameHolds). */
const sectionsHolding = (form: string, vocabulary: SearchVocabulary) => vocabulary.sections.filter((section) => nameHolds(section, form, vocabulary));

/** The forms with the categories whose names hold one of them; failing those, the categories of the sections whose names do. */
function withCategories(forms: string[], vocabulary: SearchVocabulary): WordForms {
  const named = vocabulary.categories.filter((category) => forms.some((form) => nameHolds(category, form, vocabulary))).map((category) => category.name);
  // A section stands for its categories only when no category's own name holds the word: "scripts" is
  // the Scripts category, not every emblem of EMBLEMS & SCRIPTS.
  const ofSections = named.length ? [] : forms.flatMap((form) => sectionsHolding(form, vocabulary).flatMap((section) => section.categories));
  return { forms, categories: [...new Set([...named, ...ofSections])] };
}
