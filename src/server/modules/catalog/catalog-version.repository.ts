import { eq } from 'drizzle-orm';

import type { Database, Db } from '../../db/client.ts';
import { catalogVersion } from '../../db/schema/index.ts';
import { forgetIfFailed, sharedRead } from '../../shared-read.ts';

/** The catalogue's version: moved on by every write to parts, categories and vehicles (triggers, migrations 0015 and 0018). */
export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * The catalogue's search version: moved on only by the writes that can change which parts a search finds
 * (not a price or stock alone; migration 0038), never behind the version read before it.
 */
export async function readSearchVersion(db: Db): Promise<number> {
  const [row] = await db.select({ searchVersion: catalogVersion.searchVersion }).from(catalogVersion).where(eq(catalogVersion.id, 1));
  return row?.searchVersion ?? 0;
}

export interface CatalogVersionSource {
  /** The version as of now: a write committed before the call is always seen. */
  read(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Where a server learns the catalogue's version. On PostgreSQL, other servers write too, so it is read
 * from the database, one read shared by the requests that arrive together. PGlite has one server, in
 * this process, and tells it of every bump (NOTIFY catalog_version) before the writing statement has
 * finished: the version is read again only after a write.
 */
export async function createCatalogVersionSource(database: Database): Promise<CatalogVersionSource> {
  const fromDatabase = sharedRead(() => readCatalogVersion(database.db));
  if (!database.listen) return { read: fromDatabase, close: async () => undefined };
  let known: Promise<number> | null = null;
  const stop = await database.listen('catalog_version', () => {
    known = null;
  });
  return {
    read: () => {
      if (!known) {
        const reading = fromDatabase();
        known = forgetIfFailed(reading, () => known === reading, () => (known = null));
      }
      return known;
    },
    // The database may already be closed (the server is shutting down): nothing is left to stop then.
    close: () => stop().catch(() => undefined),
  };
}
