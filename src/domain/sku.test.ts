import { describe, expect, it } from 'vitest';

import { normalizeSku, partNumberSlips } from './sku.ts';

describe('normalizeSku', () => {
  it('makes every way of typing a GM part number compare equal', () => {
    const forms = ['977-5196', '9775196', '977 5196', '977.5196', ' 977-5196 '];
    expect(new Set(forms.map(normalizeSku))).toEqual(new Set(['9775196']));
  });

  it('ignores case in letters', () => {
    expect(normalizeSku('SS-HO-1234')).toBe(normalizeSku('ss ho 1234'));
  });
});

describe('partNumberSlips', () => {
  it('holds every part number one slip away: a figure swapped, left out, put in or mistyped', () => {
    const slips = new Set(partNumberSlips('8193846'));
    for (const slip of ['8193864', '819846', '81938465', '8193847', 'x8193846', '1893846']) expect(slips.has(slip), slip).toBe(true);
    // Not the number itself, nor two slips away.
    for (const far of ['8193846', '8139864', '81946']) expect(slips.has(far), far).toBe(false);
  });

  it('offers none for a number too short to be a whole part number, or for a word', () => {
    expect(partNumberSlips('8193')).toEqual([]);
    expect(partNumberSlips('gasket')).toEqual([]);
    expect(partNumberSlips('x'.repeat(20) + '1')).toEqual([]);
  });
});
