import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { randomUUID } from 'node:crypto';

import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { parts } from './db/schema/index.ts';
import { prepareRuntime } from './start.ts';
import { testConfig } from './testing/test-database.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

it('prints the generated admin password on the first start only, and a second start reuses the data without reseeding', { timeout: 180_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
  folders.push(dataDir);
  const config = testConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true', ADMIN_EMAIL: 'first@example.com' });

  const firstLog: string[] = [];
  const first = await prepareRuntime(config, (message) => firstLog.push(message));
  const [seeded] = await first.database.db.select({ n: count() }).from(parts);
  await first.database.close();
  const passwordLines = firstLog.filter((line) => line.startsWith('Created the administrator first@example.com with this password'));
  expect(passwordLines).toHaveLength(1);
  expect(passwordLines[0]).toMatch(/\n\n {4}\S{24,}\n$/);
  expect(firstLog).toContain(`Loaded the demo catalogue: ${seeded!.n} parts.`);

  const secondLog: string[] = [];
  const second = await prepareRuntime(config, (message) => secondLog.push(message));
  try {
    expect(secondLog).toEqual([]);
    const [again] = await second.database.db.select({ n: count() }).from(parts);
    expect(again!.n).toBe(seeded!.n);
  } finally {
    await second.database.close();
  }
});

describe.runIf(inject('postgresTemplate'))('several servers starting together on one empty PostgreSQL', () => {
  it('migrate it and load the demo once: every server starts, none twice', { timeout: 180_000 }, async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `shop_start_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-pg-'));
    folders.push(dataDir);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const config = testConfig({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), SEED_DEMO: 'true', ADMIN_EMAIL: 'together@example.com' });
    try {
      const logs: string[] = [];
      const runtimes = await Promise.all([prepareRuntime(config, (line) => logs.push(line)), prepareRuntime(config, (line) => logs.push(line))]);
      try {
        expect(logs.filter((line) => line.startsWith('Created the administrator together@example.com'))).toHaveLength(1);
        const loaded = logs.filter((line) => line.startsWith('Loaded the demo catalogue'));
        expect(loaded).toHaveLength(1);
        const [counted] = await runtimes[0]!.database.db.select({ n: count() }).from(parts);
        expect(loaded[0]).toBe(`Loaded the demo catalogue: ${counted!.n} parts.`);
      } finally {
        await Promise.all(runtimes.map((runtime) => runtime.database.close()));
      }
      // A database a newer version of the shop has migrated is refused with a clear message.
      const shop = new pg.Client({ connectionString: url.toString() });
      await shop.connect();
      await shop.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${Date.now() + 365 * 86_400_000})`);
      await shop.end();
      await expect(prepareRuntime(config, () => undefined)).rejects.toThrow(/upgraded by a newer version of the shop/);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
