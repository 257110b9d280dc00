import { LOW_STOCK_UNITS } from '../../../domain/admin-parts.schema.ts';
import { SETTINGS_MESSAGES, type ShopSettings, type ShopSettingsInput, ShopSettingsInputSchema } from '../../../domain/shop-settings.schema.ts';
import type { Db } from '../../db/client.ts';
import { StaleEditError } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/activity.repository.ts';
import { findShopSettings, writeShopSettings } from './settings.repository.ts';

const FIELD_NAMES: Record<keyof ShopSettingsInput, string> = {
  contactEmail: 'contact e-mail',
  phone: 'phone',
  postalAddress: 'postal address',
  openingHours: 'opening hours',
  about: 'about the shop',
  sites: 'other sites',
  lowStockUnits: 'low stock mark',
};

/** The saved settings, or the defaults (version 0) until the owner first saves. */
export async function getShopSettings(db: Db, defaults: ShopSettingsInput): Promise<ShopSettings> {
  const row = await findShopSettings(db);
  if (!row) return { ...defaults, version: 0 };
  // Settings saved by an older version of the shop may lack a newer field: the default fills it.
  const parsed = ShopSettingsInputSchema.safeParse({ ...defaults, ...row.settings });
  return { ...(parsed.success ? parsed.data : defaults), version: row.version };
}

/** The owner's low-stock mark (LOW_STOCK_UNITS until one is saved): the parts list's Low stock filter and its export. */
export async function lowStockMark(db: Db): Promise<number> {
  const parsed = ShopSettingsInputSchema.shape.lowStockUnits.safeParse((await findShopSettings(db))?.settings.lowStockUnits);
  return parsed.success ? parsed.data : LOW_STOCK_UNITS;
}

export async function saveShopSettings(db: Db, actor: Actor, input: ShopSettingsInput, version: number, defaults: ShopSettingsInput): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    const before = await getShopSettings(tx, defaults);
    const saved = await writeShopSettings(tx, input, version);
    if (saved === undefined) throw new StaleEditError(SETTINGS_MESSAGES.stale);
    const changed = (Object.keys(FIELD_NAMES) as (keyof ShopSettingsInput)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(input[key]));
    await recordActivity(tx, actor, {
      action: 'update',
      entityType: 'shop_settings',
      summary: changed.length ? `Updated shop settings: ${changed.map((key) => FIELD_NAMES[key]).join(', ')}` : 'Saved shop settings without changes',
    });
    return { ...input, version: saved };
  });
}
