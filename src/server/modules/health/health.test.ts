import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, it } from 'vitest';

import { buildApp } from '../../app.ts';
import { createLocalStorage } from '../../storage/local-storage.ts';
import { describeEachDatabase, openTestDatabase } from '../../testing/test-database.ts';

describeEachDatabase('GET /api/health', (context) => {
  it('answers 200 when the database is reachable', async () => {
    const response = await context().app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is not reachable', async () => {
    const { kind, config, storage } = context();
    const opened = await openTestDatabase(kind);
    const app = await buildApp({ config, storage, database: opened.database });
    await opened.dispose();
    const response = await app.inject({ url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ database: 'down' });
  });
});

describeEachDatabase('GET /api/ready', (context) => {
  it('answers 200 when the database and the picture storage are both reachable', async () => {
    const response = await context().app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up', storage: 'up' });
  });

  it('answers 503 naming the picture storage when it cannot be written', async () => {
    const { config, database } = context();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ready-'));
    const blocked = path.join(folder, 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the storage folder should be');
    const app = await buildApp({ config, database, storage: createLocalStorage(blocked) });
    try {
      const response = await app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'up', storage: 'down' });
    } finally {
      await app.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
