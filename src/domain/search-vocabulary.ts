import damerauLevenshtein from 'damerau-levenshtein';
import { distance as plainDistance } from 'fastest-levenshtein';

import { compactText, LETTERS_ONLY, lowerFolded, MIN_TERM_LENGTH, NO_TERMS, NOT_LETTER_OR_DIGIT, wordsText } from './search-text.ts';
import { FILLER_WORDS } from './typed-words.ts';
import type { YearSpan } from './years.ts';

// The catalogue's words as the search holds them in memory, and the words a typed word is a slip of (ADR 009).

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

/** The first letters written and not sounded before the next: the k of "knob", "knee" and "knuckle", the w of "wrench". */
const SILENT_FIRST_LETTERS = ['kn', 'wr'] as const;

/** How far a word is from the catalogue word it is spelt as it sounds (dropsSilentLetter): nearer than any slip. */
const SILENT_LETTER_DISTANCE = 0.5;

/**
 * Whether `term` is `word` with a silent first letter before it: "nob" for "knob", "nee" for "knee", "rench"
 * for "wrench". A short word's slip otherwise keeps its first letter ("ring" is no "wring").
 */
export const dropsSilentLetter = (word: string, term: string) =>
  term.length === word.length + 1 && term.endsWith(word) && SILENT_FIRST_LETTERS.some((letters) => term.startsWith(letters));

/**
 * The catalogue words a mistyped word most likely meant: the closest of those within its allowed slips
 * (insertions, deletions, substitutions and swapped neighbours; `slips` fewer when asked), the longer
 * first (a dropped letter is the commonest slip), then alphabetical. A silent first letter left out
 * (dropsSilentLetter) is nearer than any slip. `terms` is the catalogue's vocabulary.
 */
export function similarTerms(word: string, terms: Iterable<string>, max = MAX_SIMILAR_TERMS, slips = allowedSlips(word)): string[] {
  return closestTerms(word, terms, max, slips).terms;
}

/** The closest terms (similarTerms) with how many slips away they are: Infinity when none is close enough. */
export function closestTerms(word: string, terms: Iterable<string>, max = MAX_SIMILAR_TERMS, slips = allowedSlips(word)): { terms: string[]; distance: number } {
  if (slips === 0) return { terms: [], distance: Infinity };
  const found: { term: string; distance: number }[] = [];
  for (const term of terms) {
    if (Math.abs(term.length - word.length) > slips || term === word) continue;
    // A letter written and never sounded, left out, is less than a slip: "nobs" is the knobs (not NOS).
    if (dropsSilentLetter(word, term)) {
      if (!FILLER_WORDS.has(term)) found.push({ term, distance: SILENT_LETTER_DISTANCE });
      continue;
    }
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
  const nearest = found
    .filter(({ distance }) => distance === closest)
    .sort((a, b) => b.term.length - a.term.length || a.term.localeCompare(b.term))
    .map(({ term }) => term);
  return { terms: [...new Set(nearest)].slice(0, max), distance: closest };
}

/** A word's consonants in their order: what a word spelt as it sounds keeps ("dore" and "door", "sele" and "seal"). */
const consonants = (word: string) => word.replace(/[aeiou]/g, '');

/**
 * The catalogue words exactly two slips from a short word (one allowed, allowedSlips) that differ from it
 * only in their vowels, as a word spelt as it sounds does: the same consonants in the same order, and the
 * same first letter. The longer first, then alphabetical: "door" for "dore" (one slip from "dome"), "seal"
 * for "sele"; never "tank" or "tail" for "tach". Tried only where one slip left the words apart (widerSlipForms).
 */
export function twoSlipTerms(word: string, terms: Iterable<string>, max = MAX_SIMILAR_TERMS): string[] {
  if (word.length < 4 || allowedSlips(word) !== 1) return [];
  const sound = consonants(word);
  const found: string[] = [];
  for (const term of terms) {
    if (Math.abs(term.length - word.length) > 2 || term[0] !== word[0]) continue;
    if (plainDistance(word, term) > 4 || consonants(term) !== sound || FILLER_WORDS.has(term)) continue;
    if (damerauLevenshtein(word, term).steps === 2) found.push(term);
  }
  return [...new Set(found)].sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, max);
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
  /** The terms the texts hold only written apart (those wordLines leaves out): "safet" and "ttrack" of "Safe-T-Track". */
  joined: ReadonlySet<string>;
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
  /** The years of the cars each word of a model's name names (carWordsOf), first to last of every model it is a word of: "streamliner" 1942-1951. Not a make's words. */
  modelYears: ReadonlyMap<string, YearSpan>;
}

/** A model of the catalogue with its years (the vehicle models' table, the offline copy's models). */
export interface ModelYears {
  name: string;
  yearStart: number;
  yearEnd: number;
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
  models: readonly ModelYears[] = [],
): SearchVocabulary {
  const terms = [...new Set([...partTerms, ...termsOf([...categoryNames, ...sections.map((section) => section.name)])])];
  const lines = terms.join('\n');
  return {
    realWords,
    terms,
    lines,
    wordLines: joined.size ? terms.filter((term) => !joined.has(term)).join('\n') : lines,
    joined,
    termSet: new Set(terms),
    categories: categoryNames.map((name) => ({ name, compact: compactText(name), words: wordsText(name) })),
    sections: sections.map((section) => ({ compact: compactText(section.name), words: wordsText(section.name), categories: section.categories })),
    carWords: new Set(vehicles.flatMap((vehicle) => vehicle.split(',')).flatMap(carWordsOf)),
    carNames: [...new Set(vehicles.flatMap((vehicle) => vehicle.split(',')).map((vehicle) => wordsText(vehicle).trim()))].filter(Boolean),
    modelYears: modelYearsOf(models),
  };
}

/** Each word of the models' names (carWordsOf) with the years from the first to the last of the models it is a word of. */
function modelYearsOf(models: readonly ModelYears[]): Map<string, YearSpan> {
  const years = new Map<string, YearSpan>();
  for (const model of models) {
    for (const word of new Set(carWordsOf(model.name))) {
      const known = years.get(word);
      years.set(word, known ? { first: Math.min(known.first, model.yearStart), last: Math.max(known.last, model.yearEnd) } : { first: model.yearStart, last: model.yearEnd });
    }
  }
  return years;
}

/**
 * The words of a make or model (a make list is split on its commas first), and each run of them written as
 * one: "De Luxe Six" is "luxe", "six", "deluxe", "luxesix" and "deluxesix"; "All-American Six" is
 * "allamerican" too. Letters only, three or more; and a number of three figures or more, which is the
 * car's as much as its words are: "Quality 115", "De Luxe 120", "Series 402" (taken for a part's number
 * held only inside the car's name, "115" found no part of the Quality 115), as is a run of numbers
 * ("Series 6-28" is "628"). A restorer types "deluxe" for
 * the De Luxe cars: it names the car, and is not taken out of "deluxesix" as a part's word would be
 * (carWordsAround).
 */
function carWordsOf(vehicle: string): string[] {
  const words = lowerFolded(vehicle).split(NOT_LETTER_OR_DIGIT).filter(Boolean);
  const runs: string[] = [];
  for (let first = 0; first < words.length; first++) for (let end = first + 2; end <= words.length; end++) runs.push(words.slice(first, end).join(''));
  const numbers = words.filter((word) => word.length >= MIN_TERM_LENGTH && /^\d+$/.test(word));
  // A number typed with a mark between its figures is its figures run together (keywordWords): "Series 6-28" is "628".
  const figures = runs.filter((run) => run.length >= MIN_TERM_LENGTH && /^\d+$/.test(run));
  return [...termsOf([vehicle]), ...runs.filter((run) => run.length >= MIN_TERM_LENGTH && LETTERS_ONLY.test(run)), ...numbers, ...figures];
}
