import { describe, expect, it } from 'vitest';

import { BulkPartsSchema, bulkPartsSummary, bulkStaleMessage, priceAfter, priceAllowed } from './part-bulk.schema.ts';

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

  it('keeps the cents each price had when asked: the nearest such price, the higher of two as near, never below nothing', () => {
    const keeping = (price: string, percent: number) => priceAfter(price, percent, { keepCents: true });
    expect(keeping('24.95', 10)).toBe('27.95'); // 27.445 is 27.45, as near 26.95 as 27.95
    expect(keeping('24.95', 15)).toBe('28.95'); // 28.69
    expect(keeping('24.95', 1)).toBe('24.95'); // 25.20: nearer the price it was
    expect(keeping('24.95', -10)).toBe('22.95'); // 22.46: nearer 22.95 than 21.95
    expect(keeping('24.95', -12)).toBe('21.95'); // 21.96
    expect(keeping('100.00', 7)).toBe('107.00');
    expect(keeping('0.95', -50)).toBe('0.95'); // 0.48: -0.05 is no price
    expect(keeping('0.50', -90)).toBe('0.50'); // 0.05: as near -0.50 as 0.50
    expect(keeping('0.00', 500)).toBe('0.00');
    expect(keeping('48.50', 5)).toBe('50.50'); // 50.93
  });

  it('allows prices up to the largest a part may have', () => {
    expect(priceAllowed('1000000.00')).toBe(true);
    expect(priceAllowed('1000000.01')).toBe(false);
  });

  it('says what it did in the owner\'s words', () => {
    expect(bulkPartsSummary({ action: 'price', count: 3, percent: 5 })).toBe('Raised the prices of 3 parts by 5%');
    expect(bulkPartsSummary({ action: 'price', count: 1, percent: -12.5 })).toBe('Lowered the prices of 1 part by 12.5%');
    expect(bulkPartsSummary({ action: 'price', count: 2, percent: 10, keepCents: true })).toBe('Raised the prices of 2 parts by 10%, each keeping its cents');
    expect(bulkPartsSummary({ action: 'file', count: 4, category: 'Hood Ornaments' })).toBe('Filed 4 parts under Hood Ornaments');
    expect(bulkPartsSummary({ action: 'file', count: 1, category: 'Hood Ornaments', from: 'Emblems' })).toBe('Filed 1 part under Hood Ornaments, taking it out of Emblems');
    expect(bulkPartsSummary({ action: 'file', count: 2, category: 'Hood Ornaments', from: 'Emblems' })).toBe('Filed 2 parts under Hood Ornaments, taking them out of Emblems');
  });

  it('takes a percentage with the price action alone, from -90 to 500 with two decimals at most', () => {
    const valid = (input: unknown) => BulkPartsSchema.safeParse(input).success;
    expect(valid({ action: 'price', percent: -90, ids: [1] })).toBe(true);
    expect(valid({ action: 'price', percent: 500, ids: [1] })).toBe(true);
    expect(valid({ action: 'price', percent: 2.25, ids: [1] })).toBe(true);
    for (const percent of [-90.01, 500.5, 0, 2.125, Number.NaN, Number.POSITIVE_INFINITY]) expect(valid({ action: 'price', percent, ids: [1] }), String(percent)).toBe(false);
    expect(valid({ action: 'price', ids: [1] })).toBe(false);
    expect(valid({ action: 'in_stock', percent: 5, ids: [1] })).toBe(false);
    expect(valid({ action: 'price', percent: 5, keepCents: true, ids: [1] })).toBe(true);
    expect(valid({ action: 'price', percent: 5, keepCents: 'yes', ids: [1] })).toBe(false);
    expect(valid({ action: 'delete', keepCents: true, ids: [1] })).toBe(false);
  });

  it('takes a category with the file action alone, and another to take the parts out of with it', () => {
    const refusal = (input: unknown) => BulkPartsSchema.safeParse(input).error?.issues[0]?.message;
    expect(refusal({ action: 'file', category: ' Hood Ornaments ', ids: [1] })).toBeUndefined();
    expect(BulkPartsSchema.parse({ action: 'file', category: ' Hood Ornaments ', from: 'Emblems', ids: [1] })).toMatchObject({ category: 'Hood Ornaments', from: 'Emblems' });
    expect(refusal({ action: 'file', ids: [1] })).toBe('A category goes with the file action, and with it alone');
    expect(refusal({ action: 'file', category: '  ', ids: [1] })).toBe('Choose a category');
    expect(refusal({ action: 'in_stock', category: 'Hood Ornaments', ids: [1] })).toBe('A category goes with the file action, and with it alone');
    expect(refusal({ action: 'delete', from: 'Emblems', ids: [1] })).toBe('Taking parts out of a category goes with the file action alone');
    expect(refusal({ action: 'file', category: 'Emblems', from: 'EMBLEMS', ids: [1] })).toBe('Choose another category to take the parts out of');
    expect(refusal({ action: 'move', ids: [1] })).toBe('Action must be in_stock, out_of_stock, price, file or delete');
  });

  it('names a version for each chosen part, or none, and names the parts changed since in its refusal', () => {
    const refusal = (input: unknown) => BulkPartsSchema.safeParse(input).error?.issues[0]?.message;
    const at = '2026-11-29T10:00:00.000Z';
    expect(refusal({ action: 'delete', ids: [1, 2], versions: [at, at] })).toBeUndefined();
    expect(refusal({ action: 'delete', ids: [1, 2], versions: [at] })).toBe('Name one version for each selected part');
    expect(refusal({ action: 'delete', ids: [1], versions: ['yesterday'] })).toBe('expectedUpdatedAt must be a timestamp');
    expect(bulkStaleMessage(['SS-1', 'SS-2'])).toBe('2 of the selected parts were changed by someone else since you last saw them (SS-1, SS-2). Nothing was changed: the list now shows them as they are.');
    expect(bulkStaleMessage(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toContain('(A, B, C, D, E and 2 more)');
  });
});
