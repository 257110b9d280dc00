import { describe, expect, it } from 'vitest';

import { demandKey, describeFilters, searchAddress, unfound } from './search-demand.ts';

describe('searches that found nothing', () => {
  it('counts a search by its keyword, trimmed, single-spaced and in lower case, with its filters in one order', () => {
    expect(demandKey({ q: '  Rochester   2GC ', page: '2', sort: 'name' })).toEqual({ query: 'rochester 2gc', filters: '' });
    // As validated (numbers) and as sent (strings): the same search.
    expect(demandKey({ q: 'tail lens', year: 1955, make: 'Pontiac' })).toEqual(demandKey({ make: ' Pontiac', q: 'TAIL LENS', year: '1955' }));
    expect(demandKey({ q: 'tail lens', year: 1955, make: 'Pontiac' })).toEqual({ query: 'tail lens', filters: 'year=1955&make=Pontiac' });
    expect(demandKey({ q: 'x'.repeat(300) })!.query).toHaveLength(100);
    // No keyword, or one of spaces, is no search for a part; a value that is no text is left out.
    expect(demandKey({ make: 'Pontiac' })).toBeNull();
    expect(demandKey({ q: '   ' })).toBeNull();
    expect(demandKey({ q: 'lens', make: ['a', 'b'] })).toEqual({ query: 'lens', filters: '' });
  });

  it('tells a search that found nothing from one that found only some of its words', () => {
    expect(unfound({ total: 0 })).toEqual({ foundNothing: true, missingWords: [] });
    expect(unfound({ total: 3, partial: { missingWords: ['zzyzx'] } })).toEqual({ foundNothing: false, missingWords: ['zzyzx'] });
    expect(unfound({ total: 3, partial: { missingWords: [] } })).toEqual({ foundNothing: false, missingWords: [] });
    expect(unfound({ total: 3 })).toBeNull();
  });

  it('reads the filters back for the owner, and leads to the search as the visitor saw it', () => {
    expect(describeFilters('year=1955&make=Pontiac&model=Star+Chief&partNumber=977')).toBe('1955, Pontiac, Star Chief, part number 977');
    expect(describeFilters('')).toBe('');
    expect(searchAddress({ query: 'tail lens', filters: 'year=1955&make=Pontiac' })).toBe('/search?q=tail+lens&year=1955&make=Pontiac');
  });
});
