import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { accounts, sessions, users } from '../../db/schema/index.ts';
import { generatePassword, hashPassword, MIN_ADMIN_PASSWORD_LENGTH } from './password.ts';

export class AdminAccountError extends Error {}

function checkPassword(password: string): void {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new AdminAccountError(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  }
}

/**
 * Creates the administrator on the first start. Uses `password` when given, otherwise a random one,
 * which is returned so it can be shown once. Returns null when the account already exists.
 */
export async function ensureAdmin(db: Db, email: string, password: string | undefined): Promise<{ password: string; generated: boolean } | null> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
  if (existing) return null;
  const chosen = password ?? generatePassword();
  checkPassword(chosen);
  const hashed = await hashPassword(chosen);
  await db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.insert(users).values({ id, email: normalized, name: 'Administrator', emailVerified: true });
    await tx.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hashed });
  });
  return { password: chosen, generated: password === undefined };
}

/** Sets a new password and signs the administrator out everywhere. */
export async function resetAdminPassword(db: Db, email: string, password: string | undefined): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
  if (!user) throw new AdminAccountError(`There is no administrator with the e-mail ${normalized}.`);
  const chosen = password ?? generatePassword();
  checkPassword(chosen);
  const hashed = await hashPassword(chosen);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ password: hashed, updatedAt: new Date() })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx.insert(accounts).values({ id: randomUUID(), accountId: user.id, providerId: 'credential', userId: user.id, password: hashed });
    }
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
  return chosen;
}
