import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { buildApp } from './app.ts';
import { type Database, openPostgres } from './db/client.ts';
import { ensureAdmin } from './modules/auth/admin-account.ts';
import { RATE_LIMIT_SYNC_MS } from './plugins/rate-limit.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { buildPartInput } from './testing/builders.ts';
import { TEST_ORIGIN } from './testing/sign-in.ts';
import { testConfig } from './testing/test-database.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

const EMAIL = 'two-servers@example.com';
const PASSWORD = 'two servers password';
const PUBLIC_LIMIT = 40;

/**
 * Two servers behind a load balancer: each with its own connections to one PostgreSQL database, as
 * two processes would have. Nothing a visitor or the owner does may depend on which one answers.
 */
describe.runIf(inject('postgresTemplate'))('two servers on one PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_two_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-two-'));
  const databases: Database[] = [];
  let a: App;
  let b: App;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const config = testConfig({ PUBLIC_API_REQUESTS_PER_MINUTE: String(PUBLIC_LIMIT) });
    for (let i = 0; i < 2; i++) databases.push(await openPostgres(url.toString(), { max: 4 }));
    const serve = (database: Database) => buildApp({ config, database, storage: createLocalStorage(storageDir) });
    [a, b] = await Promise.all([serve(databases[0]!), serve(databases[1]!)]);
    await ensureAdmin(databases[0]!.db, EMAIL, PASSWORD);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(databases.map((database) => database.close()));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  /** Each step from an address of its own, so the public limit of one step does not spill into another. */
  const address = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  it('keeps an admin signed in through A when B answers, and B shows a part A saved at once, its cache emptied', async () => {
    const signIn = await a.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: EMAIL, password: PASSWORD }, headers: { origin: TEST_ORIGIN } });
    expect(signIn.statusCode).toBe(200);
    const headers = { origin: TEST_ORIGIN, cookie: [signIn.headers['set-cookie']].flat().map((line) => String(line).split(';')[0]).join('; ') };
    expect((await b.inject({ url: '/api/admin/dashboard', headers })).statusCode).toBe(200);

    const visitor = address();
    const word = `Twinserver${randomUUID().slice(0, 6)}`;
    const search = () => b.inject({ url: `/api/catalog/search?q=${word}`, remoteAddress: visitor });
    expect((await search()).json()).toMatchObject({ total: 0 });
    expect((await search()).headers['x-cache']).toBe('hit');
    const saved = await a.inject({ method: 'POST', url: '/api/admin/parts', headers, payload: buildPartInput({ name: `${word} Hood Ornament` }) });
    expect(saved.statusCode).toBe(201);
    const after = await search();
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json()).toMatchObject({ total: 1, items: [{ name: `${word} Hood Ornament` }] });
  });

  it('counts failed sign-ins across both servers', async () => {
    const from = address();
    const attempt = (app: App) => app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: EMAIL, password: 'wrong password' }, remoteAddress: from, headers: { origin: TEST_ORIGIN } });
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? a : b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
  });

  it('counts the public rate limit across both servers', async () => {
    const from = address();
    const ask = (app: App) => app.inject({ url: '/api/catalog/facets', remoteAddress: from });
    const first = await Promise.all(Array.from({ length: PUBLIC_LIMIT }, (_, i) => ask(i % 2 ? a : b)));
    expect(first.every((response) => response.statusCode === 200)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_SYNC_MS * 3));
    expect((await ask(a)).statusCode).toBe(429);
    expect((await ask(b)).statusCode).toBe(429);
  });

  it("puts a message sent through A into the inbox B shows", async () => {
    const text = `Is the ${randomUUID().slice(0, 8)} lens in stock?`;
    const sent = await a.inject({ method: 'POST', url: '/api/contact', remoteAddress: address(), headers: { origin: TEST_ORIGIN }, payload: { name: 'Walt', email: 'walt@example.com', partNumber: '', message: text } });
    expect(sent.statusCode).toBeLessThan(300);
    const signIn = await b.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: EMAIL, password: PASSWORD }, headers: { origin: TEST_ORIGIN } });
    const headers = { origin: TEST_ORIGIN, cookie: [signIn.headers['set-cookie']].flat().map((line) => String(line).split(';')[0]).join('; ') };
    const inbox = await b.inject({ url: '/api/admin/messages', headers });
    expect(inbox.statusCode).toBe(200);
    expect(JSON.stringify(inbox.json())).toContain(text);
  });
});
