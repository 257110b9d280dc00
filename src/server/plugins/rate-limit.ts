import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { addRequests, readCounters, sweepRateLimitCounters } from '../modules/rate-limits/rate-limits.repository.ts';
import { TooManyRequestsError } from '../errors.ts';

const MINUTE_MS = 60_000;
/** How often a server hands the requests it counted over to the shared counters, and reads back theirs. */
export const RATE_LIMIT_SYNC_MS = 200;
/** At most this many counters in one statement. */
const SYNC_BATCH = 500;
/** Every so many hand-overs, windows that ended long ago are swept away. */
const SWEEP_EVERY = 300;
const SWEEP_AFTER_MS = 10 * MINUTE_MS;

/** One address's requests in the current window: those all servers had counted at the last hand-over, and ours since. */
interface Tally {
  shared: number;
  pending: number;
  windowEndsAt: number;
}

/**
 * Counts requests in memory, so a busy catalogue makes no database write per request, and every
 * RATE_LIMIT_SYNC_MS adds them to the counters in the database that all servers share (one statement
 * for every address), reading back what the other servers counted (also for the busier addresses it
 * had no new requests from). One server alone is exact; across servers an address may get at most a
 * hand-over's worth of requests per server past the limit.
 */
function sharedCounter(db: Db, clock: Clock, windowMs: number, watchFrom: number) {
  const tallies = new Map<string, Tally>();
  let syncs = 0;
  let running: Promise<void> = Promise.resolve();

  async function handOver(): Promise<void> {
    const now = clock();
    const due = [...tallies].filter(([, tally]) => tally.pending > 0).map(([key, tally]) => ({ key, tally, hits: tally.pending }));
    for (const entry of due) entry.tally.pending = 0;
    for (let start = 0; start < due.length; start += SYNC_BATCH) {
      const batch = due.slice(start, start + SYNC_BATCH);
      try {
        const counted = new Map((await addRequests(db, batch, windowMs, now)).map((row) => [row.key, row]));
        for (const { key, tally } of batch) {
          const row = counted.get(key);
          if (row) Object.assign(tally, { shared: row.hits, windowEndsAt: row.windowEndsAt.getTime() });
        }
      } catch {
        // The database could not be reached: the requests stay counted here and go over next time.
        for (const entry of batch) entry.tally.pending += entry.hits;
      }
    }
    // Addresses this server saw little of since may be busy on the others: read theirs back too.
    const handedOver = new Set(due.map(({ key }) => key));
    const watched = [...tallies].filter(([key, tally]) => !handedOver.has(key) && tally.shared + tally.pending >= watchFrom && tally.windowEndsAt > now.getTime());
    for (let start = 0; start < watched.length; start += SYNC_BATCH) {
      const batch = watched.slice(start, start + SYNC_BATCH);
      const counted = await readCounters(db, batch.map(([key]) => key)).catch(() => []);
      const byKey = new Map(batch);
      for (const row of counted) {
        const tally = byKey.get(row.key);
        if (tally && row.windowEndsAt.getTime() > now.getTime()) Object.assign(tally, { shared: row.hits, windowEndsAt: row.windowEndsAt.getTime() });
      }
    }
    for (const [key, tally] of tallies) if (tally.pending === 0 && tally.windowEndsAt <= now.getTime()) tallies.delete(key);
    if (++syncs % SWEEP_EVERY === 0) await sweepRateLimitCounters(db, new Date(now.getTime() - SWEEP_AFTER_MS)).catch(() => undefined);
  }

  return {
    count(key: string): { current: number; ttl: number } {
      const now = clock().getTime();
      let tally = tallies.get(key);
      if (!tally || tally.windowEndsAt <= now) {
        tally = { shared: 0, pending: 0, windowEndsAt: now + windowMs };
        tallies.set(key, tally);
      }
      tally.pending += 1;
      return { current: tally.shared + tally.pending, ttl: tally.windowEndsAt - now };
    },
    /** Hands the counts over now (one at a time: a slow database never piles hand-overs up). */
    sync(): Promise<void> {
      running = running.then(handOver, handOver);
      return running;
    },
  };
}

export interface PublicRateLimitOptions {
  db: Db;
  clock: Clock;
  requestsPerMinute: number;
}

/**
 * The public API's rate limit: generous for people (a restorer paging through results makes a
 * few requests a minute), firm for scrapers. Counted per address as Fastify judges it (TRUST_PROXY).
 * Register it inside the scope it should cover, before that scope's routes.
 */
const publicRateLimitPlugin: FastifyPluginAsync<PublicRateLimitOptions> = async (app, { db, clock, requestsPerMinute }) => {
  // An address with a tenth of the limit or more is watched: its count on the other servers is read back.
  const counter = sharedCounter(db, clock, MINUTE_MS, Math.max(1, Math.floor(requestsPerMinute / 10)));
  const timer = setInterval(() => void counter.sync(), RATE_LIMIT_SYNC_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await counter.sync();
  });
  const store: FastifyRateLimitStore = {
    incr(key, callback) {
      callback(null, counter.count(key));
    },
    child: () => store,
  };
  await app.register(rateLimit, {
    max: requestsPerMinute,
    timeWindow: MINUTE_MS,
    store: class {
      constructor() {
        return store;
      }
    } as unknown as new () => FastifyRateLimitStore,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError('Too many requests from your address. Please wait a minute and try again.', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
};

/** Shares its hooks with the scope that registers it (fastify-plugin), so sibling routes are limited. */
export const publicRateLimit = fp(publicRateLimitPlugin, { name: 'public-rate-limit' });
