/**
 * HTTP benchmark (DESIGN.md "serving a crowd"): 100,000 parts; 50 connections send a realistic mix
 * of public catalogue requests (1,000 distinct searches drawn Zipf-like from the catalogue's own
 * words, makes, models, years, categories and part numbers; a fifth of the requests open a part),
 * with the catalogue cache on and off, against a no-op route of the same server. PGlite, and
 * PostgreSQL with BENCH_DATABASE_URL (an empty database). Prints markdown for bench/README.md.
 */
import os from 'node:os';

import autocannon from 'autocannon';

import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/client.ts';
import { createLocalStorage } from '../src/server/storage/local-storage.ts';
import { type BenchPart, benchRows, eachBenchDatabase } from './catalogue.ts';
import { requestMix } from './mix.ts';

const PART_COUNT = Number(process.env.BENCH_PARTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 15);

async function run(label: string, database: Database, rows: BenchPart[]): Promise<string[]> {
  const mix = requestMix(rows);
  const lines: string[] = [];
  let noopRate = 0;
  for (const cache of ['on', 'off'] as const) {
    const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', CATALOG_CACHE: cache === 'on' ? 'true' : 'false', PUBLIC_API_REQUESTS_PER_MINUTE: '1000000' });
    const app = await buildApp({ config, database, storage: createLocalStorage(os.tmpdir()) });
    app.get('/bench/noop', async () => ({ ok: true }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    if (cache === 'on') {
      const noop = await autocannon({ url: `${address}/bench/noop`, connections: 50, duration: SECONDS });
      noopRate = noop.requests.average;
      lines.push(`| ${label} | no-op route | ${Math.round(noopRate).toLocaleString('en-US')} | ${noop.latency.p50} | ${noop.latency.p99} | 100% | ${noop.errors + noop.non2xx} | ${residentMb()} |`);
    }
    // A crowd meets a warm server: one unmeasured pass of the same mix first.
    await autocannon({ url: address, connections: 50, duration: Math.max(5, Math.round(SECONDS / 2)), requests: [{ setupRequest: (request) => ({ ...request, path: mix() }) }] });
    const result = await autocannon({
      url: address,
      connections: 50,
      duration: SECONDS,
      requests: [{ setupRequest: (request) => ({ ...request, path: mix() }) }],
    });
    await app.close();
    const share = ((result.requests.average / noopRate) * 100).toFixed(1);
    lines.push(`| ${label} | mix, cache ${cache} | ${Math.round(result.requests.average).toLocaleString('en-US')} | ${result.latency.p50} | ${result.latency.p99} | ${share}% | ${result.errors + result.non2xx} | ${residentMb()} |`);
  }
  return lines;
}

/** The process's resident memory now (the server, the load generator and, on PGlite, the database). */
const residentMb = () => `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`;

const rows = benchRows(PART_COUNT);
const table = ['| database | requests | req/s | p50 ms | p99 ms | of no-op | errors | resident after |', '|---|---|---|---|---|---|---|---|'];
await eachBenchDatabase(rows, async (label, database) => {
  table.push(...(await run(label, database, rows)));
});
console.log(`${PART_COUNT.toLocaleString('en-US')} parts, 50 connections, ${SECONDS} s per row; ${os.cpus().length} cores, Node ${process.version}\n`);
console.log(table.join('\n'));
