import { inArray, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';

/**
 * Counts a request in the database and answers the count so far in this window, in one atomic
 * upsert: several server processes share the counters, and requests at once cannot slip past.
 */
export async function countRequest(db: Db, key: string, windowMs: number, now: Date): Promise<{ hits: number; windowEndsAt: Date }> {
  const ended = sql`${rateLimitCounters.windowEndsAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  return row!;
}

/**
 * Adds several requests to several counters in one statement, each answered with its count so far in
 * its window: how a server hands over the requests it counted in memory (see the public rate limit).
 */
export async function addRequests(db: Db, tallies: { key: string; hits: number }[], windowMs: number, now: Date): Promise<{ key: string; hits: number; windowEndsAt: Date }[]> {
  if (tallies.length === 0) return [];
  const ended = sql`${rateLimitCounters.windowEndsAt} <= ${now}`;
  return db
    .insert(rateLimitCounters)
    .values(tallies.map(({ key, hits }) => ({ key, hits, windowEndsAt: new Date(now.getTime() + windowMs) })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ key: rateLimitCounters.key, hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
}

/** The counts so far of `keys`, as every server has handed them over. */
export async function readCounters(db: Db, keys: string[]): Promise<{ key: string; hits: number; windowEndsAt: Date }[]> {
  if (keys.length === 0) return [];
  return db
    .select({ key: rateLimitCounters.key, hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(inArray(rateLimitCounters.key, keys));
}

/** Forgets windows that ended before `before`. */
export async function sweepRateLimitCounters(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, before));
}
