import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';

import { buildApp, type App } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import { withDatabase } from './global-setup.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestContext {
  kind: DatabaseKind;
  database: Database;
  storage: ObjectStorage;
  storageDir: string;
  config: Config;
  app: App;
  /** The app's clock: real time moved by `advance`, back to real time with `reset` (after each test). */
  clock: TestClock;
}

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}

/** The kinds the server suite runs on: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database of the given kind, with a function that removes it. */
export async function openTestDatabase(kind: DatabaseKind, postgresOptions: { statementTimeoutMs?: number } = {}): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    const database = await openPglite(undefined, { loadDataDir: snapshot });
    return { database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const database = await openPostgres(withDatabase(adminUrl, name), { max: 4, ...postgresOptions });
  return {
    database,
    dispose: async () => {
      // A test may have closed it already (to see the shop without its database).
      await database.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  // The rate limit has tests of its own; here it stays out of the way of suites that search a lot.
  return loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', PUBLIC_API_REQUESTS_PER_MINUTE: '1000000', ...overrides });
}

/**
 * Runs `suite` once per database kind against a real app on a fresh database, with the test settings and
 * `options.env`'s (read when the app is built, after the file's own beforeAll hooks).
 * The suite reads its context through the getter once `beforeAll` has run.
 */
export function describeEachDatabase(title: string, suite: (context: () => TestContext) => void, options: { env?: () => NodeJS.ProcessEnv } = {}): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let context: TestContext | undefined;
      let dispose: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await openTestDatabase(kind);
        dispose = opened.dispose;
        const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-storage-'));
        const storage = createLocalStorage(storageDir);
        const config = testConfig(options.env?.());
        const clock = createTestClock();
        const app = await buildApp({ config, database: opened.database, storage, clock: clock.now });
        context = { kind, database: opened.database, storage, storageDir, config, app, clock };
      });
      afterEach(() => context?.clock.reset());
      afterAll(async () => {
        await context?.app.close();
        await dispose?.();
        if (context) fs.rmSync(context.storageDir, { recursive: true, force: true });
      });
      suite(() => {
        if (!context) throw new Error('The test database is not ready yet');
        return context;
      });
    });
  }
}
