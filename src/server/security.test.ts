import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { expect, it } from 'vitest';

import { buildApp } from './app.ts';
import { openTestDatabase } from './testing/test-database.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { parts } from './db/schema/index.ts';
import { NUL_MESSAGE } from './plugins/refuse-nul.ts';
import { RATE_LIMIT_SYNC_MS } from './plugins/rate-limit.ts';
import errorsPlugin, { TIMEOUT_MESSAGE } from './plugins/errors.ts';
import { processImage } from './modules/parts/part-images.ts';
import { buildPartInput, insertPart } from './testing/builders.ts';
import { multipartBody } from './testing/multipart.ts';
import { adminHeaders, TEST_ORIGIN } from './testing/sign-in.ts';
import { databaseKinds, describeEachDatabase, testConfig } from './testing/test-database.ts';

const EVIL = 'https://evil.example';

describeEachDatabase('security regressions', (context) => {
  const inject = (options: InjectOptions) => context().app.inject(options);

  it('refuses cross-site writes whatever the path spelling: /%61pi/ reaches the API router, and the check', async () => {
    const { cookie } = await adminHeaders(context());
    const part = await insertPart(context().database.db);
    const picture = multipartBody([{ filename: 'x.png', contentType: 'image/png', content: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer() }]);

    const attach = await inject({ method: 'POST', url: `/%61pi/admin/parts/${part.id}/images`, payload: picture.payload, headers: { cookie, origin: EVIL, ...picture.headers } });
    expect(attach.statusCode).toBe(403);
    const create = await inject({ method: 'POST', url: '/%61pi/admin/parts', payload: buildPartInput({ sku: 'CSRF-0001' }), headers: { cookie } });
    expect(create.statusCode).toBe(403);
    const signOut = await inject({ method: 'POST', url: '/%61pi/auth/sign-out', headers: { cookie, origin: EVIL } });
    expect(signOut.statusCode).toBe(403);

    const [after] = await context().database.db.select().from(parts).where(eq(parts.id, part.id));
    expect(after!.images).toEqual([]);
    expect(await context().database.db.select().from(parts).where(eq(parts.sku, 'CSRF-0001'))).toEqual([]);
    expect((await inject({ url: '/api/auth/session', headers: { cookie } })).json()).toMatchObject({ user: { email: expect.any(String) } });
  });

  it('answers a bad media key with 404, never 500, and never leaves the pictures folder', async () => {
    for (const url of ['/media/partimages/%25', '/media/partimages/..%2F..%2Fpackage.json', '/media/partimages/w800/%2e%2e/x.webp', '/media/partimages/%2Fetc%2Fpasswd']) {
      const response = await inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
    // An encoding that is not one at all is the router's 400.
    expect((await inject({ url: '/media/partimages/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('keeps two parts\' part numbers apart when they differ only in case or punctuation, naming the existing one', async () => {
    const { cookie, origin } = await adminHeaders(context());
    const headers = { cookie, origin };
    const first = await inject({ method: 'POST', url: '/api/admin/parts', payload: buildPartInput({ sku: 'RV-0001' }), headers });
    expect(first.statusCode).toBe(201);
    for (const sku of ['rv-0001', 'RV 0001', 'rv.0001']) {
      const clash = await inject({ method: 'POST', url: '/api/admin/parts', payload: buildPartInput({ sku }), headers });
      expect(clash.statusCode, sku).toBe(409);
      expect(clash.json()).toMatchObject({ error: 'DUPLICATE_SKU', message: 'SKU "RV-0001" already exists' });
    }
    const other = await inject({ method: 'POST', url: '/api/admin/parts', payload: buildPartInput({ sku: 'RV-0002' }), headers });
    const rename = await inject({ method: 'PUT', url: `/api/admin/parts/${other.json().id}`, payload: { part: buildPartInput({ sku: 'rv0001' }), expectedUpdatedAt: other.json().updatedAt }, headers });
    expect(rename.json()).toMatchObject({ error: 'DUPLICATE_SKU', message: 'SKU "RV-0001" already exists' });
    const blank = await inject({ method: 'POST', url: '/api/admin/parts', payload: buildPartInput({ sku: '--' }), headers });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('SKU must contain a letter or a digit');
  });

  it('refuses NUL characters in query strings and bodies with 400, before the database sees them', async () => {
    for (const url of ['/api/catalog/search?q=%00', '/api/catalog/search?q=%00&make=Pontiac&year=1955', '/api/catalog/search?partNumber=a%00b', '/api/catalog/models?make=%00', '/api/catalog/parts/%00']) {
      const response = await inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(NUL_MESSAGE);
    }
    const { cookie, origin } = await adminHeaders(context());
    const body = await inject({ method: 'POST', url: '/api/admin/parts', payload: buildPartInput({ name: 'Grille\u0000emblem' }), headers: { cookie, origin } });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe(NUL_MESSAGE);
    const signIn = await inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'a@example.com', password: 'x\u0000y' }, headers: { origin: TEST_ORIGIN } });
    expect(signIn.statusCode).toBe(400);
  });

  it('reads years and pages as decimal digits only, and says what a part number without letters or digits does', async () => {
    const hex = await inject({ url: '/api/catalog/search?year=0x7b2' });
    expect(hex.statusCode).toBe(400);
    expect(hex.json().message).toBe('Year must be a number');
    expect((await inject({ url: '/api/catalog/search?page=1e1' })).statusCode).toBe(400);
    expect((await inject({ url: '/api/catalog/parts/0x10' })).statusCode).toBe(400);
    const percent = await inject({ url: '/api/catalog/search?partNumber=%25' });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().message).toBe('Part number must contain a letter or a digit');
  });

  it('marks every admin answer, and every auth answer, as not to be stored', async () => {
    const { cookie } = await adminHeaders(context());
    for (const url of ['/api/admin/dashboard', '/api/admin/parts']) {
      expect((await inject({ url, headers: { cookie } })).headers['cache-control'], url).toBe('no-store');
      expect((await inject({ url })).headers['cache-control'], `${url} anonymous`).toBe('no-store');
    }
    expect((await inject({ url: '/api/auth/session', headers: { cookie } })).headers['cache-control']).toBe('no-store');
  });

  it('gives two pictures of one file name, stored in the same millisecond, keys of their own', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } }).png().toBuffer();
    const now = Date.now();
    const [a, b] = await Promise.all([processImage(png, 'grille.png', now), processImage(png, 'grille.png', now)]);
    expect(a.key).toMatch(new RegExp(`^${now}-[0-9a-f]{12}-grille\\.webp$`));
    expect(a.key).not.toBe(b.key);
  });

  it('limits the public API per address, across server processes, with 429 and Retry-After, and forgets after the window', async () => {
    const config = testConfig({ PUBLIC_API_REQUESTS_PER_MINUTE: '10' });
    const options = { config, database: context().database, storage: context().storage, clock: context().clock.now };
    // Two servers on one database, as behind a load balancer.
    const [one, two] = await Promise.all([buildApp(options), buildApp(options)]);
    try {
      const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const search = (app: typeof one, remoteAddress = address) => app.inject({ url: '/api/catalog/facets', remoteAddress });
      const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => search(i % 2 ? one : two)));
      expect(statuses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      // Each server counts in memory and hands its counts over to the shared counters every RATE_LIMIT_SYNC_MS.
      await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_SYNC_MS * 3));
      const refused = await search(two);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many requests from your address. Please wait a minute and try again.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await search(one, '198.19.0.1')).statusCode).toBe(200);
      // One server alone is exact at once: the eleventh request of an address is refused.
      const alone = `198.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const burst = await Promise.all(Array.from({ length: 11 }, () => search(one, alone)));
      expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(1);
      context().clock.advance(61_000);
      expect((await search(one)).statusCode).toBe(200);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

it('cuts off a client that sends its request too slowly', async () => {
  const { database, dispose } = await openTestDatabase('pglite');
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slow-client-'));
  const app = await buildApp({ config: testConfig(), database, storage: createLocalStorage(storageDir), timeouts: { requestMs: 300, connectionMs: 500 } });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      // Headers begun and never finished, as a slow-loris client does.
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.on('close', () => resolve(received));
      socket.on('error', () => resolve(received));
      setTimeout(() => reject(new Error('the server kept the slow request open')), 5000).unref();
    });
    expect(Date.now() - started).toBeLessThan(3000);
    // The server hangs up (or says 408 first): it never answers the unfinished request.
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  } finally {
    await app.close();
    await dispose();
    fs.rmSync(storageDir, { recursive: true, force: true });
  }
});

if (databaseKinds().includes('postgres')) {
  it('stops a PostgreSQL statement that runs past its limit and answers 503 with a clear message [postgres]', async () => {
    const { database, dispose } = await openTestDatabase('postgres', { statementTimeoutMs: 100 });
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/slow', async () => database.db.execute('select pg_sleep(2)'));
    try {
      const response = await app.inject({ url: '/slow' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'TIMEOUT', message: TIMEOUT_MESSAGE });
    } finally {
      await app.close();
      await dispose();
    }
  });

  it('opens PostgreSQL with a statement limit by default [postgres]', async () => {
    const { database, dispose } = await openTestDatabase('postgres', {});
    try {
      const result = (await database.db.execute('show statement_timeout')) as unknown as { rows: { statement_timeout: string }[] };
      expect(result.rows[0]!.statement_timeout).toBe('5s');
    } finally {
      await dispose();
    }
  });
}
