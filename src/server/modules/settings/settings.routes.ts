import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { PublicSiteSchema } from '../../../domain/public-site.schema.ts';
import { ShopSettingsSchema, type ShopSettingsInput, ShopSettingsUpdateSchema } from '../../../domain/shop-settings.schema.ts';
import type { Db } from '../../db/client.ts';
import { getShopSettings, saveShopSettings } from './settings.service.ts';

interface SettingsOptions {
  db: Db;
  /** The first values, from the environment settings. */
  defaults: ShopSettingsInput;
}

/** What the public pages show about the shop (contact details, about text, other sites). */
export const publicSiteRoutes: FastifyPluginAsyncZod<SettingsOptions & { shopName: string; stockAlerts: boolean }> = async (app, { db, defaults, shopName, stockAlerts }) => {
  app.get('/site', { schema: { response: { 200: PublicSiteSchema } } }, async () => {
    const { version: _version, lowStockUnits: _mark, ...settings } = await getShopSettings(db, defaults);
    return { ...settings, shopName, stockAlerts };
  });
};

/** Shop settings in the admin area. */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsOptions> = async (app, { db, defaults }) => {
  app.get('/settings', { schema: { response: { 200: ShopSettingsSchema } } }, async () => getShopSettings(db, defaults));
  app.put('/settings', { bodyLimit: 128 * 1024, schema: { body: ShopSettingsUpdateSchema, response: { 200: ShopSettingsSchema } } }, async (request) => {
    const { version, ...input } = request.body;
    return saveShopSettings(db, request.admin, input, version, defaults);
  });
};
