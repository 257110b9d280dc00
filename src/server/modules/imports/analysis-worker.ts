/**
 * The worker thread that reads import files (analysis.ts starts it): parsing and checking 100,000 rows
 * takes seconds of JavaScript, which here runs beside the server's thread, where the database stages
 * the rows (PGlite runs on that thread) and requests go on being answered.
 */
import { parentPort } from 'node:worker_threads';

import { type AnalysisJob, isLastEvent, readRows } from './read-rows.ts';
import type { FromAnalysisWorker, ToAnalysisWorker } from './analysis.ts';

/** Events sent ahead of those the server has taken: the next batch is read while one is staged. */
const AHEAD = 2;

const port = parentPort!;
let sent = 0;
let taken = 0;
let wake: (() => void) | undefined;

const post = (message: FromAnalysisWorker) => port.postMessage(message);

async function analyse(job: AnalysisJob): Promise<void> {
  sent = 0;
  taken = 0;
  try {
    for await (const event of readRows(job)) {
      post({ type: 'event', event });
      if (isLastEvent(event)) return;
      sent++;
      while (sent - taken >= AHEAD) await new Promise<void>((resolve) => (wake = resolve));
    }
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

port.on('message', (message: ToAnalysisWorker) => {
  if (message.type === 'analyse') {
    void analyse(message.job);
  } else {
    taken++;
    wake?.();
  }
});
