import { closestTerms, type SearchVocabulary } from './search-vocabulary.ts';
import { keywordWords, type KeywordWord } from './typed-words.ts';
import { CATALOG_FIRST_YEAR, CATALOG_LAST_YEAR } from './years.ts';

/**
 * Parts the cars of later years no longer had, with what took their place (ADR 009). A restorer names the
 * part of the cars he knows, or of the years he has in mind: "kingpin 1959" found only the kingpins of other
 * years, as a near miss, though the cars of 1958 on steer on ball joints; "alternator 1956" found nothing,
 * though every car the shop serves charged its battery with a generator. When no part holds the words as
 * typed, a search naming one of these parts for years when the cars had the other is read as the other,
 * and the visitor is told (successionReading).
 *
 * As (the part the earlier cars had; the part the later cars had instead; the last year of the earlier
 * one), each part as searched for, and as told, plural. Only parts whose change of years is the same on
 * every car: the kingpins end in 1957, as the cars of 1958 steered on ball joints; GM fitted alternators
 * (the Delcotron) from 1963, after the shop's years.
 */
const SUCCESSIONS: readonly { earlier: PartNamed; later: PartNamed; lastYear: number }[] = [
  { earlier: { searched: 'kingpin', told: 'kingpins', forms: ['kingpin', 'kingpins'] }, later: { searched: 'ball joint', told: 'ball joints', forms: ['balljoint', 'balljoints'] }, lastYear: 1957 },
  { earlier: { searched: 'generator', told: 'generators', forms: ['generator', 'generators'] }, later: { searched: 'alternator', told: 'alternators', forms: ['alternator', 'alternators'] }, lastYear: 1962 },
];

interface PartNamed {
  /** The words the part is searched for by. */
  searched: string;
  /** Its name as the visitor is told it, plural. */
  told: string;
  /** The typed words naming it, compacted, one word or two typed apart ("ball joints"). */
  forms: readonly string[];
}

/** A part read as the one the cars of the years in question had in its place: "Showing ball joints for “kingpin”: the 1958-1960 cars have them in place of kingpins." */
export interface Succession {
  /** The words as typed. */
  typed: string;
  /** The part shown in their place, plural. */
  shown: string;
  /** The part typed, plural. */
  instead: string;
  /** The model years of the shop's whose cars have the part shown. */
  first: number;
  last: number;
}

/** The years a search is about: those of its year filter and of the words naming years (a year, a span, a decade, an engine), all of them; the shop's years when none. */
function yearsInQuestion(words: readonly KeywordWord[], year: number | undefined): { first: number; last: number }[] {
  const named = words.flatMap((word) => (word.years ? [word.years] : []));
  const all = year === undefined ? named : [...named, { first: year, last: year }];
  return all.length ? all : [{ first: CATALOG_FIRST_YEAR, last: CATALOG_LAST_YEAR }];
}

/**
 * The words of a search read with a part the cars of the years in question did not have put as the part
 * they had in its place, with what the visitor is told; undefined when no word names such a part. A part
 * of the earlier cars is read as the later one's when every year in question is after its last year, and
 * the later one as the earlier one's when every year is at or before it ("ball joint 1950": the kingpins).
 * Read only when the search found nothing as typed (catalog.repository.ts, offline-catalogue.ts): a shop
 * that lists a part for those years is believed. Given the catalogue's `vocabulary`, a word neither it nor
 * the language holds is also read as the part it is a slip of (slipOfPart): "alternater" found nothing, as
 * no catalogue word is a slip of it ("alternator" is none: the shop has no alternators).
 */
export function successionReading(words: readonly KeywordWord[], year?: number, vocabulary?: Pick<SearchVocabulary, 'termSet' | 'realWords'>): { words: KeywordWord[]; successions: Succession[] } | undefined {
  const years = yearsInQuestion(words, year);
  // Each change read the way the years ask for, if they lie all on one side of it.
  const readings = SUCCESSIONS.flatMap(({ earlier, later, lastYear }) =>
    years.every((span) => span.first > lastYear)
      ? [{ from: earlier, to: later, first: lastYear + 1, last: CATALOG_LAST_YEAR }]
      : years.every((span) => span.last <= lastYear)
        ? [{ from: later, to: earlier, first: CATALOG_FIRST_YEAR, last: Math.min(lastYear, CATALOG_LAST_YEAR) }]
        : [],
  );
  const successions: Succession[] = [];
  const read: KeywordWord[] = [];
  for (let i = 0; i < words.length; i++) {
    // The part named by this word, or by it and the next typed apart ("ball joints", "king pin").
    const named = (n: number) => (i + n <= words.length ? words.slice(i, i + n).map((word) => word.compact).join('') : '');
    const names = (forms: readonly string[], length: number) => forms.includes(named(length)) || (length === 1 && slipOfPart(named(1), forms, vocabulary));
    const taken = readings.flatMap((reading) => [1, 2].flatMap((length) => (names(reading.from.forms, length) ? [{ ...reading, length }] : [])))[0];
    if (!taken) {
      read.push(words[i]!);
      continue;
    }
    const typed = words.slice(i, i + taken.length).map((word) => word.typed).join(' ');
    successions.push({ typed, shown: taken.to.told, instead: taken.from.told, first: taken.first, last: taken.last });
    read.push(...keywordWords(taken.to.searched).filter((word) => !read.some((kept) => kept.compact === word.compact)));
    i += taken.length - 1;
  }
  return successions.length ? { words: read, successions } : undefined;
}

/** Whether a word is a slip (closestTerms) of one of a part's one-word forms, and no word of the catalogue's or the language's (`vocabulary`): "alternater", not "hingepin". */
function slipOfPart(compact: string, forms: readonly string[], vocabulary: Pick<SearchVocabulary, 'termSet' | 'realWords'> | undefined): boolean {
  if (!vocabulary || vocabulary.termSet.has(compact) || vocabulary.realWords.has(compact)) return false;
  return closestTerms(compact, forms).terms.length > 0;
}
