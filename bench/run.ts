/**
 * Search benchmark: server-side latency of each filter kind on the demo catalogue, on PGlite and,
 * with BENCH_DATABASE_URL, on PostgreSQL. Figures go into bench/README.md.
 */
import { performance } from 'node:perf_hooks';

import { SearchQuerySchema, type SearchQueryInput } from '../src/domain/catalog.schema.ts';
import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { searchParts } from '../src/server/modules/catalog/catalog.repository.ts';
import { seedDemoCatalogue } from '../src/server/seed/seed-demo.ts';
import { createLocalStorage } from '../src/server/storage/local-storage.ts';

const ROUNDS = 200;
const QUERIES: Record<string, SearchQueryInput> = {
  'no filter': {},
  make: { make: 'Pontiac' },
  model: { model: 'Chieftain' },
  year: { year: 1955 },
  category: { category: 'Tail Lamp Lenses' },
  'part number': { partNumber: 'SS HO' },
  keyword: { q: 'hood ornament' },
  combined: { make: 'Pontiac', year: 1955, category: 'Tail Lamp Lenses', q: 'lens' },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, database: Database): Promise<void> {
  await runMigrations(database);
  await seedDemoCatalogue(database.db, createLocalStorage('tmp/bench-storage'), { pictures: false });
  console.log(`\n${name}\n| query | p50 ms | p95 ms |\n|---|---|---|`);
  for (const [label, input] of Object.entries(QUERIES)) {
    const query = SearchQuerySchema.parse(input);
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      await searchParts(database.db, query);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${label} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} |`);
  }
  await database.close();
}

await measure('PGlite (in memory), demo catalogue', await openPglite(undefined));
if (process.env.BENCH_DATABASE_URL) await measure('PostgreSQL, demo catalogue', await openPostgres(process.env.BENCH_DATABASE_URL));
