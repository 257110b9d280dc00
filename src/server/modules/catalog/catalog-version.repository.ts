import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { catalogVersion } from '../../db/schema/index.ts';

/** The catalogue's version: moved on by every write to parts, categories and vehicles (triggers, migration 0015). */
export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}
