import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { asc, count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { Part } from '../domain/part.schema.ts';
import { buildApp } from './app.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { activityLog, parts, sessions } from './db/schema/index.ts';
import { prepareRuntime } from './start.ts';
import { openStorage } from './storage/open-storage.ts';
import { buildPartInput } from './testing/builders.ts';
import { withDatabase } from './testing/global-setup.ts';
import { startS3Server, type TestS3Server } from './testing/s3-server.ts';
import { TEST_ORIGIN } from './testing/sign-in.ts';
import { testConfig } from './testing/test-database.ts';

const run = promisify(execFile);
const OWNER = { email: 'owner@example.com', password: 'moving up password' };

/**
 * A shop that started on the embedded database moves up: `npm run db:move` into an empty PostgreSQL
 * and `npm run media:move` into an S3 bucket, run as the owner runs them, and then serves from there.
 * The steps follow one another as the owner takes them (the move, its re-runs, then the pictures), so
 * this suite keeps its order.
 */
describe.runIf(inject('postgresTemplate'))('moving an embedded shop to PostgreSQL and S3', { shuffle: false }, () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = `shop_move_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  // Read when the suite is collected, which it is without PostgreSQL too (and then skipped).
  const targetUrl = adminUrl ? withDatabase(adminUrl, name) : '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-move-'));
  let s3: TestS3Server;
  const opened: Database[] = [];

  /** Runs one of the package's scripts as `npm run` would, in a process of its own. */
  const script = async (file: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) => {
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', `src/server/scripts/${file}`, ...args], { env: { ...process.env, DATA_DIR: dataDir, ...env } });
      return { code: 0, output: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
    }
  };
  const s3Env = () => ({ S3_ENDPOINT: s3.settings.endpoint, S3_BUCKET: s3.settings.bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
  const open = async (database: Promise<Database>) => {
    const ready = await database;
    opened.push(ready);
    return ready;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    // The embedded shop: the demo catalogue with its pictures, the owner signed in once.
    const config = testConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true', ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
    const { database, storage } = await prepareRuntime(config, () => undefined);
    const app = await buildApp({ config, database, storage });
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: OWNER, headers: { origin: TEST_ORIGIN } });
    expect(signIn.statusCode).toBe(200);
    await app.close();
    await database.close();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await s3?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every table into an empty PostgreSQL, leaves the sessions behind, and can be run again safely', async () => {
    const moved = await script('db-move.ts', ['--to', targetUrl]);
    expect(moved.output).toMatch(/Moved \d+ rows in \d+ tables; every table's count matches/);
    expect(moved.code).toBe(0);

    const source = await open(openPglite(path.join(dataDir, 'db')));
    const target = await open(openPostgres(targetUrl, { max: 2 }));
    const partsOf = (database: Database) => database.db.select().from(parts).orderBy(asc(parts.id));
    const [before, after] = await Promise.all([partsOf(source), partsOf(target)]);
    expect(before.length).toBeGreaterThan(10);
    expect(after).toEqual(before);
    const auditOf = async (database: Database) => (await database.db.select({ n: count() }).from(activityLog))[0]!.n;
    expect(await auditOf(target)).toBe(await auditOf(source));
    expect((await source.db.select({ n: count() }).from(sessions))[0]!.n).toBe(1);
    expect((await target.db.select({ n: count() }).from(sessions))[0]!.n).toBe(0);
    // The search vocabulary came along: a misspelt search finds what it finds on the embedded shop.
    const vocabulary = async (database: Database) => ((await database.db.execute(sql`select count(*)::int as n from search_terms`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(await vocabulary(target)).toBe(await vocabulary(source));
    await source.close();
    opened.splice(opened.indexOf(source), 1);

    const again = await script('db-move.ts', ['--to', targetUrl]);
    expect(again.output).toContain('Nothing to do: the target already holds this shop');
    expect(again.code).toBe(0);
  });

  it('refuses to overwrite a database that holds another shop unless told to, and then replaces it whole', async () => {
    const target = await open(openPostgres(targetUrl, { max: 1 }));
    await target.db.insert(parts).values({ ...buildPartInput({ sku: 'OTHER-SHOP-1' }), categories: [], images: [] } as never);
    const refused = await script('db-move.ts', ['--to', targetUrl]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('The target database already holds a shop');
    expect(refused.output).toContain('Nothing was copied');

    // A copy that fails part-way (here a rule of the target's that one of the shop's parts breaks) keeps nothing.
    const [kept] = await target.db.select({ sku: parts.sku }).from(parts).orderBy(asc(parts.id)).offset(7).limit(1);
    const source = await open(openPglite(path.join(dataDir, 'db')));
    const [breaking] = await source.db.select({ sku: parts.sku }).from(parts).orderBy(asc(parts.id)).offset(40).limit(1);
    await source.close();
    opened.splice(opened.indexOf(source), 1);
    await target.db.execute(sql.raw(`alter table parts add constraint move_test_rule check (sku <> '${breaking!.sku}') not valid`));
    const stopped = await script('db-move.ts', ['--to', targetUrl, '--replace']);
    expect(stopped.code).toBe(1);
    expect(stopped.output).toContain('The copy stopped in the table parts');
    expect(stopped.output).toContain('Nothing was kept: the target database is as it was.');
    expect((await target.db.select({ sku: parts.sku }).from(parts)).map((part) => part.sku)).toEqual(expect.arrayContaining(['OTHER-SHOP-1', kept!.sku]));
    await target.db.execute(sql`alter table parts drop constraint move_test_rule`);

    const replaced = await script('db-move.ts', ['--to', targetUrl, '--replace']);
    expect(replaced.code).toBe(0);
    expect((await target.db.select().from(parts)).map((part) => part.sku)).not.toContain('OTHER-SHOP-1');
  });

  it('refuses to move from a DATA_DIR that holds no shop, and leaves that folder as it was', async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-not-here-'));
    try {
      const database = await script('db-move.ts', ['--to', targetUrl], { DATA_DIR: elsewhere });
      expect(database.code).toBe(1);
      expect(database.output).toContain(`There is no embedded shop in ${path.join(elsewhere, 'db')}. Set DATA_DIR to the folder the shop ran with.`);
      const pictures = await script('media-move.ts', [], { ...s3Env(), DATA_DIR: elsewhere });
      expect(pictures.code).toBe(1);
      expect(pictures.output).toContain(`There are no pictures in ${path.join(elsewhere, 'storage')}.`);
      expect(fs.readdirSync(elsewhere)).toEqual([]);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('refuses a move without a PostgreSQL address, saying how to call it', async () => {
    const refused = await script('db-move.ts');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Usage: npm run db:move -- --to postgres://');
  });

  // The demo's 2,000-odd picture files go into the bucket twice: more than a default test's time on a busy
  // machine (45 s alone on the 2-core machine, over 120 s beside the other suites once).
  it('copies the pictures into the bucket, skips them on a second run, and the moved shop serves from PostgreSQL and S3', { timeout: 300_000 }, async () => {
    const pictures = fs.readdirSync(path.join(dataDir, 'storage', 'partimages'), { recursive: true }).filter((entry) => String(entry).endsWith('.webp')).length;
    expect(pictures).toBeGreaterThan(0);
    const moved = await script('media-move.ts', [], s3Env());
    expect(moved.output).toContain(`${pictures} picture files are in the bucket (${pictures} copied now, 0 were there already)`);
    const again = await script('media-move.ts', [], s3Env());
    expect(again.output).toContain(`${pictures} picture files are in the bucket (0 copied now, ${pictures} were there already)`);

    const config = testConfig({ DATABASE_URL: targetUrl, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-moved-')), ...s3Env() });
    const database = await open(openPostgres(targetUrl, { max: 2 }));
    const app = await buildApp({ config, database, storage: await openStorage(config) });
    try {
      const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: OWNER, headers: { origin: TEST_ORIGIN } });
      expect(signIn.statusCode).toBe(200);
      const cookie = [signIn.headers['set-cookie']].flat().map((line) => String(line).split(';')[0]).join('; ');
      const result = (await app.inject({ url: '/api/catalog/search?q=lens' })).json() as { items: Part[] };
      const pictured = result.items.find((part) => part.images.length > 0)!;
      expect((await app.inject({ url: `/media/partimages/w320/${pictured.images[0]}` })).statusCode).toBe(200);
      // New rows continue after the moved ones.
      const highest = Math.max(...(await database.db.select({ id: parts.id }).from(parts)).map((row) => row.id));
      const created = await app.inject({ method: 'POST', url: '/api/admin/parts', headers: { cookie, origin: TEST_ORIGIN }, payload: buildPartInput({ sku: 'AFTER-MOVE-1' }) });
      expect(created.statusCode).toBe(201);
      expect((created.json() as Part).id).toBeGreaterThan(highest);
    } finally {
      await app.close();
    }
  });

  it('refuses to move pictures without a bucket to move them into', async () => {
    const refused = await script('media-move.ts', [], { S3_ENDPOINT: '' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Set S3_ENDPOINT');
  });
});
