import fs from 'node:fs';
import path from 'node:path';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { openPglite } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

const SNAPSHOT_DIR = path.resolve('.test-data');

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates the schema once per run: a PGlite data-dir snapshot every test file loads, and,
 * when TEST_DATABASE_URL is set, a PostgreSQL template database each test file copies.
 */
export default async function setup(project: TestProject) {
  fs.mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const database = await openPglite(undefined);
  await runMigrations(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const snapshot = path.join(SNAPSHOT_DIR, `pglite-${process.pid}.tar.gz`);
  fs.writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl && process.env.REQUIRE_TEST_POSTGRES === 'true') {
    throw new Error('REQUIRE_TEST_POSTGRES is set but TEST_DATABASE_URL is not: the PostgreSQL runs of the server suite would not happen.');
  }
  let template: string | null = null;
  if (adminUrl) {
    template = `shop_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const { openPostgres } = await import('../db/client.ts');
    const templateDb = await openPostgres(withDatabase(adminUrl, template), { max: 1 });
    await runMigrations(templateDb);
    await templateDb.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    fs.rmSync(snapshot, { force: true });
    if (adminUrl && template) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
