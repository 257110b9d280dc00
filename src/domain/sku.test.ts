import { describe, expect, it } from 'vitest';

import { normalizeSku } from './sku.ts';

describe('normalizeSku', () => {
  it('makes every way of typing a GM part number compare equal', () => {
    const forms = ['977-5196', '9775196', '977 5196', '977.5196', ' 977-5196 '];
    expect(new Set(forms.map(normalizeSku))).toEqual(new Set(['9775196']));
  });

  it('ignores case in letters', () => {
    expect(normalizeSku('SS-HO-1234')).toBe(normalizeSku('ss ho 1234'));
  });
});
