import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { countRequest, sweepRateLimitCounters } from '../modules/rate-limits/rate-limits.repository.ts';
import { TooManyRequestsError } from '../errors.ts';

const MINUTE_MS = 60_000;
/** Every so many counts, windows that ended long ago are swept away. */
const SWEEP_EVERY = 1000;
const SWEEP_AFTER_MS = 10 * MINUTE_MS;

function databaseStore(db: Db, clock: Clock) {
  let counted = 0;
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      const now = clock();
      countRequest(db, key, timeWindow, now)
        .then(async ({ hits, windowEndsAt }) => {
          if (++counted % SWEEP_EVERY === 0) {
            await sweepRateLimitCounters(db, new Date(now.getTime() - SWEEP_AFTER_MS));
          }
          callback(null, { current: hits, ttl: Math.max(0, windowEndsAt.getTime() - now.getTime()) });
        })
        .catch((error: Error) => callback(error));
    },
    child: () => store,
  };
  return class {
    constructor() {
      return store;
    }
  } as unknown as new () => FastifyRateLimitStore;
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
  await app.register(rateLimit, {
    max: requestsPerMinute,
    timeWindow: MINUTE_MS,
    store: databaseStore(db, clock),
    // A counter that cannot be reached must not take the catalogue down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError('Too many requests from your address. Please wait a minute and try again.', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
};

/** Shares its hooks with the scope that registers it (fastify-plugin), so sibling routes are limited. */
export const publicRateLimit = fp(publicRateLimitPlugin, { name: 'public-rate-limit' });
