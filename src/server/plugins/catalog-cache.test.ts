import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, expect, it } from 'vitest';

import { buildApp, type App } from '../app.ts';
import { readCatalogVersion } from '../modules/catalog/catalog-version.repository.ts';
import { catalogRoutes } from '../modules/catalog/catalog.routes.ts';
import { createSearchDemand } from '../modules/search-demand/search-demand.service.ts';
import { catalogCachePlugin, createCatalogCache } from './catalog-cache.ts';
import { buildPartInput, insertPart, uniqueSku } from '../testing/builders.ts';
import { adminHeaders } from '../testing/sign-in.ts';
import { describeEachDatabase, testConfig } from '../testing/test-database.ts';

describeEachDatabase('the public catalogue cache', (context) => {
  let admin: { cookie: string; origin: string };
  beforeAll(async () => {
    admin = await adminHeaders(context());
  });
  const get = (url: string, headers: Record<string, string> = {}, app: App = context().app) => app.inject({ method: 'GET', url, headers });

  it('answers a repeated search from memory, whatever the order of its parameters, with an ETag and a short public lifetime', async () => {
    const word = `Cache${Date.now().toString(36).replace(/\d/g, '')}`;
    await insertPart(context().database.db, { name: `${word} Hubcap`, yearStart: 1950, yearEnd: 1952 });
    const first = await get(`/api/catalog/search?q=${word}&year=1951`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    const again = await get(`/api/catalog/search?year=1951&q=${word}`);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toContain('application/json');

    const unchanged = await get(`/api/catalog/search?q=${word}&year=1951`, { 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('forgets everything when the catalogue changes: a part saved by the admin shows in the next search, with a new ETag', async () => {
    const word = `Fresh${Date.now().toString(36).replace(/\d/g, '')}`;
    const before = await get(`/api/catalog/search?q=${word}`);
    expect(before.json().total).toBe(0);
    const saved = await context().app.inject({ method: 'POST', url: '/api/admin/parts', headers: admin, payload: buildPartInput({ sku: uniqueSku('CACHE'), name: `${word} Grille` }) });
    expect(saved.statusCode, saved.body).toBe(201);
    const after = await get(`/api/catalog/search?q=${word}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().total).toBe(1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never keeps or shares a refusal', async () => {
    const refused = await get('/api/catalog/search?year=1850');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers.etag).toBeUndefined();
    const missing = await get('/api/catalog/parts/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await get('/api/catalog/parts/2147483000')).headers['x-cache']).toBeUndefined();
  });

  it('is emptied on every server: a second server sharing the database shows a part the first one saved', async () => {
    const other = await buildApp({ config: testConfig(), database: context().database, storage: context().storage });
    try {
      const word = `Shared${Date.now().toString(36).replace(/\d/g, '')}`;
      const url = `/api/catalog/search?q=${word}`;
      expect((await get(url, {}, other)).json().total).toBe(0);
      expect((await get(url, {}, other)).headers['x-cache']).toBe('hit');
      const saved = await context().app.inject({ method: 'POST', url: '/api/admin/parts', headers: admin, payload: buildPartInput({ sku: uniqueSku('SHARE'), name: `${word} Bumper` }) });
      expect(saved.statusCode).toBe(201);
      const seen = await get(url, {}, other);
      expect(seen.headers['x-cache']).toBe('miss');
      expect(seen.json().total).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('caches the sitemap too, and is off when CATALOG_CACHE is false', async () => {
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).headers['x-cache']).toBe('hit');
    const uncached = await buildApp({ config: testConfig({ CATALOG_CACHE: 'false' }), database: context().database, storage: context().storage });
    try {
      await get('/api/catalog/facets', {}, uncached);
      const second = await get('/api/catalog/facets', {}, uncached);
      expect(second.headers['x-cache']).toBe('miss');
      expect(second.headers.etag).toBeDefined();
    } finally {
      await uncached.close();
    }
  });

  it('reads the catalogue\'s version once for an answer it does not hold: the search and the version route take the one it read', async () => {
    const { db } = context().database;
    let reads = 0;
    const readVersion = async () => {
      reads += 1;
      return readCatalogVersion(db);
    };
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    const demand = createSearchDemand({ db, clock: () => new Date(), onError: () => undefined });
    await bare.register(
      async (scope) => {
        await scope.register(catalogCachePlugin, { cache: createCatalogCache({ readVersion, enabled: true }) });
        await scope.register(catalogRoutes, { db, readVersion, storage: context().storage, demand });
      },
      { prefix: '/api/catalog' },
    );
    try {
      const word = `Once${Date.now().toString(36).replace(/\d/g, '')}`;
      await insertPart(db, { name: `${word} Hubcap` });
      const searched = await bare.inject({ url: `/api/catalog/search?q=${word}` });
      expect([searched.statusCode, searched.json().total, reads]).toEqual([200, 1, 1]);
      const version = await bare.inject({ url: '/api/catalog/version' });
      expect([version.json().version, reads]).toEqual([await readCatalogVersion(db), 2]);
    } finally {
      await bare.close();
      await demand.close();
    }
  });
});
