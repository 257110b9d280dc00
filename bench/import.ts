/**
 * Import benchmark (DESIGN.md budgets): a generated WooCommerce-style parts CSV of 100,000 rows,
 * end to end over HTTP as the admin panel does it (upload, analyse, commit), on PGlite and (with
 * BENCH_DATABASE_URL, an empty database) PostgreSQL, with the process's peak memory; then a raw COPY
 * of the same rows into an empty parts table for comparison. Prints a markdown table for bench/README.md.
 * BENCH_SKIP_PGLITE=true measures PostgreSQL alone; BENCH_SKIP_RAW_COPY=true leaves the raw COPY out (quicker
 * runs of two versions in turns).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { sql } from 'drizzle-orm';

import type { ImportJob } from '../src/domain/csv-import.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { ensureAdmin } from '../src/server/modules/auth/admin-account.ts';
import { createLocalStorage } from '../src/server/storage/local-storage.ts';
import { benchDemoParts } from './catalogue.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const ORIGIN = 'http://localhost:3000';
const ADMIN = { email: 'bench@example.com', password: 'bench import password' };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
fs.chmodSync(work, 0o755);

const cell = (value: unknown) => {
  const text = String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The WooCommerce-style file the import reads, and the same rows as parts columns for COPY. */
function writeFiles(): { importFile: string; copyFile: string } {
  const demo = benchDemoParts();
  const importFile = path.join(work, 'parts.csv');
  const copyFile = path.join(work, 'parts-copy.csv');
  const pgArray = (values: string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  fs.writeFileSync(importFile, '\uFEFFType,SKU,Name,Published,Description,In stock?,Stock,Weight (lbs),Regular price,Categories,Attribute 1 name,Attribute 1 value(s),Attribute 2 name,Attribute 2 value(s),Attribute 3 name,Attribute 3 value(s),Attribute 4 name,Attribute 4 value(s)\r\n');
  fs.writeFileSync(copyFile, '');
  for (let from = 0; from < ROWS; from += 10_000) {
    const woo: string[] = [];
    const copy: string[] = [];
    for (let i = from; i < Math.min(ROWS, from + 10_000); i++) {
      const part = demo[i % demo.length]!;
      const sku = `${part.sku}-${Math.floor(i / demo.length)}`;
      woo.push(`${['simple', sku, part.name, 1, part.description, part.inStock ? 1 : 0, part.stock, part.weightLbs, `$${part.regularPrice}`, part.categories.join(', '), 'Make', part.make, 'Model', part.model, 'Year Start', part.yearStart, 'Year End', part.yearEnd].map(cell).join(',')}\r\n`);
      copy.push(`${[sku, part.name, part.description, part.regularPrice, pgArray(part.categories), part.weightLbs, part.yearStart, part.yearEnd, part.make, part.model, part.inStock, part.stock].map(cell).join(',')}\n`);
    }
    fs.appendFileSync(importFile, woo.join(''));
    fs.appendFileSync(copyFile, copy.join(''));
  }
  return { importFile, copyFile };
}

async function waitFor(base: string, cookie: string, id: string, until: ImportJob['status'][]): Promise<ImportJob> {
  for (;;) {
    const job = (await (await fetch(`${base}/api/admin/imports/jobs/${id}`, { headers: { cookie } })).json()) as ImportJob;
    if (until.includes(job.status)) return job;
    if (job.status === 'failed') throw new Error(`The import failed: ${job.failure}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function rawCopy(database: Database, copyFile: string): Promise<number> {
  await database.db.execute(sql`truncate parts restart identity cascade`);
  const columns = 'sku, name, description, regular_price, categories, weight_lbs, year_start, year_end, make, model, in_stock, stock';
  // With PostgreSQL's own GIN pending list (4 MB), not the shop connections' (db/client.ts).
  const defaults = `set local gin_pending_list_limit = '4MB'`;
  const start = performance.now();
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: { query(q: string, p?: unknown[], o?: { blob: Blob }): Promise<unknown> } }).$client;
    await client.query('begin');
    await client.query(defaults);
    await client.query(`copy parts (${columns}) from '/dev/blob' with (format csv)`, [], { blob: await fs.openAsBlob(copyFile) });
    await client.query('commit');
  } else {
    // The server reads the file itself (PostgreSQL on this machine, as in CI).
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(defaults));
      await tx.execute(sql.raw(`copy parts (${columns}) from '${copyFile}' with (format csv)`));
    });
  }
  return (performance.now() - start) / 1000;
}

async function run(label: string, database: Database, files: { importFile: string; copyFile: string }): Promise<string> {
  await runMigrations(database);
  await ensureAdmin(database.db, ADMIN.email, ADMIN.password);
  // As in a new shop that imported its categories or vehicles first: the upkeep after each import has
  // analysed the parts table while it was empty, and the planner believes it so.
  await database.db.execute(sql`analyze parts`);
  const storageDir = fs.mkdtempSync(path.join(work, 'storage-'));
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', PUBLIC_URL: ORIGIN }), database, storage: createLocalStorage(storageDir) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const signIn = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    global.gc?.();
    // The JavaScript heap: the server's own memory (PGlite's database lives in WebAssembly memory beside it).
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 25);

    const start = performance.now();
    const body = new FormData();
    body.append('file', await fs.openAsBlob(files.importFile), 'parts.csv');
    const started = await fetch(`${base}/api/admin/imports/parts`, { method: 'POST', headers: { cookie, origin: ORIGIN }, body });
    if (started.status !== 202) throw new Error(`Upload refused: ${await started.text()}`);
    const { id } = (await started.json()) as ImportJob;
    const ready = await waitFor(base, cookie, id, ['ready']);
    const analysed = performance.now();
    await fetch(`${base}/api/admin/imports/jobs/${id}/commit`, { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ overwrite: true }) });
    const done = await waitFor(base, cookie, id, ['done']);
    const end = performance.now();
    clearInterval(sampler);
    if (done.stats.imported !== ROWS) throw new Error(`Imported ${done.stats.imported} of ${ROWS} rows (${ready.stats.errors} errors)`);

    const copySeconds = process.env.BENCH_SKIP_RAW_COPY === 'true' ? Number.NaN : await rawCopy(database, files.copyFile);
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    return `| ${label} | ${ROWS.toLocaleString('en-US')} | ${seconds(analysed - start)} s | ${seconds(end - analysed)} s | **${seconds(end - start)} s** | ${mb(heapBefore)} → ${mb(heapPeak)} MB | ${Number.isNaN(copySeconds) ? 'not run' : `${copySeconds.toFixed(1)} s`} |`;
  } finally {
    await app.close();
  }
}

const files = writeFiles();
console.log(`CSV: ${(fs.statSync(files.importFile).size / 1024 / 1024).toFixed(1)} MB, ${ROWS.toLocaleString('en-US')} rows; ${os.cpus().length} cores, Node ${process.version}\n`);
const rows = ['| database | rows | upload + analyse | commit | end to end | JS heap (before → peak) | raw COPY of the same rows |', '|---|---|---|---|---|---|---|'];
if (process.env.BENCH_SKIP_PGLITE !== 'true') {
  const pglite = await openPglite(undefined);
  rows.push(await run('PGlite (in memory)', pglite, files));
  await pglite.close();
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const postgres = await openPostgres(url, { statementTimeoutMs: 0 });
  await postgres.db.execute(sql`select 1`);
  rows.push(await run('PostgreSQL', postgres, files));
  await postgres.close();
} else {
  console.log('(BENCH_DATABASE_URL is not set: PostgreSQL skipped)\n');
}
console.log(rows.join('\n'));
fs.rmSync(work, { recursive: true, force: true });
