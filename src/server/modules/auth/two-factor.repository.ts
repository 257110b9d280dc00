import { and, eq, lt } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { sessions, twoFactors, usedTwoFactorCodes, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/activity.repository.ts';

/** An app's code is accepted for about 90 seconds (its own 30 and one either side); a used one is kept a little longer. */
const USED_CODE_SECONDS = 120;

/**
 * Marks an authenticator code as used for signing in. False when it was used already within its
 * lifetime: two sign-ins sent at once with one code get one `true` (the primary key decides).
 */
export async function claimTwoFactorCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  await db.delete(usedTwoFactorCodes).where(and(eq(usedTwoFactorCodes.userId, userId), lt(usedTwoFactorCodes.usedAt, new Date(now.getTime() - USED_CODE_SECONDS * 1000))));
  const claimed = await db.insert(usedTwoFactorCodes).values({ userId, code, usedAt: now }).onConflictDoNothing().returning({ code: usedTwoFactorCodes.code });
  return claimed.length > 0;
}

/** Ends a session made a moment ago that is not to be handed out after all. */
export async function forgetSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** Signs the administrator out of every session opened before `before` (the one renewed since stays). */
export async function endSessionsBefore(db: Db, userId: string, before: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.createdAt, before)));
}

export async function isTwoFactorOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

/** Turns two-factor sign-in off from the command line, for an administrator who lost both the app and the backup codes. */
export async function turnOffTwoFactorByEmail(db: Db, email: string): Promise<{ wasOn: boolean } | null> {
  const [user] = await db.select({ id: users.id, email: users.email, on: users.twoFactorEnabled }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return null;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    if (user.on) await recordActivity(tx, user, { action: 'update', entityType: 'two_factor', summary: 'Turned off two-factor sign-in from the command line' });
  });
  return { wasOn: user.on };
}
