import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { categories } from '../../db/schema/index.ts';
import { insertPart } from '../../testing/builders.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';
import { createCatalogVersionSource, readCatalogVersion, readSearchVersion } from './catalog-version.repository.ts';

describeEachDatabase('the catalogue version a server goes by', (context) => {
  it('moves on with every catalogue write and is never older than a write committed before the read', async () => {
    const { database } = context();
    const source = await createCatalogVersionSource(database);
    try {
      const before = await source.read();
      expect(before).toBe(await readCatalogVersion(database.db));
      await insertPart(database.db);
      expect(await source.read()).toBeGreaterThan(before);
      const [a, b] = await Promise.all([source.read(), source.read()]);
      expect(a).toBe(b);
      await database.db.transaction(async (tx) => {
        await insertPart(tx);
        await insertPart(tx);
      });
      expect(await source.read()).toBe(await readCatalogVersion(database.db));
    } finally {
      await source.close();
    }
  });

  it('moves the search version only with the writes that can change what a search finds, not a price or stock alone', async () => {
    const { db } = context().database;
    const versions = async () => ({ version: await readCatalogVersion(db), search: await readSearchVersion(db) });
    /** How each version moved with `write`: 0 when it stayed. */
    const moved = async (write: () => Promise<unknown>) => {
      const before = await versions();
      await write();
      const after = await versions();
      return { version: Math.sign(after.version - before.version), search: Math.sign(after.search - before.search) };
    };
    let part = await insertPart(db, { name: 'Versioned Bracket' });
    const set = (assignments: ReturnType<typeof sql>) => db.execute(sql`update parts set ${assignments} where id = ${part.id}`);
    // An order request takes a part off the shelf; the owner changes a price: the answers change, not what a search finds.
    expect(await moved(() => set(sql`stock = stock + 1, in_stock = true, regular_price = regular_price + 1, updated_at = now()`))).toEqual({ version: 1, search: 0 });
    // A text written again as it was.
    expect(await moved(() => set(sql`name = name, description = description`))).toEqual({ version: 1, search: 0 });
    for (const change of [sql`name = 'Versioned Bracket, Rear'`, sql`description = 'New words'`, sql`sku = sku || '-B'`, sql`categories = array['Brackets']`, sql`make = 'Oakland'`, sql`model = 'Six'`, sql`year_start = 1930`, sql`year_end = 1931`]) {
      expect(await moved(() => set(change))).toEqual({ version: 1, search: 1 });
    }
    expect(await moved(() => db.execute(sql`delete from parts where id = ${part.id}`))).toEqual({ version: 1, search: 1 });
    expect(await moved(async () => (part = await insertPart(db)))).toEqual({ version: 1, search: 1 });
    expect(await moved(() => db.insert(categories).values({ name: 'Versioned Section', isSection: true }))).toEqual({ version: 1, search: 1 });
  });
});
