import { describe, expect, it } from 'vitest';

import { resultCount, SearchQuerySchema, suggestedKeyword } from './catalog.schema.ts';

describe('the result count shown above search results', () => {
  it('says "10,000+ parts" when the count stopped, and counts exactly below that', () => {
    expect(resultCount({ total: 10_000, totalIsCapped: true })).toBe('10,000+ parts');
    expect(resultCount({ total: 9_999, totalIsCapped: false })).toBe('9,999 parts');
    expect(resultCount({ total: 1, totalIsCapped: false })).toBe('1 part');
    expect(resultCount({ total: 0, totalIsCapped: false })).toBe('0 parts');
  });
});

describe('the search offered for a word of the language no part holds', () => {
  it('puts the first word offered in place of each such word, as typed otherwise', () => {
    expect(suggestedKeyword('Tail  LAMB lens', [{ typed: 'LAMB', meant: ['lamp', 'limb'] }])).toBe('Tail  lamp lens');
    expect(suggestedKeyword('hook lamb', [{ typed: 'hook', meant: ['hood'] }, { typed: 'lamb', meant: ['lamp'] }])).toBe('hood lamp');
    expect(suggestedKeyword('lambs lamb', [{ typed: 'lamb', meant: ['lamp'] }])).toBe('lambs lamp');
    expect(suggestedKeyword('tail lens', undefined)).toBe('tail lens');
  });
});

describe('the search contract', () => {
  it('refuses a part number with no letter or digit instead of matching every part', () => {
    expect(SearchQuerySchema.safeParse({ partNumber: '--' }).error?.issues[0]?.message).toBe('Part number must contain a letter or a digit');
    expect(SearchQuerySchema.parse({ partNumber: ' 977-5196 ' }).partNumber).toBe('977-5196');
  });
});
