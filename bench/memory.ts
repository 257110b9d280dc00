/**
 * The shop server's own memory (issue 11, "Start and memory"): the real server (`dist/server/main.js`, as `npm start` runs it,
 * production settings, the demo catalogue) in a process of its own, measured from outside through
 * /proc: resident after the first start (which seeds the demo and draws its pictures), after a second
 * start on the same data, at its peak and after a crowd of 50 connections sending the public mix of
 * bench:http for BENCH_HTTP_SECONDS, and after a further idle while. PGlite in a fresh data folder,
 * and PostgreSQL with BENCH_DATABASE_URL (an empty database). Prints markdown for bench/README.md.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import autocannon from 'autocannon';

import { buildDemoParts } from '../src/server/seed/seed-demo.ts';
import { BENCH_DEMO_PARTS, benchRows } from './catalogue.ts';
import { requestMix } from './mix.ts';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 20);
const SETTLE_MS = 5_000;
const root = path.resolve(import.meta.dirname, '..');

interface Server {
  process: ChildProcess;
  address: string;
}

/** Starts the shop as `npm run serve` does (the build is made first), answering once it prints the address it is open at. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', PUBLIC_API_REQUESTS_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is open at (http:\/\/\S+?) \(/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`The server stopped (${code}) before it was open:\n${output}`)));
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return { process: child, address };
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

/** The process's resident memory in MB, as the kernel counts it. */
function residentMb(server: Server): number {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024);
}

async function measure(label: string, env: Record<string, string>): Promise<string> {
  const first = await startServer(env);
  await sleep(SETTLE_MS);
  const afterFirstStart = residentMb(first);
  await stopServer(first);

  const server = await startServer(env);
  await sleep(SETTLE_MS);
  const idle = residentMb(server);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(server))), 250);
  const mix = requestMix(benchRows(BENCH_DEMO_PARTS));
  const result = await autocannon({
    url: server.address,
    connections: 50,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: mix() }) }],
  });
  clearInterval(sampler);
  const afterLoad = residentMb(server);
  await sleep(SETTLE_MS * 2);
  const later = residentMb(server);
  await stopServer(server);
  const rate = Math.round(result.requests.average).toLocaleString('en-US');
  return `| ${label} | ${afterFirstStart} MB | ${idle} MB | ${peak} MB | ${afterLoad} MB | ${later} MB | ${rate} req/s, ${result.errors + result.non2xx} errors |`;
}

execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
const table = [
  '| database | after the first start (seeds the demo) | idle, second start | peak under the mix | after the mix | 10 s later | the mix |',
  '|---|---|---|---|---|---|---|',
];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
try {
  if (process.env.BENCH_SKIP_PGLITE !== 'true') table.push(await measure('PGlite', { DATA_DIR: path.join(dataDir, 'pglite') }));
  const url = process.env.BENCH_DATABASE_URL;
  if (url) table.push(await measure('PostgreSQL', { DATA_DIR: path.join(dataDir, 'postgres'), DATABASE_URL: url }));
  else console.log('(BENCH_DATABASE_URL is not set: PostgreSQL skipped)\n');
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`The demo catalogue (${buildDemoParts().length} parts; the searches drawn from its first ${BENCH_DEMO_PARTS}); 50 connections for ${SECONDS} s; ${os.cpus().length} cores, Node ${process.version}\n`);
console.log(table.join('\n'));
