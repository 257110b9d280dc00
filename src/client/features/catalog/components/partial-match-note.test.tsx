import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../../../testing/render.tsx';
import { CorrectionsNote, EngineNote, OthersNamedNote, PartialMatchNote, PartNumberNote, SuccessionNote } from './partial-match-note.tsx';

describe("the search page's notes", () => {
  it('says which typed words no part mentions, one or several, and leads to the contact page', () => {
    renderPage(<PartialMatchNote keyword="water pump gasket chieftain" missingWords={['gasket']} askHref="/contact?q=1" />);
    expect(screen.getByText(/No part matches every word of “water pump gasket chieftain”/).textContent).toContain('No part mentions “gasket”: check the spelling, or leave it out.');
    expect(screen.getByRole('link', { name: 'Ask us about it' }).getAttribute('href')).toBe('/contact?q=1');
  });

  it('says "them" of several missing words, and nothing of missing words when none is', () => {
    const { unmount } = renderPage(<PartialMatchNote keyword="fuel pump xqzt zzyz" missingWords={['xqzt', 'zzyz']} askHref="/contact" />);
    expect(screen.getByText(/No part matches/).textContent).toContain('No part mentions “xqzt” or “zzyz”: check the spelling, or leave them out.');
    unmount();
    renderPage(<PartialMatchNote keyword="fuel pump bonneville" missingWords={[]} askHref="/contact" />);
    expect(screen.getByText(/No part matches/).textContent).not.toContain('No part mentions');
  });

  it('says the parts of the years nearest to those typed come first, where the words name years', () => {
    renderPage(<PartialMatchNote keyword="hood ornament 1955 389" missingWords={[]} nearYears={[{ first: 1955, last: 1955 }, { first: 1959, last: 1966 }]} askHref="/contact" />);
    expect(screen.getByText(/No part matches/).textContent).toContain('Of those, the parts for the years nearest to 1955 and 1959-1966 come first.');
  });

  it('says the few parts matching every word are none named by the part\'s word, and that those named so for other cars or years follow', () => {
    const { unmount } = renderPage(<OthersNamedNote keyword="1941 pontiac generator" word="generator" matchingAll={1} nearYears={[{ first: 1941, last: 1941 }]} askHref="/contact?q=2" />);
    expect(screen.getByText(/matches every word/).textContent).toBe(
      '1 part matches every word of “1941 pontiac generator”, but its name does not call it “generator”. The parts named so for other cars or years follow, those for the years nearest to 1941 first. Not listed? Ask us about it',
    );
    expect(screen.getByRole('link', { name: 'Ask us about it' }).getAttribute('href')).toBe('/contact?q=2');
    unmount();
    renderPage(<OthersNamedNote keyword="chieftain clock" word="clock" matchingAll={3} askHref="/contact" />);
    expect(screen.getByText(/match every word/).textContent).toBe('3 parts match every word of “chieftain clock”, but none of them is called “clock” by its name. The parts named so for other cars or years follow. Not listed? Ask us about it');
  });

  it('names the slips taken, the engines read as years, and the part numbers a slip away', () => {
    renderPage(
      <>
        <CorrectionsNote corrections={[{ typed: 'bonnevile', meant: ['bonneville'] }, { typed: 'ornment', meant: ['ornament', 'ornaments'] }]} />
        <EngineNote engines={[{ typed: '389', first: 1959, last: 1966 }]} />
        <PartNumberNote partNumbers={['977-5196', '977-5197', '977-5198']} hrefFor={(sku) => `/search?partNumber=${sku}`} />
      </>,
    );
    expect(screen.getByText(/^Showing parts for/).textContent).toBe('Showing parts for “bonneville” instead of “bonnevile”, and “ornament” or “ornaments” instead of “ornment”.');
    expect(screen.getByText(/^Reading/).textContent).toBe('Reading “389” as the engine of the 1959-1966 cars.');
    expect(screen.getByText(/^Did you mean part number/).textContent).toBe('Did you mean part number “977-5196”, “977-5197” or “977-5198”?');
    expect(screen.getByRole('link', { name: '“977-5198”' }).getAttribute('href')).toBe('/search?partNumber=977-5198');
  });

  it('names the part shown in place of a part the cars of those years did not have', () => {
    renderPage(
      <SuccessionNote
        successions={[
          { typed: 'kingpin', shown: 'ball joints', instead: 'kingpins', first: 1958, last: 1960 },
          { typed: 'alternators', shown: 'generators', instead: 'alternators', first: 1958, last: 1960 },
        ]}
      />,
    );
    expect(screen.getByText(/^Showing ball joints/).textContent).toBe(
      'Showing ball joints for “kingpin”: the 1958-1960 cars have them in place of kingpins; and generators for “alternators”: the 1958-1960 cars have them in place of alternators.',
    );
  });
});
