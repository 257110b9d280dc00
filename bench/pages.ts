/**
 * Public pages as a phone sees them (DESIGN.md budgets; issue "Public pages that open fast"):
 * Lighthouse 12 with its mobile preset (simulated slow 4G and a 4× slower CPU) against a freshly
 * started shop on the embedded database with the demo catalogue, exactly as `npm start` serves it.
 * Each page is measured BENCH_PAGES_RUNS times (default 3) and the median run by performance is kept.
 * Prints a markdown table for bench/README.md.
 *
 * Needs Chromium: CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3917);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2_000, cls: 0.05 };

interface PageResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
  failing: string[];
  /** Lighthouse's measure of the host's speed: its 4× CPU slow-down is applied to this machine's own times. */
  benchmarkIndex: number;
}

async function startShop(dataDir: string): Promise<() => Promise<void>> {
  const build = spawn('node', ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited ${code}`)))));
  const shop = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'bench-pages-password-1', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 600; tries++) {
    const ready = await fetch(`${ORIGIN}/api/ready`).then((response) => response.ok, () => false);
    if (ready) break;
    if (shop.exitCode !== null) throw new Error(`the shop exited with ${shop.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return async () => {
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
  };
}

async function measure(port: number, page: string): Promise<PageResult> {
  const result = await lighthouse(`${ORIGIN}${page}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []);
  const bytes = (filter: (type: string | undefined) => boolean) => Math.round(requests.filter((item) => filter(item.resourceType)).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024);
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => audit.id);
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptKb: bytes((type) => type === 'Script'),
    totalKb: bytes(() => true),
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function row(result: PageResult, publicPage: boolean): string {
  const mark = (ok: boolean) => (publicPage ? (ok ? ' ✔' : ' ✘') : '');
  return [
    '',
    result.page.replaceAll('|', '\\|'),
    `${result.performance}${mark(result.performance >= BUDGET.performance)}`,
    `${result.accessibility}${mark(result.accessibility >= BUDGET.accessibility)}`,
    `${result.bestPractices}${mark(result.bestPractices >= BUDGET.bestPractices)}`,
    `${result.seo}${mark(result.seo >= BUDGET.seo)}`,
    `${(result.fcpMs / 1000).toFixed(1)} s`,
    `${(result.lcpMs / 1000).toFixed(1)} s${mark(result.lcpMs <= BUDGET.lcpMs)}`,
    `${Math.round(result.tbtMs)} ms`,
    `${result.cls.toFixed(3)}${mark(result.cls <= BUDGET.cls)}`,
    `${result.scriptKb} KB`,
    `${result.totalKb} KB`,
    '',
  ].join(' | ').trim();
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  const stopShop = await startShop(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const search = await fetch(`${ORIGIN}/api/catalog/search?make=Pontiac&year=1955&pageSize=1`).then((response) => response.json() as Promise<{ items: { id: number }[] }>);
    const partId = search.items[0]?.id ?? 1;
    const pages = ['/', '/search?make=Pontiac&year=1955', `/part/${partId}`, '/catalog', '/admin/login'];
    const lines = [
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${RUNS} runs; ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
      '',
      '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS (transferred) | all (transferred) |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    const notes: string[] = [];
    const results: PageResult[] = [];
    for (const page of pages) {
      const runs: PageResult[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(chrome.port, page));
      results.push(...runs);
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)]!;
      lines.push(row(median, page !== '/admin/login'));
      if (median.failing.length > 0) notes.push(`- ${page}: audits below 0.9: ${median.failing.join(', ')}`);
    }
    const indexes = results.map((result) => Math.round(result.benchmarkIndex)).sort((a, b) => a - b);
    lines[0] += `; Lighthouse benchmark index of this host ${indexes[0]}–${indexes.at(-1)} (TBT and the performance score scale with it)`;
    console.log([...lines, '', ...notes].join('\n'));
  } finally {
    await chrome.kill();
    await stopShop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
