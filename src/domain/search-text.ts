// A text as the search reads it: compacted, lower-case and plain, its words, and the vocabulary's words of it (ADR 009).

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

export const NO_TERMS: ReadonlySet<string> = new Set();

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

/**
 * The words saying how a part is sold that end its own name after the word saying what it is ("Piston
 * Ring Set", "Fender Skirt Pair"): left off to find that word (nameHead). They are the nouns of car-words.ts's
 * PACKAGE_WORDS, written out here and not read from it: the generated column name_head holds them as
 * written (migration 0043), so a change here needs a migration of its own, where PACKAGE_WORDS may change freely.
 */
const SOLD_AS = ['set', 'kit', 'pair', 'assembly', 'assy'] as const;
const SOLD_AS_AT_END = ` (?:${SOLD_AS.join('|')}) $`;
const LAST_WORD = '^.* ([a-z0-9]+) $';

/** A part's own name: its name before the first comma or bracket ("Radio Knob Set" of "Radio Knob Set, 1939 Pontiac De Luxe 120"). */
const ownName = (name: string) => name.split(',')[0]!.split('(')[0]!;

/**
 * The word saying what a part is: the last word of its own name, as its words are read (wordsText), before
 * a word saying how it is sold ("Push-Button Radio": "radio"; "Radio Knob Set": "knob"; "Front Coil Spring
 * Pair": "spring"); a name of no words gives its words' text. Best match ranks the parts a single typed word
 * says what they are before those it only begins to name ("radio": the radios before the radio knobs;
 * "horn": the horns before the horn rings). The twin of nameHeadSql, the generated column name_head.
 */
export function nameHead(name: string): string {
  return wordsText(ownName(name)).replace(SOLD_AS_AT_END_PATTERN, ' ').replace(LAST_WORD_PATTERN, '$1');
}
const SOLD_AS_AT_END_PATTERN = new RegExp(SOLD_AS_AT_END);
const LAST_WORD_PATTERN = new RegExp(LAST_WORD);

/** The SQL twin of nameHead, for the generated column name_head: the same regular expressions, on the words of the name before its first comma or bracket. */
export const nameHeadSql = (name: string) =>
  `regexp_replace(regexp_replace(${wordsTextSql(`split_part(split_part(${name}, ',', 1), '(', 1)`)}, '${SOLD_AS_AT_END}', ' '), '${LAST_WORD}', '\\1')`;

/**
 * How many words a part's own name holds, as its words are read (wordsText): "Carburetor Rebuild Kit" 3,
 * "Tri-Power Carburetor Rebuild Kit" 5. Of the parts best match finds as good in every other way, the
 * names holding fewer words beside the typed ones come first: "carb rebuild kit" shows the carburetor kits
 * before the dearer Tri-Power kits, "dipstick" the oil dipstick before the Hydra-Matic's. The twin of
 * nameSizeSql, the generated column name_size.
 */
export const nameSize = (name: string): number => wordsText(ownName(name)).split(' ').filter(Boolean).length;

/** The sizes of names best match tells apart (nameSize): a name of seven words or more is as long as any. */
export const NAME_SIZE_LEVELS = 8;

/** The SQL twin of nameSize, for the generated column name_size. */
export const nameSizeSql = (name: string) => `coalesce(array_length(string_to_array(btrim(${wordsTextSql(`split_part(split_part(${name}, ',', 1), '(', 1)`)}), ' '), 1), 0)`;

/**
 * From this many letters, a word is seldom inside another by chance. So such a word ending a longer
 * catalogue word is found there after any letters ("light" in "spotlight", "liner" in "headliner"); a
 * shorter one only after a catalogue word of its own ("lamp" in "headlamp", "cap" in "hubcap"), never
 * after a letter or two ("oil" in "coil", "ring" in "steering"). And the server looks such a word up in
 * its index without the space before it (the server's word-matches.ts, indexedPatterns).
 */
export const SELDOM_INSIDE = 5;

/** A vocabulary term is letters only, 3 to 40 of them. */
export const LETTERS_ONLY = /^[a-z]+$/;
export const MIN_TERM_LENGTH = 3;
export const NOT_LETTER_OR_DIGIT = /[^a-z0-9]+/;
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
