import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { addVocabularyTerms } from '../../../domain/search-text.ts';
import { insertPart } from '../../testing/builders.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';
import { createVocabularySource } from './vocabulary.ts';

/** Texts with every kind of mark the vocabulary rules treat: hyphens, dots, apostrophes, digits, accents, lengths. */
const PARTS = [
  { name: '(NOS) Ride-Master Shock Absorber, Front', make: 'Pontiac', model: 'Chieftain', description: "Safe-T-Track axle's partner. Fits No.2 and 977-5196; see O'Brien's notes." },
  { name: 'Hood Ornament  Lens.', make: 'Oakland, Pontiac', model: 'Star Chief', description: 'Amber Bézel insert — correct tint. Ab xy abc ' + 'a'.repeat(41) + ' ' + 'b'.repeat(40) },
  { name: 'Carburetor Kit 2-Barrel', make: 'Pontiac', model: 'Torpedo Eight', description: '' },
  { name: 'ÜBER-COOL Fan... belt', make: 'Oakland', model: 'All-American Six', description: 'Straight-8 engines; x-ray.checked e.g. 1.5in. Straße, Coupé Œuvre' },
  // A term written apart before ("ridemaster") and in the same text ("fanbelt") held as a word: a word.
  { name: 'Fan Belt Guard', make: 'Pontiac', model: 'Chieftain', description: 'Fits the ridemaster and every fanbelt.' },
];

describeEachDatabase('the search vocabulary', (context) => {
  it('gathers the same words in TypeScript (imports) as the database trigger does (every other write)', async () => {
    const { database } = context();
    const expected = new Set<string>();
    const joined = new Set<string>();
    for (const part of PARTS) addVocabularyTerms(part, expected, joined);
    const fromTrigger = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from search_terms`);
        // One part at a time, as the shop writes them: a term written apart in one part and held as a word by a later one is a word.
        for (const part of PARTS) await insertPart(tx, part);
        const result = (await tx.execute(sql`select term, joined from search_terms order by term`)) as unknown as { rows: { term: string; joined: boolean }[] };
        throw Object.assign(new Error('roll back'), { terms: result.rows.map((row) => `${row.term}${row.joined ? ' (joined)' : ''}`) });
      })
      .catch((error: { terms?: string[] }) => error.terms);
    expect(fromTrigger).toEqual([...expected].sort().map((term) => `${term}${joined.has(term) ? ' (joined)' : ''}`));
    expect([...joined]).toEqual(expect.arrayContaining(['safettrack', 'hoodornament', 'ubercool', 'beltguard']));
    expect([...expected].filter((term) => !joined.has(term))).toEqual(expect.arrayContaining(['ridemaster', 'fanbelt', 'lens', 'strasse']));
    expect(expected).toEqual(new Set([...expected].filter((term) => /^[a-z]{3,40}$/.test(term))));
    expect([...expected]).toEqual(expect.arrayContaining(['ridemaster', 'safettrack', 'nosride', 'obriens', 'hoodornament', 'lens', 'b'.repeat(40), 'bezel', 'uber', 'ubercool', 'strasse']));
  });

  it('is kept, with what is remembered with it, through a change of price or stock, and read afresh after a change of words', async () => {
    const { database } = context();
    const part = await insertPart(database.db, { name: 'Kept Vocabulary Clip' });
    const vocabulary = createVocabularySource(database.db);
    const first = await vocabulary();
    await database.db.execute(sql`update parts set stock = stock + 2, regular_price = regular_price + 1, updated_at = now() where id = ${part.id}`);
    expect(await vocabulary()).toBe(first);
    await database.db.execute(sql`update parts set name = 'Kept Vocabulary Zwingle' where id = ${part.id}`);
    const renamed = await vocabulary();
    expect(renamed).not.toBe(first);
    expect(renamed.termSet.has('zwingle')).toBe(true);
  });

  it('is left to the import when it supplies the words itself, and kept by the trigger otherwise', async () => {
    const { database } = context();
    const count = async () => ((await database.db.execute(sql`select count(*)::int as n from search_terms where term = 'zyxwvutsrq'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('shop.vocabulary_supplied', 'on', true)`);
        await insertPart(tx, { name: 'Zyxwvutsrq Bracket' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await count()).toBe(0);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('shop.vocabulary_supplied', 'on', true)`);
      await insertPart(tx, { name: 'Zyxwvutsrq Bracket' });
    });
    expect(await count()).toBe(0);
    // The setting lasts one transaction: the next write is the trigger's again.
    await insertPart(database.db, { name: 'Zyxwvutsrq Bracket, Rear' });
    expect(await count()).toBe(1);
  });
});
