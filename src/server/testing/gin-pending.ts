import { sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';

/**
 * PostgreSQL only: the pages of entries the parts' GIN indexes (trigram search text, categories) hold in
 * their pending lists, not yet merged, which every search through them reads (pgstattuple).
 */
export async function pendingIndexPages(db: Db): Promise<number> {
  await db.execute(sql`create extension if not exists pgstattuple`);
  const result = await db.execute(sql`select sum((pgstatginindex(index)).pending_pages)::int as pages from unnest(array['parts_search_text_trgm', 'parts_categories_gin']::regclass[]) as index`);
  return (result as unknown as { rows: { pages: number }[] }).rows[0]!.pages;
}
