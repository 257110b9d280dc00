import { sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { PARTS_GIN_INDEXES } from '../db/upkeep.ts';

/**
 * PostgreSQL only: the pages of entries the parts' GIN indexes (PARTS_GIN_INDEXES) hold in
 * their pending lists, not yet merged, which every search through them reads (pgstattuple).
 */
export async function pendingIndexPages(db: Db): Promise<number> {
  await db.execute(sql`create extension if not exists pgstattuple`);
  const result = await db.execute(sql`select sum((pgstatginindex(index)).pending_pages)::int as pages from unnest(${sql.param([...PARTS_GIN_INDEXES])}::regclass[]) as index`);
  return (result as unknown as { rows: { pages: number }[] }).rows[0]!.pages;
}
