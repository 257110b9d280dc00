import { and, type Column, or, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

import { likePattern } from '../../db/like.ts';
import { CAR_WORD_GAP, carWordsAround, namedThing } from '../../../domain/car-words.ts';
import { LETTERS_ONLY, MIN_TERM_LENGTH, SELDOM_INSIDE } from '../../../domain/search-text.ts';
import { categoriesOutsideCars, formsPatterns, slipForms, suggestedForms, typedWordForms, wholeWords, widerSlipForms, wordForms, type WordForms, wordPatterns } from '../../../domain/search-words.ts';
import { figuresApart, type KeywordWord } from '../../../domain/typed-words.ts';
import type { Vocabulary } from './vocabulary.ts';
import { parts } from '../../db/schema/index.ts';

// What a typed word matches, as SQL conditions on the parts (the search's words: ADR 009).

/**
 * What one typed word matches: the parts' search text holding it from the start of a word or across
 * words (its patterns: hyphens, dots and spaces do not matter, and a part number matches however it is
 * punctuated) or a word restorers write for it ("lamp" for "light"), or holding one of the catalogue
 * words it resembles when the word as typed is nowhere in the catalogue (a typo), or a category whose
 * name holds it; and for a word that names a year ("'55"), the parts that fit it. The text and category
 * branches are served by an index (trigram on search_text, GIN on categories); a year is checked beside
 * the other words' matches.
 */
export interface WordMatch extends WordForms {
  word: KeywordWord;
  /** Where a text holds one of the forms (wordPatterns): " rod", " ride master", " headlamp". */
  patterns: string[];
  /** The cars' names holding one of the forms as a word or its start, outside which alone a part holds the form (carWordsAround). */
  around: string[];
  /** How a name's words hold one of the forms whole (wholeWords). */
  whole: string[];
  /** Of the patterns, those of a short word no catalogue word holds but at its start, looked up without its spaces (indexedPatterns). */
  startsOnly: string[];
  /** For a word that names a year, the (first year, last year) pairs of the parts that fit it. */
  years?: YearRanges;
}

/** Words looked up in each vocabulary lately: a vocabulary of 25,000 words takes a millisecond or two a word (bench/README.md). */
const MATCHED_WORDS_KEPT = 5_000;
const lookedUp = new WeakMap<Vocabulary, LRUCache<string, WordForms>>();

/** The values kept with a vocabulary in `kept` (at most `max`): forgotten with it when a catalogue write brings a new one. */
export function keptWith<V extends object>(kept: WeakMap<Vocabulary, LRUCache<string, V>>, vocabulary: Vocabulary, max: number): LRUCache<string, V> {
  let values = kept.get(vocabulary);
  if (!values) kept.set(vocabulary, (values = new LRUCache<string, V>({ max })));
  return values;
}

/** What a word matches, remembered with the vocabulary it was looked up in (a catalogue write brings a new one). */
export function matchWord(word: KeywordWord, vocabulary: Vocabulary): WordMatch {
  const lookups = keptWith(lookedUp, vocabulary, MATCHED_WORDS_KEPT);
  let forms = lookups.get(word.compact);
  if (!forms) lookups.set(word.compact, (forms = wordForms(word.compact, vocabulary)));
  return { word, ...typedWordForms(word, forms), ...placesOf(word, forms, vocabulary) };
}

/** The patterns of forms looked up in each vocabulary lately: finding a form's ends of words reads the whole vocabulary. */
const patternsLookedUp = new WeakMap<Vocabulary, LRUCache<string, string[]>>();

/** Where a text holds a form (wordPatterns), remembered with the vocabulary. */
function patternsOf(form: string, vocabulary: Vocabulary, whole: boolean): string[] {
  const lookups = keptWith(patternsLookedUp, vocabulary, MATCHED_WORDS_KEPT);
  // A form held only whole has patterns of its own: its key ends in a space, as no form does.
  const key = whole ? `${form} ` : form;
  let patterns = lookups.get(key);
  if (!patterns) lookups.set(key, (patterns = wordPatterns(form, vocabulary, whole)));
  return patterns;
}

/** Where a part holds the forms of a word: their patterns, outside the car words around them, whole in its name, and the categories naming it outside those car words. */
function placesOf(word: KeywordWord, forms: WordForms, vocabulary: Vocabulary): Pick<WordMatch, 'patterns' | 'around' | 'whole' | 'categories' | 'startsOnly'> {
  const patterns = [...new Set([...formsPatterns(forms, (form, whole) => patternsOf(form, vocabulary, whole)), ...figuresApart(word)])];
  const around = carWordsAround(word, forms.forms, vocabulary);
  const startsOnly = patterns.filter((pattern) => {
    const short = pattern.trim();
    return short.length >= MIN_TERM_LENGTH && short.length < SELDOM_INSIDE && LETTERS_ONLY.test(short) && !heldInside(short, vocabulary);
  });
  return { patterns, around, whole: forms.forms.flatMap((form) => wholeWords(form, vocabulary.termSet)), categories: categoriesOutsideCars(forms.categories, patterns, around), startsOnly };
}

/** The short words looked for in each vocabulary lately, and whether a catalogue word holds one but at its start (heldInside). */
const insideLookedUp = new WeakMap<Vocabulary, LRUCache<string, { inside: boolean }>>();

/**
 * Whether a catalogue word the texts hold (wordLines) holds a word anywhere but at its start: "rod" is
 * inside "reproduction", "cap" inside "hubcap"; no word holds "lens" or "hood" but at its start.
 */
function heldInside(word: string, vocabulary: Vocabulary): boolean {
  const kept = keptWith(insideLookedUp, vocabulary, MATCHED_WORDS_KEPT);
  let found = kept.get(word);
  if (!found) {
    const lines = vocabulary.wordLines;
    let inside = false;
    for (let at = lines.indexOf(word, 1); at > 0 && !inside; at = lines.indexOf(word, at + 1)) inside = lines[at - 1] !== '\n';
    kept.set(word, (found = { inside }));
  }
  return found.inside;
}

/** Whether a part is filed in one of the categories. */
export const filedUnder = (names: string[]) => sql`${parts.categories} && ${sql.param(names)}::text[]`;

/** Whether a part holds the word (WordMatch), written for an index to find the parts: a search's conditions. */
export const wordCondition = (match: WordMatch) => holdsWordMatch(match, true);

/** Whether a part holds the word, written for ranking parts already found: without the index, by strpos() (holdsPattern). */
export const wordHeld = (match: WordMatch) => holdsWordMatch(match, false);

function holdsWordMatch(match: WordMatch, indexed: boolean): SQL {
  const alternatives: SQL[] = indexed ? indexedPatterns(match) : match.patterns.map((pattern) => holdsPattern(parts.searchText, pattern, match.around));
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
 * So is a shorter word no catalogue word holds but at its start (`startsOnly`: "lens", "hood", " set "
 * without its spaces): its own trigrams find the same parts, and fewer posting lists are read. The
 * benchmark's keyword line ("hood ornament", "lens", "gasket set") took 9-14% less time at the median, a
 * near miss 3-8% (PostgreSQL and PGlite, 100,000 parts, in turns; bench/README.md, 2026-12-03). A shorter
 * word held inside others is looked up with its space: "rod" is inside "reproduction" in most parts'
 * texts, which its own trigrams alone would all read.
 */
function indexedPatterns({ patterns, around, startsOnly }: WordMatch): SQL[] {
  return patterns.map((pattern) => {
    const word = pattern.slice(1);
    const bare = !word.includes(' ') && word.length >= SELDOM_INSIDE;
    const looked = bare ? word : startsOnly.includes(pattern) ? pattern.trim() : pattern;
    const index = sql`${parts.searchText} like ${likePattern(looked)}`;
    const tested = looked !== pattern || around.some((car) => ` ${car}`.includes(pattern));
    return tested ? sql`(${index} and ${holdsPattern(parts.searchText, pattern, around)})` : index;
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
export function nameCondition(match: WordMatch): SQL {
  const alternatives: SQL[] = [ownNameCondition(match)];
  if (match.categories.length) alternatives.push(filedUnder(match.categories));
  if (match.years) alternatives.push(hasYears(match.years));
  return or(...alternatives) ?? sql`false`;
}

/** Whether a part's name holds words whole (" horn ", a form as wholeWords writes it). */
const wholeInName = (whole: string) => sql`strpos(${parts.nameWords}, ${whole}::text) > 0`;

/**
 * Whether the part's own name holds the word (in any of its forms), its categories aside. A measure (the
 * word's `measure`: the "volt" of "6 volt") only whole: "Voltage Regulator" is not named by the generator's volts.
 */
export function ownNameCondition(match: WordMatch): SQL {
  if (match.word.measure) return or(...match.whole.map(wholeInName)) ?? sql`false`;
  return or(...match.patterns.map((pattern) => holdsPattern(parts.nameWords, pattern, match.around))) ?? sql`false`;
}

/** Whether the part's own name holds every word naming the part (ownNameCondition), and says it is the thing they name (namedThing). */
export function namedByCondition(naming: WordMatch[]): SQL {
  const thing = namedThing(naming);
  const saysSo = thing ? sql`(${parts.nameHead} = any(${sql.param(thing.heads)}::text[]) or ${parts.nameWords} !~ ${thing.goesOn})` : undefined;
  return and(...naming.map(ownNameCondition), saysSo)!;
}

/**
 * Whether a part's name holds the word whole (in any of its forms, or its plural; a form two catalogue
 * words make, as the two side by side: wholeWords): "ring" is whole in "Piston Ring Set" and "Piston
 * Rings", not in "Main Wiring Harness"; "runningboard" in "Running Board Cover". A word that names a year the part
 * fits counts as whole, as in nameCondition. Forms are letters and digits only (compactText).
 */
export function wholeNameCondition(match: WordMatch): SQL {
  const alternatives: SQL[] = match.whole.map(wholeInName);
  if (match.years) alternatives.push(hasYears(match.years));
  return or(...alternatives) ?? sql`false`;
}

/** Whether a part's name holds the word whole as typed (or its plural), not as one of its other names: "kit" in "Door Seal Kit", not "set" in "Clip Set". */
export function typedWholeCondition(match: WordMatch, vocabulary: Vocabulary): SQL {
  return or(...wholeWords(match.word.compact, vocabulary.termSet).map(wholeInName)) ?? sql`false`;
}

/**
 * Whether a part is named by the word: its name holds it whole (wholeNameCondition), or it is filed under
 * one of the word's categories; not merely a word starting with it ("mat" in "material"), nor a word of its
 * description ("out" in "the sag out of the doors"). What a short word's rarity is counted by (wordCounts).
 */
export function wholeCondition(match: WordMatch): SQL {
  return match.categories.length ? or(wholeNameCondition(match), filedUnder(match.categories))! : wholeNameCondition(match);
}

/** The typed word looked for as other catalogue words (a slip's, or those offered): words as written, none held only whole, nothing more to offer. */
function lookedForAs(match: WordMatch, forms: WordForms, vocabulary: Vocabulary): WordMatch {
  const { wholeOnly: _, suggested: __, ...typed } = match;
  return { ...typed, ...forms, ...placesOf(match.word, forms, vocabulary) };
}

/** The word looked for as the slip it may be, when that differs from how it was looked for. */
export function asSlip(match: WordMatch, vocabulary: Vocabulary): WordMatch | null {
  const slip = slipForms(match.word.compact, vocabulary);
  return slip && slip.forms.join() !== match.forms.join() ? lookedForAs(match, slip, vocabulary) : null;
}

/** A word of the language no part holds, looked for as the catalogue words a keystroke from it (suggestedForms); null when it has none. */
export function asSuggested(match: WordMatch, vocabulary: Vocabulary): WordMatch | null {
  const read = suggestedForms(match, vocabulary);
  return read ? lookedForAs(match, read, vocabulary) : null;
}

/** A short word looked for as the catalogue words two slips from it that sound alike (widerSlipForms); null when it has none. */
export function asWiderSlip(match: WordMatch, vocabulary: Vocabulary): WordMatch | null {
  const read = widerSlipForms(match.word.compact, vocabulary);
  return read ? lookedForAs(match, read, vocabulary) : null;
}

/** A part's years are one of the pairs: a BitmapOr of parts_years for a planner that knows how common each pair is. */
export function hasYears({ starts, ends }: YearRanges, columns: { yearStart: Column; yearEnd: Column } = parts): SQL {
  if (starts.length === 0) return sql`false`;
  return sql`(${columns.yearStart}, ${columns.yearEnd}) in (${sql.join(starts.map((start, i) => sql`(${start}::int, ${ends[i]}::int)`), sql`, `)})`;
}

/** (first year, last year) pairs, as two arrays of the same length. */
export interface YearRanges {
  starts: number[];
  ends: number[];
}
