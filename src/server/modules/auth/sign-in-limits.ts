import { randomUUID } from 'node:crypto';

import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';

import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, MAX_FAILURES_PER_ADDRESS, SIGN_IN_WINDOW_SECONDS } from '../../../domain/auth.schema.ts';
import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/index.ts';

const WINDOW_MS = SIGN_IN_WINDOW_SECONDS * 1000;

/** When the MAX-th most recent failure matching `where` leaves the window, the lock ends by itself. */
async function lockEnd(db: Db, where: SQL, max: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: signInFailures.createdAt })
    .from(signInFailures)
    .where(and(where, gt(signInFailures.createdAt, new Date(now.getTime() - WINDOW_MS))))
    .orderBy(desc(signInFailures.createdAt))
    .limit(1)
    .offset(max - 1);
  return row ? new Date(row.createdAt.getTime() + WINDOW_MS) : null;
}

export type SignInReservation = { lockedUntil: Date } | { attemptId: string };

/**
 * Checks the limits and reserves this attempt in one atomic step: the attempt is written as a
 * failure before the password is checked, under a lock on the caller's address, so requests sent
 * at once (to one server process or several) each see the ones before them. A correct password
 * takes the reservation back (`cancelSignInAttempt`); a completed sign-in forgives the earlier failures (`releaseSignInAttempt`).
 *
 * Limits count per (account, address) and per address, never per account alone: an attacker
 * failing from elsewhere cannot keep the real administrator out (docs/decisions/006).
 */
export async function reserveSignInAttempt(db: Db, email: string, ipAddress: string, now: Date): Promise<SignInReservation> {
  return db.transaction(async (tx) => {
    // Every count below involves this address, so one lock per address serialises them all.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${ipAddress}`}, 0))`);
    const [byAccount, byAddress] = await Promise.all([
      lockEnd(tx, and(eq(signInFailures.email, email), eq(signInFailures.ipAddress, ipAddress))!, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, now),
      lockEnd(tx, eq(signInFailures.ipAddress, ipAddress), MAX_FAILURES_PER_ADDRESS, now),
    ]);
    const ends = [byAccount, byAddress].filter((end): end is Date => end !== null && end > now);
    if (ends.length) return { lockedUntil: new Date(Math.max(...ends.map((end) => end.getTime()))) };
    const attemptId = randomUUID();
    await tx.insert(signInFailures).values({ id: attemptId, email, ipAddress, createdAt: now });
    // Failures older than the window no longer count for anything.
    await tx.delete(signInFailures).where(and(eq(signInFailures.ipAddress, ipAddress), lt(signInFailures.createdAt, new Date(now.getTime() - WINDOW_MS))));
    return { attemptId };
  });
}

/** After a completed sign-in (the password, and the code when two-factor sign-in is on): this address's failures for the account are forgiven. */
export async function releaseSignInAttempt(db: Db, email: string, ipAddress: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.email, email), eq(signInFailures.ipAddress, ipAddress)));
}

/** When the password could not be checked at all (an error, not a wrong password): the attempt does not count. */
export async function cancelSignInAttempt(db: Db, attemptId: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.id, attemptId));
}
