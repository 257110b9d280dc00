import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

import type { ImportJob } from '../../../domain/csv-import.ts';
import { buildApp, type App } from '../../app.ts';
import { type Database, openPostgres } from '../../db/client.ts';
import { parts } from '../../db/schema/index.ts';
import { ensureAdmin } from '../auth/admin-account.ts';
import { withDatabase } from '../../testing/global-setup.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { startServerProcess } from '../../testing/server-process.ts';
import { testConfig } from '../../testing/test-database.ts';
import { createLocalStorage } from '../../storage/local-storage.ts';

const ORIGIN = 'http://localhost:3000';
const ADMIN = { email: 'crash@example.com', password: 'crash test password' };
const ROWS = 30_000;

/** A shop server in a process of its own (the API only), on the given PostgreSQL database. */
const startServer = (databaseUrl: string, dataDir: string) =>
  startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

describe.runIf(inject('postgresTemplate'))('an import on PostgreSQL when its server is killed', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('leaves the catalogue exactly as before, holds other servers off while it runs, and is reported as stopped afterwards', { timeout: 180_000 }, async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `shop_crash_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const databaseUrl = withDatabase(adminUrl, name);
    cleanup.push(async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const server = await startServer(databaseUrl, dataDir);
    cleanup.push(() => void server.child.kill('SIGKILL'));
    const cookie = await signIn(server.base);
    const api = async (url: string, init: RequestInit = {}) => fetch(server.base + url, { ...init, headers: { cookie, origin: ORIGIN, ...init.headers } });
    const job = async (id: string) => (await (await api(`/api/admin/imports/jobs/${id}`)).json()) as ImportJob;

    const csv = ['SKU,Name,Regular price,Make,Model,Year Start,Year End', ...Array.from({ length: ROWS }, (_, i) => `CRASH-${i},Crash test part ${i} with a longer name,${(i % 90) + 1}.50,Pontiac,Chieftain,1950,1952`)].join('\n');
    const body = new FormData();
    body.append('file', new Blob([csv]), 'crash.csv');
    const started = (await (await api('/api/admin/imports/parts', { method: 'POST', body })).json()) as ImportJob;
    for (let state = await job(started.id); state.status !== 'ready'; state = await job(started.id)) {
      expect(state.status).toBe('analysing');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A second server on the same database, made ready before the commit: under a loaded machine, building it
    // after the commit let a 30,000-row import finish first, and its upload was taken (202, not 409).
    const database: Database = await openPostgres(databaseUrl, { max: 4 });
    cleanup.push(() => database.close());
    const other: App = await buildApp({ config: testConfig({ PUBLIC_URL: ORIGIN }), database, storage: createLocalStorage(dataDir) });
    cleanup.push(() => other.close());
    await ensureAdmin(database.db, 'other@example.com', 'other server password');
    const otherSignIn = await other.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { origin: ORIGIN }, payload: { email: 'other@example.com', password: 'other server password' } });
    const otherHeaders = { origin: ORIGIN, cookie: [otherSignIn.headers['set-cookie']].flat().map((line) => String(line).split(';')[0]).join('; ') };
    const upload = (content: string) => {
      const multipart = multipartBody([{ field: 'file', filename: 'second.csv', contentType: 'text/csv', content: Buffer.from(content) }]);
      return other.inject({ method: 'POST', url: '/api/admin/imports/parts', payload: multipart.payload, headers: { ...otherHeaders, ...multipart.headers } });
    };
    expect((await api(`/api/admin/imports/jobs/${started.id}/commit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ overwrite: true }) })).status).toBe(202);
    // Inside the commit's transaction (the server reports 30% once it holds the import lock).
    for (let state = await job(started.id); state.progress < 30; state = await job(started.id)) {
      expect(state.status).toBe('importing');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    // It refuses to start another import meanwhile. The public catalogue stays readable while the import writes (PostgreSQL: the commit is not yet visible).
    const search = await other.inject({ method: 'GET', url: '/api/catalog/search?q=crash' });
    expect(search.statusCode).toBe(200);
    expect(search.json().total).toBe(0);
    const refused = await upload('SKU,Name,Regular price\nSECOND-1,Second,1\n');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Another import is running. Try again when it has finished.');

    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));

    // The other server sees the import stopped, says so, and takes new work.
    // PostgreSQL stops the dead server's statement within seconds (client_connection_check_interval) and rolls it back.
    let stopped = (await other.inject({ method: 'GET', url: `/api/admin/imports/jobs/${started.id}`, headers: otherHeaders })).json() as ImportJob;
    for (const deadline = Date.now() + 60_000; stopped.status === 'importing' && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      stopped = (await other.inject({ method: 'GET', url: `/api/admin/imports/jobs/${started.id}`, headers: otherHeaders })).json() as ImportJob;
    }
    expect(stopped).toMatchObject({ status: 'failed', failure: 'The import stopped before it finished (the server was restarted). Nothing was changed; please import the file again.' });
    const [left] = await database.db.select({ n: count() }).from(parts);
    expect(left!.n).toBe(0);
    expect((await upload('SKU,Name,Regular price\nSECOND-1,Second,1\n')).statusCode).toBe(202);
  });
});
