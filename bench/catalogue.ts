/** The benchmarks' catalogue: the demo parts copied to any size, with unique SKUs, and a fast loader. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { sql } from 'drizzle-orm';

import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { batchGinUpkeep } from '../src/server/db/upkeep.ts';
import { parts } from '../src/server/db/schema/index.ts';
import { buildDemoParts, seedDemoVehiclesAndCategories } from '../src/server/seed/seed-demo.ts';

export type BenchPart = typeof parts.$inferInsert;

const INSERT_CHUNK_ROWS = 1_000;

/**
 * The benchmarks' parts are the demo catalogue's first 722, the parts it had when the budgets were first
 * measured (2026-11-21): parts added to the demo since (0.36.0) come after them and are left out, so every
 * figure in bench/README.md is measured on the same catalogue.
 */
export const BENCH_DEMO_PARTS = 722;

/** The demo parts the benchmarks copy (BENCH_DEMO_PARTS). */
export function benchDemoParts(): ReturnType<typeof buildDemoParts> {
  return buildDemoParts().slice(0, BENCH_DEMO_PARTS);
}

/** `count` parts: the demo catalogue's 722 (benchDemoParts) copied over, so categories, makes, models, years and prices keep their real correlations. */
export function benchRows(count: number): BenchPart[] {
  const demo = benchDemoParts();
  return Array.from({ length: count }, (_, i) => {
    const { pictures: _pictures, ...part } = demo[i % demo.length]!;
    return { ...part, sku: `${part.sku}-${Math.floor(i / demo.length)}`, images: [] };
  });
}

const csvField = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;
const pgArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Loads the demo shop's makes, models and categories and the rows (COPY on PGlite, batched inserts on PostgreSQL), and analyses the tables; answers the seconds taken. */
export async function loadBenchRows(database: Database, rows: BenchPart[]): Promise<number> {
  const start = performance.now();
  // The shop's makes, models and categories, as the demo shop has them: a word naming a category finds its parts.
  await seedDemoVehiclesAndCategories(database.db);
  if (database.kind === 'pglite') {
    // COPY from a blob: PGlite's fast path.
    const columns = ['sku', 'name', 'description', 'regular_price', 'categories', 'shipping_class', 'weight_lbs', 'length_in', 'width_in', 'height_in', 'year_start', 'year_end', 'make', 'model', 'in_stock', 'stock'];
    const csv = rows
      .map((r) => [r.sku, r.name, r.description, r.regularPrice, pgArray(r.categories ?? []), r.shippingClass, r.weightLbs, r.lengthIn, r.widthIn, r.heightIn, r.yearStart, r.yearEnd, r.make, r.model, r.inStock, r.stock].map(csvField).join(','))
      .join('\n');
    const client = (database.db as unknown as { $client: { query(q: string, p?: unknown[], o?: { blob: Blob }): Promise<unknown> } }).$client;
    // One transaction with a bulk write's GIN settings (PGlite has one session: the COPY runs in it).
    await client.query('begin');
    await batchGinUpkeep(database.db, { searchesMeanwhile: false });
    await client.query(`copy parts (${columns.join(', ')}) from '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
    await client.query('commit');
  } else {
    await database.db.transaction(async (tx) => {
      await batchGinUpkeep(tx, { searchesMeanwhile: false });
      for (let i = 0; i < rows.length; i += INSERT_CHUNK_ROWS) await tx.insert(parts).values(rows.slice(i, i + INSERT_CHUNK_ROWS));
    });
  }
  // A running shop gets here by autovacuum on PostgreSQL and by the shop's own upkeep on PGlite (ADR 015):
  // statistics, and a visibility map for index-only reads.
  await database.db.execute(sql`vacuum analyze parts, part_categories`);
  return (performance.now() - start) / 1000;
}

/**
 * The benchmark's databases, migrated and loaded with `rows`: PGlite in a temporary folder, then PostgreSQL at
 * BENCH_DATABASE_URL (an empty database) when set. Each is closed after `use`.
 */
export async function eachBenchDatabase(rows: BenchPart[], use: (label: 'PGlite' | 'PostgreSQL', database: Database, loadSeconds: number) => Promise<void>): Promise<void> {
  // BENCH_SKIP_PGLITE=true measures PostgreSQL alone (a million parts do not fit PGlite's memory).
  if (process.env.BENCH_SKIP_PGLITE !== 'true') {
    // In a folder, as a shop keeps it, and opened again once loaded: the shop sizes the embedded
    // database's buffer cache to the database when it opens (db/client.ts), so the benchmark does too.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
    try {
      const loading = await openPglite(dir);
      await runMigrations(loading);
      const loadSeconds = await loadBenchRows(loading, rows);
      await loading.close();
      const pglite = await openPglite(dir);
      await use('PGlite', pglite, loadSeconds);
      await pglite.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return;
  // Loading 100,000 rows and timing unindexed scans take longer than a request may: no statement limit here.
  const postgres = await openPostgres(url, { statementTimeoutMs: 0 });
  await runMigrations(postgres);
  await requireEmpty(postgres);
  await use('PostgreSQL', postgres, await loadBenchRows(postgres, rows));
  await postgres.close();
}

/** Refuses a PostgreSQL database that already holds parts: the benchmark would mix them with its own. */
async function requireEmpty(database: Database): Promise<void> {
  const [existing] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(parts);
  if (existing!.n > 0) throw new Error(`BENCH_DATABASE_URL must name an empty database: it holds ${existing!.n} parts, which the benchmark would mix with its own.`);
}
