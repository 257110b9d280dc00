import { count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { parts, stockAlerts } from '../../db/schema/index.ts';
import { orderableUnits } from '../parts/parts.repository.ts';

/** Keeps a visitor's wish to hear when a part is back; a second wish for the same part and address (in any case) is the first. */
export async function insertStockAlert(db: Db, partId: number, email: string, now: Date): Promise<void> {
  await db.insert(stockAlerts).values({ partId, email, createdAt: now }).onConflictDoNothing();
}

/** How many parts an address (in any case) is waiting for. */
export async function countAlertsTo(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stockAlerts).where(sql`lower(${stockAlerts.email}) = ${email.toLowerCase()}`);
  return row?.n ?? 0;
}

/** How many visitors are waiting for a part. */
export async function countAlertsFor(db: Db, partId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stockAlerts).where(eq(stockAlerts.partId, partId));
  return row?.n ?? 0;
}

/** How many parts visitors wait for (the dashboard's tile). */
export async function countPartsAwaited(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(distinct ${stockAlerts.partId})`.mapWith(Number) }).from(stockAlerts);
  return row?.n ?? 0;
}

export interface RestockedAlert {
  email: string;
  partId: number;
  sku: string;
  name: string;
  regularPrice: string;
}

/**
 * Takes the wishes whose parts can be ordered again, deleting them in the caller's transaction (whose
 * e-mails are queued in it too): a second server sweeping at the same time waits for the rows, then finds
 * them gone, so each wish is answered once.
 */
export async function takeRestockedAlerts(db: Db): Promise<RestockedAlert[]> {
  const result = await db.execute(sql`
    delete from ${stockAlerts} as a using ${parts}
    where a.part_id = ${parts.id} and ${orderableUnits} > 0
    returning a.email, a.part_id as "partId", ${parts.sku} as sku, ${parts.name} as name, ${parts.regularPrice}::text as "regularPrice"`);
  return (result as unknown as { rows: RestockedAlert[] }).rows;
}
