import { expect, it } from 'vitest';

import { insertPart } from '../../testing/builders.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';
import { createCatalogVersionSource, readCatalogVersion } from './catalog-version.repository.ts';

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
});
