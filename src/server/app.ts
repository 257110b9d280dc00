import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import { defaultShopSettings } from '../domain/shop-settings.schema.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAuth, loadAuthSecret } from './modules/auth/better-auth.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { cartRoutes, orderRequestRoutes } from './modules/orders/orders.routes.ts';
import { createCatalogVersionSource } from './modules/catalog/catalog-version.repository.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createShopMail } from './modules/mail/shop-mail.ts';
import { stockAlertRoutes } from './modules/stock-alerts/stock-alerts.routes.ts';
import { queueRestockMails } from './modules/stock-alerts/stock-alerts.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createImportService } from './modules/imports/imports.service.ts';
import { catalogueUpkeep, startEmbeddedUpkeep } from './db/upkeep.ts';
import { createSearchDemand } from './modules/search-demand/search-demand.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { pageMeta } from './modules/seo/page-meta.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { publicSiteRoutes } from './modules/settings/settings.routes.ts';
import { adminScope } from './admin-routes.ts';
import { catalogCachePlugin, createCatalogCache } from './plugins/catalog-cache.ts';
import { registerCompression } from './plugins/compression.ts';
import errorsPlugin from './plugins/errors.ts';
import { publicRateLimit } from './plugins/rate-limit.ts';
import refuseNul from './plugins/refuse-nul.ts';
import sameOrigin from './plugins/same-origin.ts';
import { type PageRenderer, registerSpa } from './plugins/spa.ts';
import type { ObjectStorage } from './storage/storage.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  /**
   * A read replica of `database` (DATABASE_READ_URL): the public catalogue (search, parts, facets, the
   * sitemap and page titles) and its cache version are read from it. Writes, sign-in, the rate limits
   * and the whole admin area stay on `database`.
   */
  readDatabase?: Database;
  storage: ObjectStorage;
  /** Folder of the built web app; when absent only the API and media are served (tests, dev). */
  clientDir?: string;
  /** The built server renderer (dist/server/entry-server.js); without it pages are rendered in the browser only. */
  renderer?: PageRenderer;
  logger?: FastifyServerOptions['logger'];
  /** The server's time; tests move it to check time limits at their edges. */
  clock?: Clock;
  timeouts?: { requestMs: number; connectionMs: number };
}

/** Long enough for five 5 MB pictures over a slow phone line; short enough that slow clients cannot pile up. */
export const DEFAULT_TIMEOUTS = { requestMs: 120_000, connectionMs: 180_000 };

/** The nearest `hops` proxies are believed, as proxy-addr does for a number (Fastify's types only take a function). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp({ config, database, readDatabase = database, storage, clientDir, renderer, logger = false, clock = systemClock, timeouts = DEFAULT_TIMEOUTS }: AppDependencies) {
  const app = Fastify({
    logger,
    // A client that sends its request slowly, or holds an idle connection, is cut off.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    // Believe X-Forwarded-* only from the proxies the operator named (TRUST_PROXY); never by default.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route, as registered: the guard test walks this list.
  const routeTable: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);

  await app.register(errorsPlugin);
  await app.register(refuseNul);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The shop is served over plain HTTP on a developer's machine: only production asks for HTTPS.
    hsts: config.nodeEnv === 'production',
  });

  // Before every route: its hook joins each route registered after it (and runs after scope hooks such as the catalogue cache's).
  await registerCompression(app);

  const { db } = database;
  const catalogDb = readDatabase.db;
  // One cache of public answers per server, emptied by any catalogue write on any server (its version).
  // The version comes from where the catalogue is read: an answer is never cached under a version its data is not from.
  const catalogVersion = await createCatalogVersionSource(readDatabase);
  app.addHook('onClose', () => catalogVersion.close());
  const catalogCache = createCatalogCache({ readVersion: catalogVersion.read, enabled: config.catalogCache });
  const auth = createAuth(db, config, await loadAuthSecret(db), (message) => app.log.error(message));
  await app.register(sameOrigin, { publicUrl: config.publicUrl });
  await app.register(healthRoutes, { prefix: '/api', db, readDb: catalogDb, storage });
  await app.register(authRoutes, { prefix: '/api/auth', db, auth, adminEmail: config.adminEmail, clock });
  const settingsDefaults = defaultShopSettings({ contactEmail: config.contactEmail });
  // E-mail goes out only when SMTP_URL says where to (ADR 019): queued with what it tells of, sent after.
  // Before each delivery the mailer queues the stock alerts of parts that can be ordered again (bound
  // once the shop's mail exists, which is made from the mailer).
  let restock: (() => Promise<number>) | undefined;
  const mailer = config.mail ? createMailer({ db, settings: config.mail, clock, onError: (error) => app.log.error(error), gather: async () => restock?.() }) : undefined;
  if (mailer) app.addHook('onClose', () => mailer.close());
  const mail = mailer ? createShopMail({ mailer, shopName: config.shopName, publicUrl: config.publicUrl, settingsDefaults }) : undefined;
  if (mail) {
    restock = () => queueRestockMails(db, mail, clock());
    // A change in the back office may have put a part back in stock: its visitors hear of it at once,
    // not at the mailer's next look (an import's commit, which runs after its request, waits for that).
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.url.startsWith('/api/admin/') && reply.statusCode < 400) mail.sendSoon();
    });
  }
  // The embedded database has no autovacuum: the shop keeps its catalogue's statistics itself.
  app.addHook('onClose', startEmbeddedUpkeep(database, (error) => app.log.error(error)));
  const imports = createImportService({ db, clock, upkeep: () => catalogueUpkeep(database), commitHoldsDatabase: database.kind === 'pglite', onError: (error) => app.log.error(error) });
  app.addHook('onClose', () => imports.close());
  // What visitors searched for and did not find, counted in memory a minute at a time (ADR 020).
  const demand = createSearchDemand({ db, clock, onError: (error) => app.log.error(error) });
  app.addHook('onClose', () => demand.close());
  await app.register(adminScope, { prefix: '/api/admin', db, auth, storage, settingsDefaults, imports, demand, clock, mailing: mail !== undefined });
  await app.register(
    async (publicApi) => {
      await publicApi.register(publicRateLimit, { db, clock, requestsPerMinute: config.publicApiRequestsPerMinute });
      await publicApi.register(catalogCachePlugin, { cache: catalogCache });
      await publicApi.register(catalogRoutes, { db: catalogDb, readVersion: catalogVersion.read, storage, demand });
      await publicApi.register(cartRoutes, { db });
    },
    { prefix: '/api/catalog' },
  );
  await app.register(contactRoutes, { prefix: '/api', db, clock, mail });
  await app.register(orderRequestRoutes, { prefix: '/api', db, clock, mail });
  await app.register(stockAlertRoutes, { prefix: '/api', db, clock, mail });
  await app.register(publicSiteRoutes, { prefix: '/api', db, defaults: settingsDefaults, shopName: config.shopName, stockAlerts: Boolean(mail) });
  await app.register(mediaRoutes, { prefix: '/media', storage });
  const site = { shopName: config.shopName, publicUrl: config.publicUrl };
  await app.register(
    async (pages) => {
      await pages.register(catalogCachePlugin, { cache: catalogCache });
      await pages.register(seoRoutes, { db: catalogDb, site });
    },
  );

  if (clientDir) {
    await registerSpa(app, {
      clientDir,
      publicUrl: config.publicUrl,
      shopName: config.shopName,
      metaFor: (pathname) => pageMeta(catalogDb, site, pathname),
      renderer,
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'NOT_FOUND', message: 'Not found' }));
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: { method: string; url: string }[];
  }
}
