import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createAnalysisWorker } from './analysis.ts';
import { type AnalysisEvent, type AnalysisJob, readRows, STAGE_BATCH } from './read-rows.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analysis-'));
const worker = createAnalysisWorker();
afterAll(async () => {
  await worker.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function write(name: string, content: string): string {
  const filePath = path.join(dir, name);
  fs.writeFileSync(filePath, content);
  return filePath;
}

async function all(events: AsyncIterable<AnalysisEvent>): Promise<AnalysisEvent[]> {
  const seen: AnalysisEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

/** A parts file of `count` rows, every tenth without a price, with one SKU given twice. */
function partsFile(name: string, count: number): string {
  const rows = Array.from({ length: count }, (_, i) => `SS-${i % (count - 1)},Part ${i},${i % 10 === 3 ? '' : `$${i}.50`},Pontiac,Chieftain,1950,1952`);
  return write(name, ['SKU,Name,Regular price,Make,Model,Year Start,Year End', ...rows].join('\n'));
}

describe('reading import files in a worker thread', () => {
  it('reports what reading the file in this thread reports: the header, the batches of valid rows, the errors and the words', async () => {
    const job: AnalysisJob = { kind: 'parts', filePath: partsFile('parts.csv', STAGE_BATCH * 3), context: undefined };
    const inWorker = await all(worker.read(job));
    expect(inWorker).toEqual(await all(readRows(job)));
    expect(inWorker.map((event) => event.type)).toEqual(['header', 'batch', 'batch', 'batch', 'done']);
    const done = inWorker.at(-1) as Extract<AnalysisEvent, { type: 'done' }>;
    expect(done.stats).toMatchObject({ total: STAGE_BATCH * 3, errors: (STAGE_BATCH * 3) / 10, skipped: 1 });
    expect(done.terms).toEqual(expect.arrayContaining(['part', 'pontiac', 'chieftain']));
  });

  it('passes the context a kind checks its rows against, and stops at a header it cannot read', async () => {
    const categories = write('categories.csv', 'name,section\nLamp Bulbs,lighting\nDecals,NO SUCH SECTION\n');
    const done = (await all(worker.read({ kind: 'categories', filePath: categories, context: ['LIGHTING'] }))).at(-1);
    expect(done).toMatchObject({ type: 'done', stats: { total: 2, errors: 1 } });
    const headless = write('headless.csv', 'title,section\nx,y\n');
    expect(await all(worker.read({ kind: 'categories', filePath: headless, context: [] }))).toEqual([{ type: 'header', ok: false, message: 'Missing required column(s): name' }]);
  });

  it('reads two files asked for at the same moment one after the other, each whole', async () => {
    const first: AnalysisJob = { kind: 'parts', filePath: partsFile('first.csv', STAGE_BATCH * 2), context: undefined };
    const second: AnalysisJob = { kind: 'parts', filePath: partsFile('second.csv', STAGE_BATCH + 7), context: undefined };
    const [fromFirst, fromSecond] = await Promise.all([all(worker.read(first)), all(worker.read(second))]);
    expect(fromFirst).toEqual(await all(readRows(first)));
    expect(fromSecond).toEqual(await all(readRows(second)));
  });

  it('answers a file it cannot read with the reason, and reads the next file; a read left midway leaves the next one whole', async () => {
    await expect(all(worker.read({ kind: 'parts', filePath: path.join(dir, 'gone.csv'), context: undefined }))).rejects.toThrow(/ENOENT/);
    const job: AnalysisJob = { kind: 'parts', filePath: partsFile('again.csv', STAGE_BATCH * 3), context: undefined };
    for await (const event of worker.read(job)) if (event.type === 'batch') break;
    expect(await all(worker.read(job))).toEqual(await all(readRows(job)));
  });
});
