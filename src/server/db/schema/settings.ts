import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

import type { ShopSettingsInput } from '../../../domain/shop-settings.schema.ts';

/**
 * The shop's details the owner edits (Shop settings): one row, written on the first save. Until then
 * the shop shows its defaults, taken from the environment settings.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<ShopSettingsInput>().notNull(),
    /** Raised by one on every save: a save naming an older version is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);
