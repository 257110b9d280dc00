import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { buildApp, type App } from './app.ts';
import type { Database } from './db/client.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { buildPartInput, insertPart } from './testing/builders.ts';
import { adminHeaders } from './testing/sign-in.ts';
import { openTestDatabase, testConfig } from './testing/test-database.ts';

/**
 * DATABASE_READ_URL: the public catalogue is read from a replica, everything else from the primary.
 * The "replica" here is a database of its own that the test fills by hand, so which database answered
 * each request shows in what it answers.
 */
describe.runIf(inject('postgresTemplate'))('a read replica for the public catalogue', { shuffle: false }, () => {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-replica-'));
  const disposals: (() => Promise<void>)[] = [];
  let primary: Database;
  let replica: Database;
  let app: App;
  let headers: { cookie: string; origin: string };

  beforeAll(async () => {
    [primary, replica] = await Promise.all([openTestDatabase('postgres'), openTestDatabase('postgres')]).then((pair) => {
      disposals.push(...pair.map((opened) => opened.dispose));
      return pair.map((opened) => opened.database);
    });
    app = await buildApp({ config: testConfig(), database: primary, readDatabase: replica, storage: createLocalStorage(storageDir) });
    headers = await adminHeaders({ database: primary, app });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all(disposals.map((dispose) => dispose()));
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  const publicSearch = async (q: string) => (await app.inject({ url: `/api/catalog/search?q=${q}` })).json() as { total: number };

  it('writes to the primary and shows the owner the primary, while visitors see what the replica holds', async () => {
    const sku = 'REPLICA-LENS-1';
    const created = await app.inject({ method: 'POST', url: '/api/admin/parts', headers, payload: buildPartInput({ sku }) });
    expect(created.statusCode).toBe(201);
    const list = (await app.inject({ url: `/api/admin/parts?search=${sku}`, headers })).json() as { total: number };
    expect(list.total).toBe(1);
    expect((await publicSearch(sku)).total).toBe(0);

    // The replica catches up: the public answer (cached a moment ago) follows at once.
    await insertPart(replica.db, { sku });
    expect((await publicSearch(sku)).total).toBe(1);
  });

  it('is ready only while the replica answers too', async () => {
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    await replica.close();
    const answer = await app.inject({ url: '/api/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ database: 'down' });
  });
});
