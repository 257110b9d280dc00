import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { compactText, lowerFoldedSql, nameHead, nameSize, wordsText } from '../../../domain/search-text.ts';
import { normalizeSku } from '../../../domain/sku.ts';
import { insertPart } from '../../testing/builders.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

/** Every printable ASCII mark, the marks parts' texts hold most, and a few letters outside a-z. */
const ASCII_MARKS = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const TEXTS = [
  { name: `All marks ${ASCII_MARKS}`, sku: 'AM-1', make: 'Pontiac', model: 'Chieftain', description: `Tab\there, line\nbreak, ${ASCII_MARKS.split('').reverse().join('')}` },
  { name: 'Ride-Master Shock (Front), 1955-57 12" "Star Chief"', sku: '977.5196', make: 'Oakland, Pontiac', model: 'Star Chief', description: "O'Brien's kit: gasket & seal; see p/n 977-5196." },
  { name: 'ÜBER-COOL Fan — belt', sku: 'UC 2', make: 'Oakland', model: 'All-American Six', description: 'Amber Bézel; Straße x-ray.checked e.g. 1.5in ½' },
];

describeEachDatabase('the parts\' search text', (context) => {
  it('is the words wordsText gives (accents folded) and the part number, and what a regular expression alone gives without replace() taking the common marks out first', async () => {
    const { database } = context();
    for (const text of TEXTS) await insertPart(database.db, text);
    const result = await database.db.execute(sql`
      select name, sku, search_text, search_name, name_words,
        ' ' || btrim(regexp_replace(replace(${sql.raw(lowerFoldedSql(`name || ' ' || sku || ' ' || make || ' ' || model || ' ' || description`))}, '''', ''), '[^a-z0-9]+', ' ', 'g')) || ' '
          || regexp_replace(lower(sku), '[^a-z0-9]', '', 'g') || ' ' as text_by_expression,
        regexp_replace(${sql.raw(lowerFoldedSql('name'))}, '[^a-z0-9]', '', 'g') as name_by_expression
      from parts where sku = any(${sql.param(TEXTS.map((text) => text.sku))}::text[]) order by sku`);
    const rows = (result as unknown as { rows: { name: string; sku: string; search_text: string; search_name: string; name_words: string; text_by_expression: string; name_by_expression: string }[] }).rows;
    expect(rows).toHaveLength(TEXTS.length);
    for (const row of rows) {
      const text = TEXTS.find((candidate) => candidate.sku === row.sku)!;
      expect(row.search_text).toBe(`${wordsText(`${text.name} ${text.sku} ${text.make} ${text.model} ${text.description}`)}${normalizeSku(text.sku)} `);
      expect(row.search_name).toBe(compactText(text.name));
      expect(row.search_text).toBe(row.text_by_expression);
      expect(row.search_name).toBe(row.name_by_expression);
      expect(row.name_words).toBe(wordsText(text.name));
    }
    const alphabet = 'abcdefghijklmnopqrstuvwxyz';
    expect(rows.find((row) => row.sku === 'AM-1')!.search_name).toBe(`allmarks0123456789${alphabet}${alphabet}`);
    // The name's words: marks and spaces between them one space, so a word is whole between two.
    expect(rows.find((row) => row.sku === '977.5196')!.name_words).toBe(' ride master shock front 1955 57 12 star chief ');
    // An apostrophe joins: "O'Brien's" is one word.
    expect(rows.find((row) => row.sku === '977.5196')!.search_text).toMatch(/ obriens kit gasket seal see p n 977 5196 9775196 $/);
    // Accented letters are read as plain ones: "Bézel" is "bezel", "Straße" "strasse".
    const accented = rows.find((row) => row.sku === 'UC 2')!;
    expect(accented.search_name).toBe('ubercoolfanbelt');
    expect(accented.search_text).toContain(' amber bezel ');
    expect(accented.search_text).toContain(' strasse x ray ');
  });

  it('keeps the word saying what each part is as nameHead reads it, and how many words its own name holds as nameSize counts them', async () => {
    const { database } = context();
    const names = ['Push-Button Radio, 1949-1958 Pontiac Chieftain', 'Radio Knob Set, 1939 Pontiac De Luxe 120', 'Front Coil Spring Pair, 1954-1957 Pontiac Star Chief', 'Star Chief Side Stars (set of 4), 1954-1957 Pontiac Star Chief', 'Horn', 'Set', "Owner's Manual", 'Hood Latch Assy', 'Ride-Master Shock (Front), 1955-57', 'Coupé Bézel', '(Bracket)', ...TEXTS.map((text) => text.name)];
    for (const [i, name] of names.entries()) await insertPart(database.db, { name, sku: `NH-${i}` });
    const result = await database.db.execute(sql`select name, name_head, name_size from parts where sku like 'NH-%' order by id`);
    const rows = (result as unknown as { rows: { name: string; name_head: string; name_size: number }[] }).rows;
    expect(rows.map((row) => row.name)).toEqual(names);
    for (const row of rows) expect(row.name_head, row.name).toBe(nameHead(row.name));
    for (const row of rows) expect(row.name_size, row.name).toBe(nameSize(row.name));
    expect(rows.slice(0, 10).map((row) => row.name_head)).toEqual(['radio', 'knob', 'spring', 'stars', 'horn', ' ', 'manual', 'latch', 'shock', 'bezel']);
    // The words of the name before its first comma or bracket, marks inside a word parting it: "Push-Button Radio" is three.
    expect(rows.map((row) => row.name_size)).toEqual([3, 3, 4, 4, 1, 1, 2, 3, 3, 2, 0, 2, 3, 4]);
  });
});
