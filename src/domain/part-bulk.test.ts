import { describe, expect, it } from 'vitest';

import { BulkPartsSchema, bulkPartsSummary, priceAfter, priceAllowed } from './part-bulk.schema.ts';

describe('a change to the prices of chosen parts', () => {
  it('works each price out to the cent, half a cent up, on whole cents', () => {
    expect(priceAfter('48.50', 5)).toBe('50.93'); // 50.925
    expect(priceAfter('19.99', 5)).toBe('20.99'); // 20.9895
    expect(priceAfter('48.50', -10)).toBe('43.65');
    expect(priceAfter('44.56', 12.5)).toBe('50.13'); // 50.13
    expect(priceAfter('0.10', 5)).toBe('0.11'); // 0.105
    expect(priceAfter('0.00', 500)).toBe('0.00');
    // Figures a float would miss: 1.15 × 100 is 114.99999999999999.
    expect(priceAfter('1.15', 100)).toBe('2.30');
    expect(priceAfter('999999.99', 0.01)).toBe('1000099.99');
  });

  it('allows prices up to the largest a part may have', () => {
    expect(priceAllowed('1000000.00')).toBe(true);
    expect(priceAllowed('1000000.01')).toBe(false);
  });

  it('says what it did in the owner\'s words', () => {
    expect(bulkPartsSummary('price', 3, 5)).toBe('Raised the prices of 3 parts by 5%');
    expect(bulkPartsSummary('price', 1, -12.5)).toBe('Lowered the prices of 1 part by 12.5%');
  });

  it('takes a percentage with the price action alone, from -90 to 500 with two decimals at most', () => {
    const valid = (input: unknown) => BulkPartsSchema.safeParse(input).success;
    expect(valid({ action: 'price', percent: -90, ids: [1] })).toBe(true);
    expect(valid({ action: 'price', percent: 500, ids: [1] })).toBe(true);
    expect(valid({ action: 'price', percent: 2.25, ids: [1] })).toBe(true);
    for (const percent of [-90.01, 500.5, 0, 2.125, Number.NaN, Number.POSITIVE_INFINITY]) expect(valid({ action: 'price', percent, ids: [1] }), String(percent)).toBe(false);
    expect(valid({ action: 'price', ids: [1] })).toBe(false);
    expect(valid({ action: 'in_stock', percent: 5, ids: [1] })).toBe(false);
  });
});
