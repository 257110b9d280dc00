import type { Db } from '../../db/client.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { countRequest } from './rate-limits.repository.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Counts one more of something an address may do only a few times an hour (a message, an order
 * request), in the database so every server counts alike, and refuses past `perHour` with `message`
 * and how long to wait.
 */
export async function countHourlyRequest(db: Db, key: string, perHour: number, now: Date, message: string): Promise<void> {
  const { hits, windowEndsAt } = await countRequest(db, key, HOUR_MS, now);
  if (hits > perHour) throw new TooManyRequestsError(message, Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000)));
}
