import { randomUUID } from 'node:crypto';

import { and, desc, eq, gt, lt, or } from 'drizzle-orm';

import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS, SIGN_IN_WINDOW_SECONDS } from '../../../domain/auth.schema.ts';
import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/index.ts';

const WINDOW_MS = SIGN_IN_WINDOW_SECONDS * 1000;

/** When the MAX-th most recent failure leaves the window, the lock ends by itself. */
async function lockEnd(db: Db, column: 'email' | 'ipAddress', value: string, max: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: signInFailures.createdAt })
    .from(signInFailures)
    .where(and(eq(signInFailures[column], value), gt(signInFailures.createdAt, new Date(now.getTime() - WINDOW_MS))))
    .orderBy(desc(signInFailures.createdAt))
    .limit(1)
    .offset(max - 1);
  return row ? new Date(row.createdAt.getTime() + WINDOW_MS) : null;
}

/** The time until which sign-ins for this account or from this address are refused, or null. */
export async function signInLockedUntil(db: Db, email: string, ipAddress: string, now = new Date()): Promise<Date | null> {
  const [byAccount, byAddress] = await Promise.all([
    lockEnd(db, 'email', email, MAX_FAILURES_PER_ACCOUNT, now),
    lockEnd(db, 'ipAddress', ipAddress, MAX_FAILURES_PER_ADDRESS, now),
  ]);
  const ends = [byAccount, byAddress].filter((end): end is Date => end !== null && end > now);
  return ends.length ? new Date(Math.max(...ends.map((end) => end.getTime()))) : null;
}

export async function recordSignInFailure(db: Db, email: string, ipAddress: string, now = new Date()): Promise<void> {
  await db.insert(signInFailures).values({ id: randomUUID(), email, ipAddress, createdAt: now });
  // Failures older than the window no longer count for anything.
  await db
    .delete(signInFailures)
    .where(and(or(eq(signInFailures.email, email), eq(signInFailures.ipAddress, ipAddress)), lt(signInFailures.createdAt, new Date(now.getTime() - WINDOW_MS))));
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
