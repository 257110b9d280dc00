import { describe, expect, it } from 'vitest';

import { searchVocabulary } from '../../../domain/search-vocabulary.ts';
import { keywordWords } from '../../../domain/typed-words.ts';
import { matchWord } from './word-matches.ts';

describe('a word looked up through the trigram index', () => {
  const vocabulary = searchVocabulary(['lens', 'lenses', 'reproduction', 'rod', 'rods', 'hubcap', 'cap', 'set', 'sets', 'setting', 'gasket'], []);
  const startsOnly = (typed: string) => matchWord(keywordWords(typed)[0]!, vocabulary).startsOnly;

  it('is a short word without its spaces when no catalogue word holds it but at its start', () => {
    expect(startsOnly('lens')).toEqual([' lens']);
    // A word of its own or its plural: looked up as "set", tested for " set " and " sets ".
    expect(startsOnly('set')).toEqual([' set ', ' sets ']);
  });

  it('keeps its space when a catalogue word holds it further in, or when it is long or a number', () => {
    // "rod" inside "reproduction", "cap" inside "hubcap": its own trigrams would read nearly every part.
    expect(startsOnly('rod')).toEqual([]);
    expect(startsOnly('cap')).toEqual([]);
    expect(startsOnly('gasket')).toEqual([]);
    expect(startsOnly('4')).toEqual([]);
  });
});
