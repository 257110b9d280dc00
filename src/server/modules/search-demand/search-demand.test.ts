import { beforeAll, expect, it } from 'vitest';

import type { UnfoundSearch } from '../../../domain/search-demand.ts';
import { parts, unfoundSearches } from '../../db/schema/index.ts';
import { adminHeaders } from '../../testing/sign-in.ts';
import { describeEachDatabase, type TestContext } from '../../testing/test-database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A visitor's search from their own address, through the public API (the cache answers repeats). */
const searchFrom = (context: () => TestContext) => (query: string, remoteAddress: string) => context().app.inject({ url: `/api/catalog/search?${query}`, remoteAddress });

/** The back office's list, as the signed-in owner reads it (signed in afresh: tests move the clock). */
const listOf = (context: () => TestContext) => async (): Promise<UnfoundSearch[]> => {
  const response = await context().app.inject({ url: '/api/admin/unfound-searches', headers: await adminHeaders(context()) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().searches;
};

const seedParts = async (context: () => TestContext) => {
  await context().database.db.insert(parts).values([
    { sku: 'SD-1', name: 'Tail Lamp Lens', regularPrice: '38.00', make: 'Pontiac', model: 'Star Chief', yearStart: 1955, yearEnd: 1955 },
    { sku: 'SD-2', name: 'Hood Ornament', regularPrice: '249.00', make: 'Pontiac', model: 'Star Chief', yearStart: 1955, yearEnd: 1956 },
  ]);
};

describeEachDatabase('searches that found nothing: counted', (context) => {
  const search = searchFrom(context);
  const list = listOf(context);
  beforeAll(() => seedParts(context));

  it('counts each visitor once a search found nothing or not every word, answered by the search or from the cache', async () => {
    const first = await search('q=Rochester%20%202GC', '192.0.2.1');
    expect(first.json()).toMatchObject({ total: 0 });
    expect(first.headers['x-cache']).toBe('miss');
    const cached = await search('q=Rochester%20%202GC', '192.0.2.2');
    expect(cached.headers['x-cache']).toBe('hit');
    // The same visitor again, and a third visitor typing it another way: one search.
    await search('q=Rochester%20%202GC', '192.0.2.2');
    await search('q=rochester%202gc', '192.0.2.3');
    // Some words found, not together, beside a filter; every word found; no keyword: not counted.
    expect((await search('q=tail%20lens%20zzyzx&year=1955', '192.0.2.1')).json()).toMatchObject({ partial: { missingWords: ['zzyzx'] } });
    expect((await search('q=tail%20lens', '192.0.2.1')).json()).toMatchObject({ total: 1 });
    await search('make=Pontiac&year=1927', '192.0.2.1');
    // A refused search is no search.
    expect((await search('q=gasket&year=1492', '192.0.2.1')).statusCode).toBe(400);

    // (The other test's search may be listed too: tests run in any order.)
    const listed = (await list()).filter((entry) => entry.query !== 'fender skirts');
    expect(listed).toEqual([
      { query: 'rochester 2gc', filters: '', foundNothing: true, missingWords: [], searches: 3, lastSeen: expect.any(String) },
      { query: 'tail lens zzyzx', filters: 'year=1955', foundNothing: false, missingWords: ['zzyzx'], searches: 1, lastSeen: expect.any(String) },
    ]);
    // A later minute adds its visitors to the count.
    await search('q=Rochester%20%202GC', '192.0.2.1');
    expect((await list())[0]).toMatchObject({ query: 'rochester 2gc', searches: 4 });
  });

  it('stops counting a search once the catalogue has the part', async () => {
    await search('q=fender%20skirts', '192.0.2.5');
    expect((await list()).map((entry) => entry.query)).toContain('fender skirts');
    await context().database.db.insert(parts).values({ sku: 'SD-3', name: 'Fender Skirts', regularPrice: '385.00', yearStart: 1953, yearEnd: 1954 });
    // The catalogue moved on: the cache's answer is gone, and the search now finds the part.
    expect((await search('q=fender%20skirts', '192.0.2.6')).json()).toMatchObject({ total: 1 });
    expect((await list()).find((entry) => entry.query === 'fender skirts')).toMatchObject({ searches: 1 });
  });
});

describeEachDatabase('searches that found nothing: kept in bounds', (context) => {
  const search = searchFrom(context);
  const list = listOf(context);
  beforeAll(() => seedParts(context));

  it('counts at most ten searches a minute from one address, so no one fills the list', async () => {
    for (let i = 0; i < 15; i++) await search(`q=nonsense${i}`, '198.51.100.7');
    expect((await list()).filter((entry) => entry.query.startsWith('nonsense'))).toHaveLength(10);
    // The next minute counts the address again.
    await search('q=nonsense14', '198.51.100.7');
    expect((await list()).map((entry) => entry.query)).toContain('nonsense14');
  });

  it('takes a search off the list when the owner dismisses it, until visitors search it again', async () => {
    await search('q=wing%20nut%20zzz', '198.51.100.8');
    expect((await list()).map((entry) => entry.query)).toContain('wing nut zzz');
    const dismiss = async () =>
      context().app.inject({ method: 'DELETE', url: '/api/admin/unfound-searches', headers: await adminHeaders(context()), payload: { query: 'wing nut zzz', filters: '' } });
    expect((await dismiss()).statusCode).toBe(204);
    expect((await list()).map((entry) => entry.query)).not.toContain('wing nut zzz');
    expect((await dismiss()).json()).toMatchObject({ message: 'That search is no longer on the list' });
    await search('q=wing%20nut%20zzz', '198.51.100.9');
    expect((await list()).find((entry) => entry.query === 'wing nut zzz')).toMatchObject({ searches: 1 });
  });

  it('lists the last 30 days, and forgets a search not searched for 90', async () => {
    await search('q=carter%20yh%20kit', '198.51.100.10');
    expect((await list()).map((entry) => entry.query)).toContain('carter yh kit');
    context().clock.advance(31 * DAY_MS);
    expect((await list()).map((entry) => entry.query)).not.toContain('carter yh kit');
    const kept = async () => (await context().database.db.select().from(unfoundSearches)).map((row) => row.query);
    expect(await kept()).toContain('carter yh kit');
    // Forgotten when the shop next counts a search (an idle shop writes nothing).
    context().clock.advance(60 * DAY_MS);
    await list();
    expect(await kept()).toContain('carter yh kit');
    await search('q=stromberg%20kit', '198.51.100.11');
    await list();
    expect(await kept()).toContain('stromberg kit');
    expect(await kept()).not.toContain('carter yh kit');
  });

  it("leaves out the owner's own searches: a browser holding the back office's session", async () => {
    const { cookie } = await adminHeaders(context());
    await context().app.inject({ url: '/api/catalog/search?q=owner%20test%20zzz', remoteAddress: '198.51.100.12', headers: { cookie } });
    await search('q=visitor%20test%20zzz', '198.51.100.12');
    const queries = (await list()).map((entry) => entry.query);
    expect(queries).toContain('visitor test zzz');
    expect(queries).not.toContain('owner test zzz');
  });

  it('is for the signed-in owner only', async () => {
    expect((await context().app.inject({ url: '/api/admin/unfound-searches' })).statusCode).toBe(401);
  });
});

describeEachDatabase('searches that found nothing: at most a thousand kept', (context) => {
  const search = searchFrom(context);

  it('keeps the 1,000 most searched, forgetting the least searched first', async () => {
    const { db } = context().database;
    const now = context().clock.now();
    await db.insert(unfoundSearches).values(
      Array.from({ length: 1_005 }, (_, i) => ({ query: `made up ${i}`, filters: '', missingWords: [], foundNothing: true, searches: 2 + (i % 3), firstSeen: now, lastSeen: now })),
    );
    await search('q=zzyzx%20qqq', '203.0.113.1');
    await listOf(context)();
    const rows = await db.select().from(unfoundSearches);
    expect(rows).toHaveLength(1_000);
    // The new search, one visitor, was the least searched.
    expect(rows.map((row) => row.query)).not.toContain('zzyzx qqq');
    expect(Math.min(...rows.map((row) => row.searches))).toBe(2);
  });
});
