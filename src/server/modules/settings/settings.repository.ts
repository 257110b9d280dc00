import { eq, sql } from 'drizzle-orm';

import type { ShopSettingsInput } from '../../../domain/shop-settings.schema.ts';
import type { Db } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';

export async function findShopSettings(db: Db): Promise<{ settings: ShopSettingsInput; version: number } | undefined> {
  const [row] = await db.select({ settings: shopSettings.settings, version: shopSettings.version }).from(shopSettings).where(eq(shopSettings.id, 1));
  return row;
}

/**
 * Writes the settings if they are still at `version` (0: never saved), in one statement, so two
 * owners saving at once cannot both win. Answers the new version, or undefined when it was stale.
 */
export async function writeShopSettings(db: Db, settings: ShopSettingsInput, version: number): Promise<number | undefined> {
  const [row] = await db
    .insert(shopSettings)
    .values({ id: 1, settings, version: 1 })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: { settings, version: sql`${shopSettings.version} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${shopSettings.version} = ${version}`,
    })
    .returning({ version: shopSettings.version });
  // A first save (version 0) that finds a row already there is stale too: the update's condition fails.
  if (!row || (version === 0 && row.version !== 1)) return undefined;
  return row.version;
}
