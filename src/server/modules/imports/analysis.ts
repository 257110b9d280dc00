import { Worker } from 'node:worker_threads';

import { type AnalysisEvent, type AnalysisJob, isLastEvent } from './read-rows.ts';

export type ToAnalysisWorker = { type: 'analyse'; job: AnalysisJob } | { type: 'taken' };
export type FromAnalysisWorker = { type: 'event'; event: AnalysisEvent } | { type: 'failed'; message: string };

/** A worker left idle this long is stopped; the next import starts another. */
const IDLE_MS = 30_000;

/**
 * The worker's code: beside this file in the sources (through tsx, as the server's sources are read in
 * tests and `npm run dev`), or beside the bundled server in dist/server (`npm run build`).
 */
function startWorker(): Worker {
  return new Worker(new URL(import.meta.url.endsWith('.ts') ? './analysis-worker-sources.mjs' : './analysis-worker.js', import.meta.url));
}

export interface AnalysisWorker {
  /** The events of reading a file (read-rows.ts), read in the worker a batch or two ahead of the caller. */
  read(job: AnalysisJob): AsyncGenerator<AnalysisEvent>;
  close(): Promise<void>;
}

/**
 * Reads import files in a worker thread, one at a time. The worker is started for the first file and
 * kept while files follow; a read left midway (the caller stopped, or the worker failed) stops the
 * worker with it.
 */
export function createAnalysisWorker(): AnalysisWorker {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  /** Reads take turns on the one worker, so the messages of two reads never mix (the engine runs one import at a time besides: import_jobs_one_running). */
  let turn: Promise<void> = Promise.resolve();

  async function stop(stopping: Worker | undefined) {
    if (worker === stopping) worker = undefined;
    await stopping?.terminate();
  }

  async function* read(job: AnalysisJob): AsyncGenerator<AnalysisEvent> {
    const previous = turn;
    let done!: () => void;
    turn = new Promise((resolve) => (done = resolve));
    try {
      await previous;
      yield* readInWorker(job);
    } finally {
      done();
    }
  }

  async function* readInWorker(job: AnalysisJob): AsyncGenerator<AnalysisEvent> {
    clearTimeout(idle);
    const current = (worker ??= startWorker());
    current.ref();
    const arrived: FromAnalysisWorker[] = [];
    let waiting: { resolve: (message: FromAnalysisWorker) => void; reject: (error: Error) => void } | undefined;
    let broken: Error | undefined;
    const onMessage = (message: FromAnalysisWorker) => (waiting ? waiting.resolve(message) : arrived.push(message));
    const onError = (error: Error) => {
      broken = error;
      waiting?.reject(error);
    };
    const onExit = (code: number) => onError(new Error(`The import's worker thread stopped (exit code ${code})`));
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    let ended = false;
    try {
      current.postMessage({ type: 'analyse', job } satisfies ToAnalysisWorker);
      while (!ended) {
        const message =
          arrived.shift() ??
          (await new Promise<FromAnalysisWorker>((resolve, reject) => {
            if (broken) reject(broken);
            else waiting = { resolve, reject };
          }));
        waiting = undefined;
        if (message.type === 'failed') throw new Error(message.message);
        ended = isLastEvent(message.event);
        yield message.event;
        if (!ended) current.postMessage({ type: 'taken' } satisfies ToAnalysisWorker);
      }
    } finally {
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (!ended || broken) {
        await stop(current);
      } else {
        current.unref();
        idle = setTimeout(() => void stop(current), IDLE_MS).unref();
      }
    }
  }

  return {
    read,
    async close() {
      clearTimeout(idle);
      await stop(worker);
    },
  };
}
