import { Fragment } from 'react';
import { Link } from 'react-router';

import { countOf } from '../../../../domain/counts.ts';
import type { Succession } from '../../../../domain/successions.ts';
import { formatYearRange, type YearSpan } from '../../../../domain/years.ts';
import { formatQuotedWords } from '../../../lib/format.ts';

/**
 * Says that the results match only some of the typed words, of those the parts of the years nearest to those
 * the words name first (`nearYears`), which words no part holds, and where to ask about the part.
 */
export function PartialMatchNote({ keyword, missingWords, nearYears = [], askHref }: { keyword: string; missingWords: string[]; nearYears?: YearSpan[]; askHref: string }) {
  return (
    <p className={NOTE_CLASSES}>
      No part matches every word of “{keyword}”, so the parts that match most of them are shown first.
      {nearYears.length ? <> Of those, the parts for the years nearest to {yearsText(nearYears)} come first.</> : null}
      {missingWords.length ? <> No part mentions {formatQuotedWords(missingWords)}: check the spelling, or leave {missingWords.length === 1 ? 'it' : 'them'} out.</> : null}{' '}
      Not listed? <Link className="font-semibold underline" to={askHref}>Ask us about it</Link>
    </p>
  );
}

/**
 * Says that the few parts matching every word are none of them named by the word saying what the part is,
 * and that the parts named so for other cars or years follow them, those of the years nearest to those the
 * words name first (`nearYears`): "1 part matches every word of “1941 pontiac generator”, but its name does
 * not call it “generator”." A name may hold the words and be of another thing: the lens of a hood ornament.
 */
export function OthersNamedNote({ keyword, word, matchingAll, nearYears = [], askHref }: { keyword: string; word: string; matchingAll: number; nearYears?: YearSpan[]; askHref: string }) {
  const one = matchingAll === 1;
  return (
    <p className={NOTE_CLASSES}>
      {countOf(matchingAll, 'part')} {one ? 'matches' : 'match'} every word of “{keyword}”, but {one ? <>its name does not call it “{word}”</> : <>none of them is called “{word}” by its name</>}. The parts named so for other
      cars or years follow{nearYears.length ? <>, those for the years nearest to {yearsText(nearYears)} first</> : null}. Not listed?{' '}
      <Link className="font-semibold underline" to={askHref}>Ask us about it</Link>
    </p>
  );
}

const NOTE_CLASSES = 'mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950';

const yearsText = (spans: YearSpan[]) => spans.map(({ first, last }) => formatYearRange(first, last)).join(' and ');

/** Says which typed words were taken for the catalogue's words they resemble: "Showing parts for “bonneville” instead of “bonnevile”." */
export function CorrectionsNote({ corrections }: { corrections: { typed: string; meant: string[] }[] }) {
  const each = corrections.map(({ typed, meant }) => `${formatQuotedWords(meant)} instead of “${typed}”`);
  return <p className="mt-4 text-sm text-stone-700">Showing parts for {each.join(', and ')}.</p>;
}

/** Says which typed words were read as an engine's size, and so as the years of its cars: "Reading “389” as the engine of the 1959-1966 cars." */
export function EngineNote({ engines }: { engines: { typed: string; first: number; last: number }[] }) {
  const each = engines.map(({ typed, first, last }) => `“${typed}” as the engine of the ${formatYearRange(first, last)} cars`);
  return <p className="mt-4 text-sm text-stone-700">Reading {each.join(' and ')}.</p>;
}

/** Says which typed parts were read as the part the cars of the years in question had in their place: "Showing ball joints for “kingpin”: the 1958-1960 cars have them in place of kingpins." */
export function SuccessionNote({ successions }: { successions: Succession[] }) {
  const each = successions.map(({ typed, shown, instead, first, last }) => `${shown} for “${typed}”: the ${formatYearRange(first, last)} cars have them in place of ${instead}`);
  return <p className="mt-4 text-sm text-stone-700">Showing {each.join('; and ')}.</p>;
}

/** Offers the search with the words of the language no part holds put as the catalogue's words a keystroke away: "Did you mean “tail lamp lens”?" */
export function SuggestionNote({ keyword, href }: { keyword: string; href: string }) {
  return (
    <p className="mt-4 text-sm text-stone-700">
      Did you mean <Link className="font-semibold text-brand-800 underline" to={href}>“{keyword}”</Link>?
    </p>
  );
}

/** Offers the part numbers a slip from the one typed, each opening the same search with it put in: "Did you mean part number “819-3864”?" */
export function PartNumberNote({ partNumbers, hrefFor }: { partNumbers: string[]; hrefFor: (sku: string) => string }) {
  return (
    <p className="mt-4 text-sm text-stone-700">
      Did you mean part number{' '}
      {partNumbers.map((sku, i) => (
        <Fragment key={sku}>
          {i === 0 ? null : i === partNumbers.length - 1 ? ' or ' : ', '}
          <Link className="font-semibold text-brand-800 underline" to={hrefFor(sku)}>“{sku}”</Link>
        </Fragment>
      ))}
      ?
    </p>
  );
}
