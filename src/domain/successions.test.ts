import { describe, expect, it } from 'vitest';

import { successionReading } from './successions.ts';
import { keywordWords } from './typed-words.ts';

/** The catalogue's and the language's words, as far as a slip's reading asks. */
const vocabulary = { termSet: new Set(['generator', 'kingpin', 'kingpins', 'hinge', 'pin', 'altered']), realWords: new Set(['alternate', 'alternative']) };

const read = (q: string, year?: number, known?: typeof vocabulary) => {
  const reading = successionReading(keywordWords(q), year, known);
  return reading && { words: reading.words.map((word) => word.compact), successions: reading.successions };
};

describe('a part the cars of the years in question did not have, read as the one they had in its place', () => {
  it('reads a kingpin of the cars of 1958 on as their ball joints, by a typed year, span, engine or year filter', () => {
    expect(read('kingpin 1959')).toEqual({ words: ['ball', 'joint', '1959'], successions: [{ typed: 'kingpin', shown: 'ball joints', instead: 'kingpins', first: 1958, last: 1960 }] });
    expect(read('59 king pins')?.words).toEqual(['1959', 'ball', 'joint']);
    expect(read('kingpins 1958-60')?.successions[0]?.typed).toBe('kingpins');
    expect(read('389 kingpin set')?.words).toEqual(['389', 'ball', 'joint', 'set']);
    expect(read('kingpin', 1960)?.words).toEqual(['ball', 'joint']);
  });

  it('reads ball joints of the earlier cars as their kingpins, and an alternator of any of the shop\'s years as a generator', () => {
    expect(read('ball joints 1950')).toEqual({ words: ['kingpin', '1950'], successions: [{ typed: 'ball joints', shown: 'kingpins', instead: 'ball joints', first: 1926, last: 1957 }] });
    expect(read('1940s balljoint')?.words).toEqual(['1940s', 'kingpin']);
    expect(read('alternator')).toEqual({ words: ['generator'], successions: [{ typed: 'alternator', shown: 'generators', instead: 'alternators', first: 1926, last: 1960 }] });
    expect(read('alternator 1956 chieftain')?.words).toEqual(['generator', '1956', 'chieftain']);
  });

  it('reads a slip of such a part as the part, when neither the catalogue nor the language holds the word typed', () => {
    expect(read('alternater', undefined, vocabulary)).toEqual({ words: ['generator'], successions: [{ typed: 'alternater', shown: 'generators', instead: 'alternators', first: 1926, last: 1960 }] });
    expect(read('1956 altenator', undefined, vocabulary)?.words).toEqual(['1956', 'generator']);
    expect(read('kingpen 1959', undefined, vocabulary)?.words).toEqual(['ball', 'joint', '1959']);
    // Not without the vocabulary, nor a word the catalogue or the language holds.
    expect(read('alternater')).toBeUndefined();
    expect(read('alternate', undefined, vocabulary)).toBeUndefined();
    expect(read('kingpins 1955', undefined, vocabulary)).toBeUndefined();
  });

  it('reads nothing when the years in question are not all on one side of the change, or when no word names such a part', () => {
    expect(read('kingpin')).toBeUndefined();
    expect(read('kingpin 1957')).toBeUndefined();
    expect(read('kingpin 1955-58')).toBeUndefined();
    expect(read('kingpin 1959', 1950)).toBeUndefined();
    expect(read('ball joint')).toBeUndefined();
    expect(read('ball joint 1958')).toBeUndefined();
    expect(read('generator 1956')).toBeUndefined();
    expect(read('pin 1959')).toBeUndefined();
    expect(read('ball 1950')).toBeUndefined();
  });
});
