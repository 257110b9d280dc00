import { describe, expect, it } from 'vitest';

import { neutraliseFormula } from './csv-import.ts';
import { parseInStock, parsePrice, parseStock, readCategoryPaths, readPartRow, readPartsHeader, splitList } from './parts-csv.ts';

function read(headers: string[], cells: string[], options = {}) {
  const header = readPartsHeader(headers);
  if (!header.ok) throw new Error(header.message);
  return readPartRow(header.columns, cells, 2, options);
}

describe('parts CSV rules (SPEC §5)', () => {
  it('matches headers whatever their case, spacing and punctuation, and names the missing required ones', () => {
    expect(readPartsHeader(['\uFEFFsku', 'NAME', 'Regular  Price']).ok).toBe(true);
    expect(readPartsHeader(['SKU', 'Title'])).toEqual({ ok: false, message: 'Missing required column(s): Name, Regular price' });
  });

  it('reads prices with $, commas and spaces, and decimal commas in a ;-separated file', () => {
    expect(parsePrice('$1,234.50')).toBe(1234.5);
    expect(parsePrice(' 12 ')).toBe(12);
    expect(parsePrice('12,50', { decimalComma: true })).toBe(12.5);
    expect(parsePrice('1.234,50', { decimalComma: true })).toBe(1234.5);
    expect(parsePrice('-5')).toBe(-5);
    expect(parsePrice('abc')).toBeUndefined();
    expect(parsePrice('')).toBeUndefined();
  });

  it('takes stock as a non-negative whole number, 0 otherwise; out of stock only for the words that say so', () => {
    expect([parseStock('7'), parseStock('-4'), parseStock('2.5'), parseStock('many'), parseStock('')]).toEqual([7, 0, 0, 0, 0]);
    for (const word of ['no', 'FALSE', '0', 'n', 'Out of stock']) expect(parseInStock(word), word).toBe(false);
    for (const word of ['yes', '1', 'true', 'in stock', 'backorder']) expect(parseInStock(word), word).toBe(true);
  });

  it("splits lists on commas but not on WooCommerce's \\, and reads category paths 'A > B'", () => {
    expect(splitList('Pontiac, Oakland')).toEqual(['Pontiac', 'Oakland']);
    expect(splitList('Nuts\\, bolts, Washers')).toEqual(['Nuts, bolts', 'Washers']);
    expect(readCategoryPaths('Clothing, Clothing > T-shirts, emblems > Hood Ornaments')).toEqual({
      categories: ['Clothing', 'T-shirts', 'Hood Ornaments'],
      sections: { 'T-shirts': 'CLOTHING', 'Hood Ornaments': 'EMBLEMS' },
    });
  });

  it('skips a row without SKU or name, and lists each broken rule by column in the form’s words', () => {
    const headers = ['SKU', 'Name', 'Regular price', 'Year Start', 'Year End', 'Weight (lbs)'];
    expect(read(headers, ['', 'Lens', '1'])).toEqual({ kind: 'skip', error: { row: 2, column: 'SKU', message: 'Skipped: no SKU' } });
    expect(read(headers, ['A-1', ' ', '1'])).toEqual({ kind: 'skip', error: { row: 2, column: 'Name', message: 'Skipped: no name' } });
    expect(read(headers, ['A-1', 'Lens', '-1'])).toMatchObject({ kind: 'error', errors: [{ column: 'Regular price', message: 'Price cannot be negative' }] });
    expect(read(headers, ['A-1', 'Lens', '1', '1955', '1950'])).toMatchObject({ kind: 'error', errors: [{ column: 'Year End', message: 'End year cannot be before start year' }] });
    expect(read(headers, ['A-1', 'Lens', '1', '55', ''])).toMatchObject({ kind: 'error', errors: [{ column: 'Year Start', message: 'Invalid year format' }] });
    expect(read(headers, ['A-1', 'Lens', '1', '2041', ''])).toMatchObject({ kind: 'error', errors: [{ column: 'Year Start', message: 'Start year must be between 1900 and 2040' }] });
    expect(read(headers, ['A-1', 'Lens', '1', '', '', 'heavy'])).toMatchObject({ kind: 'error', errors: [{ column: 'Weight', message: 'Weight must be a number' }] });
    expect(read(headers, ['--', 'Lens', '1'])).toMatchObject({ kind: 'error', errors: [{ column: 'SKU', message: 'SKU must contain a letter or a digit' }] });
  });

  it('takes fitment from its own columns or from WooCommerce attribute pairs, and converts metric sizes', () => {
    const woo = read(
      ['SKU', 'Name', 'Regular price', 'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute 2 name', 'Attribute 2 value(s)', 'Attribute 3 name', 'Attribute 3 value(s)', 'Weight (kg)', 'Length (cm)'],
      ['A-1', 'Lens', '1', 'Make', 'Pontiac, Oakland', 'Year Start', '1930', 'Model', 'V-8', '1', '2.54'],
    );
    expect(woo).toMatchObject({ kind: 'part', read: { part: { make: 'Pontiac, Oakland', model: 'V-8', yearStart: 1930, yearEnd: 1930, weightLbs: 2.2, lengthIn: 1 } } });
    const plain = read(['SKU', 'Name', 'Regular price'], ['A-1', 'Lens', '1']);
    expect(plain).toMatchObject({ kind: 'part', read: { part: { make: 'Pontiac', model: '', yearStart: 1926, yearEnd: 1960, inStock: true, stock: 0 }, provided: ['sku', 'name', 'regularPrice'] } });
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx', 'Plain', '12'].map(neutraliseFormula)).toEqual(["'=SUM(A1)", "'+1", "'-2", "'@cmd", "'\tx", "'\rx", 'Plain', '12']);
  });
});
