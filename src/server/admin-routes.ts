import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from './db/client.ts';
import { UnauthorizedError } from './errors.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import type { Actor } from './modules/activity/activity.repository.ts';
import type { Auth } from './modules/auth/better-auth.ts';
import { resolveSession } from './modules/auth/session.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { messagesRoutes } from './modules/contact/contact.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import type { ImportService } from './modules/imports/imports.service.ts';
import { ordersAdminRoutes } from './modules/orders/orders.routes.ts';
import { partsRoutes } from './modules/parts/parts.routes.ts';
import { searchDemandRoutes } from './modules/search-demand/search-demand.routes.ts';
import type { SearchDemand } from './modules/search-demand/search-demand.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { stockAlertAdminRoutes } from './modules/stock-alerts/stock-alerts.routes.ts';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes.ts';
import type { ObjectStorage } from './storage/storage.ts';
import type { ShopSettingsInput } from '../domain/shop-settings.schema.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator; set by the admin scope's guard before any admin handler runs. */
    admin: Actor & { id: string };
  }
}

/**
 * Every /api/admin route lives inside this scope, whose first hook refuses anyone not signed in.
 * A route added here cannot forget the guard; a test walks the route table to prove it.
 */
export const adminScope: FastifyPluginAsyncZod<{ db: Db; auth: Auth; storage: ObjectStorage; settingsDefaults: ShopSettingsInput; imports: ImportService; demand: SearchDemand; clock: () => Date; mailing: boolean }> = async (
  app,
  { db, auth, storage, settingsDefaults, imports, demand, clock, mailing },
) => {
  app.decorateRequest('admin', null as unknown as Actor & { id: string });
  app.addHook('onRequest', async (request, reply) => {
    const signedIn = await resolveSession(auth, db, request, reply);
    if (!signedIn) throw new UnauthorizedError('Your session has ended. Please sign in again.');
    request.admin = signedIn.actor;
  });
  // Admin answers hold unpublished data: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // Uploads are read only here, behind the guard: an anonymous caller's files are never parsed. These
  // limits are a floor; each upload route reads its files with limits of its own (pictures, CSV files).
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 10 } });
  await app.register(dashboardRoutes, { db });
  await app.register(activityRoutes, { db });
  await app.register(searchDemandRoutes, { db, demand, clock });
  await app.register(partsRoutes, { db, storage });
  await app.register(stockAlertAdminRoutes, { db, mailing });
  await app.register(categoriesRoutes, { db });
  await app.register(vehiclesRoutes, { db });
  await app.register(messagesRoutes, { db });
  await app.register(ordersAdminRoutes, { db });
  await app.register(settingsRoutes, { db, defaults: settingsDefaults });
  await app.register(importsRoutes, { imports });
  await app.register(exportsRoutes, { db, clock });
  await app.register(twoFactorRoutes, { db, auth, clock });
};
