import damerauLevenshtein from 'damerau-levenshtein';
import { describe, expect, it } from 'vitest';

import { addVocabularyTerms, allowedSlips, compactText, keywordWords, searchVocabulary, similarTerms, wordForms } from './search-words.ts';

describe('search words', () => {
  it('compacts a word to lower-case letters and digits, so marks inside it do not matter', () => {
    expect(compactText('Ride-Master')).toBe('ridemaster');
    expect(compactText('Safe-T-Track')).toBe('safettrack');
    expect(compactText('977.5196')).toBe('9775196');
    expect(compactText('%_\\')).toBe('');
  });

  it("gathers a part's vocabulary: its words, words joined by marks, neighbouring name words joined; letters only, 3 to 40", () => {
    const terms = new Set<string>(['lens']);
    addVocabularyTerms({ name: 'Ride-Master Shock 2', make: 'Pontiac', model: 'Star Chief', description: "O'Brien's No.2 kit, 977-5196. Ab " + 'z'.repeat(41) }, terms);
    expect([...terms].sort()).toEqual(
      ['brien', 'chief', 'kit', 'lens', 'master', 'mastershock', 'obriens', 'pontiac', 'ride', 'ridemaster', 'shock', 'star'].sort(),
    );
  });

  it('splits a keyword into at most eight words without repeats, keeping how each was typed', () => {
    expect(keywordWords('  Ride-Master  ridemaster shock ')).toEqual([{ typed: 'Ride-Master', compact: 'ridemaster' }, { typed: 'shock', compact: 'shock' }]);
    expect(keywordWords('-- %')).toEqual([]);
    expect(keywordWords('a b c d e f g h i j')).toHaveLength(8);
    expect(keywordWords('x'.repeat(100))[0]!.compact).toHaveLength(40);
  });

  it('forgives one slip in a short word and two from six letters, never in numbers', () => {
    expect(allowedSlips('hb')).toBe(0);
    expect(allowedSlips('horn')).toBe(1);
    expect(allowedSlips('carburator')).toBe(2);
    expect(allowedSlips('1955')).toBe(0);
    expect(allowedSlips('v8')).toBe(0);
  });

  it('finds the catalogue words a slip was meant for: swapped, dropped, doubled and wrong letters', () => {
    const terms = ['receive', 'relieve', 'horn', 'hood', 'lens', 'lenses', 'carburetor', 'safettrack', 'bumper', 'damper'];
    expect(similarTerms('recieve', terms)).toEqual(['receive', 'relieve']);
    expect(similarTerms('hron', terms)).toEqual(['horn']);
    expect(similarTerms('hon', terms)).toEqual(['horn']);
    expect(similarTerms('lense', terms)).toEqual(['lenses', 'lens']);
    expect(similarTerms('carburator', terms)).toEqual(['carburetor']);
    expect(similarTerms('safetrack', terms)).toEqual(['safettrack']);
    // Only the closest: "damper" is two slips from "bumpar", "bumper" one.
    expect(similarTerms('bumpar', terms)).toEqual(['bumper']);
    expect(similarTerms('xqzt', terms)).toEqual([]);
    expect(similarTerms('1955', ['1956'])).toEqual([]);
  });

  it('finds every term within the allowed slips in a large vocabulary, as a comparison with each term would', () => {
    // A fixed pseudo-random vocabulary of 3,000 words and 300 slips typed into some of them.
    let seed = 1926;
    const next = (n: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % n;
    };
    const letters = 'aeioulnrstbcdghmp';
    const word = () => Array.from({ length: 3 + next(8) }, () => letters[next(letters.length)]).join('');
    const terms = [...new Set(Array.from({ length: 3000 }, word))];
    const slip = (term: string) => {
      const at = next(term.length - 1);
      switch (next(4)) {
        case 0:
          return term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2);
        case 1:
          return term.slice(0, at) + term.slice(at + 1);
        case 2:
          return term.slice(0, at) + letters[next(letters.length)] + term.slice(at);
        default:
          return term.slice(0, at) + letters[next(letters.length)] + term.slice(at + 1);
      }
    };
    const byComparison = (typed: string) => {
      const slips = allowedSlips(typed);
      const found = terms
        .filter((term) => term !== typed && Math.abs(term.length - typed.length) <= slips)
        .filter((term) => term[0] === typed[0] || term[1] === typed[1] || term[0] === typed[1] || term[1] === typed[0])
        .map((term) => ({ term, distance: damerauLevenshtein(typed, term).steps }))
        .filter(({ distance }) => distance <= slips);
      const closest = Math.min(...found.map(({ distance }) => distance));
      return found
        .filter(({ distance }) => distance === closest)
        .map(({ term }) => term)
        .sort((a, b) => b.length - a.length || a.localeCompare(b));
    };
    let withMatches = 0;
    for (let i = 0; i < 300; i++) {
      const typed = slip(slip(terms[next(terms.length)]!));
      const expected = byComparison(typed);
      if (expected.length) withMatches++;
      expect(similarTerms(typed, terms, Infinity), typed).toEqual(expected);
    }
    expect(withMatches).toBeGreaterThan(100);
  });

  it('looks a word the catalogue holds for as typed, a slip as the words meant, and never across two words', () => {
    const vocabulary = searchVocabulary(['ornament', 'hood', 'lens'], ['Hood Ornaments', 'Tail Lamp Lenses']);
    expect(wordForms('orna', vocabulary)).toEqual({ forms: ['orna'], categories: ['Hood Ornaments'] });
    expect(wordForms('ornment', vocabulary)).toEqual({ forms: ['ornament'], categories: ['Hood Ornaments'] });
    expect(wordForms('lamp', vocabulary)).toEqual({ forms: ['lamp'], categories: ['Tail Lamp Lenses'] });
    // "pseal" spans the end of one word and the start of the next ("cap", "seal"): a slip, not a word the catalogue holds.
    expect(wordForms('pseal', searchVocabulary(['cap', 'seal'], []))).toEqual({ forms: ['seal'], categories: [] });
  });
});
