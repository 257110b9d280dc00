import { randomBytes } from 'node:crypto';

import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';

import { SESSION_IDLE_SECONDS } from '../../../domain/auth.schema.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accounts, appSettings, sessions, twoFactors, users, verifications } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from './password.ts';

// better-auth set up for the shop (ADR 004): its tables, sessions, passwords and two-factor plugin, and the
// secret that signs its cookies.

/** How often a used session's idle expiry is pushed forward. */
const SESSION_REFRESH_SECONDS = 5 * 60;
const AUTH_SECRET_KEY = 'auth_secret';
/** How long the password step stays good for typing the code. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

/**
 * The secret that signs session cookies: made once and kept in the database, so every server
 * process of the shop signs and checks cookies alike.
 */
export async function loadAuthSecret(db: Db): Promise<string> {
  await db.insert(appSettings).values({ key: AUTH_SECRET_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, AUTH_SECRET_KEY));
  return row!.value;
}

/**
 * better-auth's own log: only its errors, through the shop's logger. Its warnings (one per unknown
 * e-mail) would repeat what the sign-in route already logs once per refused sign-in.
 */
export type AuthErrorLog = (message: string) => void;

export function createAuth(db: Db, config: Config, secret: string, logError: AuthErrorLog) {
  return betterAuth({
    appName: config.shopName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      maxPasswordLength: 256,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    // We count failed sign-ins ourselves, in the database, per account and per address.
    rateLimit: { enabled: false },
    advanced: { useSecureCookies: config.nodeEnv === 'production', cookiePrefix: 'shop' },
    // Two-factor sign-in (docs/decisions/017): a code from an authenticator app after the password.
    // Turning it on takes a first code from the app; the secret and backup codes are kept encrypted.
    plugins: [twoFactor({ issuer: config.shopName, twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS })],
    telemetry: { enabled: false },
    logger: { level: 'error', log: (_level, message) => logError(`better-auth: ${message}`) },
  });
}

export type Auth = ReturnType<typeof createAuth>;
