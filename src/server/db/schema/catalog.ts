import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The catalogue's version, one row: statement triggers on parts, categories and vehicles move it on
 * with every write (migration 0015). Public answers are cached per version on every server.
 * `searchVersion` moves with every write that can change which parts a search finds (migration 0038):
 * not with a part's price or stock alone, so the search vocabulary and the counts kept with it
 * (modules/catalog/vocabulary.ts) outlive an order taking parts off the shelf.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    searchVersion: bigint('search_version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalog_version_single_row', sql`${t.id} = 1`)],
);
