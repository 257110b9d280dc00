import { isAPIError } from 'better-auth/api';

import { TWO_FACTOR_MESSAGES, type TwoFactorSetup, type TwoFactorStatus } from '../../../domain/auth.schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { type Actor, recordActivity } from '../activity/activity.repository.ts';
import type { Auth } from './better-auth.ts';
import { reserveAttempt, type SignInRequest } from './sign-in.service.ts';
import { cancelSignInAttempt, releaseSignInAttempt } from './sign-in-limits.ts';
import { endSessionsBefore, isTwoFactorOn } from './two-factor.repository.ts';

/** The signed-in administrator changing how they sign in, with the request's cookies for better-auth. */
export interface TwoFactorCaller {
  admin: Actor & { id: string };
  ipAddress: string;
  headers: Headers;
  now: Date;
  onFailure: SignInRequest['onFailure'];
}

/**
 * Runs a change that better-auth makes only with the password typed again. A wrong password counts
 * against the sign-in limits like one typed at the login, so a session left open on a shared computer
 * cannot be used to guess it.
 */
async function withPassword<T>(db: Db, caller: TwoFactorCaller, change: () => Promise<T>): Promise<T> {
  const { admin, ipAddress, now } = caller;
  const reservation = await reserveAttempt(db, { email: admin.email, ipAddress, now, onFailure: caller.onFailure });
  let result: T;
  try {
    result = await change();
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'INVALID_PASSWORD') {
      caller.onFailure('invalid_credentials');
      throw new ValidationError(TWO_FACTOR_MESSAGES.wrongPassword);
    }
    await cancelSignInAttempt(db, reservation.attemptId);
    throw error;
  }
  await releaseSignInAttempt(db, admin.email, ipAddress);
  return result;
}

export async function twoFactorStatus(db: Db, auth: Auth, userId: string): Promise<TwoFactorStatus> {
  if (!(await isTwoFactorOn(db, userId))) return { enabled: false, backupCodesLeft: null };
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
  return { enabled: true, backupCodesLeft: backupCodes.length };
}

/**
 * First step of turning two-factor sign-in on: a new secret for the app and ten backup codes, shown
 * once. Nothing changes at sign-in until a code from the app confirms it (`confirmTwoFactor`).
 */
export async function startTwoFactor(db: Db, auth: Auth, caller: TwoFactorCaller, password: string): Promise<TwoFactorSetup> {
  if (await isTwoFactorOn(db, caller.admin.id)) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
  const started = await withPassword(db, caller, () => auth.api.enableTwoFactor({ body: { password }, headers: caller.headers }));
  if (started.method !== 'totp' || !started.totpURI || !started.backupCodes) throw new Error('better-auth did not set up an authenticator app');
  const secret = new URL(started.totpURI).searchParams.get('secret') ?? '';
  return { totpUri: started.totpURI, secret, backupCodes: started.backupCodes };
}

/**
 * The first code from the app: two-factor sign-in is on from now. better-auth renews this session;
 * every other session of the administrator ends, so whoever signed in elsewhere with the password
 * alone is out. Returns the renewed session's cookie.
 */
export async function confirmTwoFactor(db: Db, auth: Auth, caller: TwoFactorCaller, code: string): Promise<Headers> {
  if (await isTwoFactorOn(db, caller.admin.id)) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyOn);
  const renewedFrom = new Date();
  let headers: Headers;
  try {
    ({ headers } = await auth.api.verifyTOTP({ body: { code }, headers: caller.headers, returnHeaders: true }));
  } catch (error) {
    const reason = isAPIError(error) ? error.body?.code : undefined;
    if (reason === 'INVALID_CODE') throw new ValidationError(TWO_FACTOR_MESSAGES.invalidCode);
    if (reason === 'TOTP_NOT_ENABLED') throw new ValidationError(TWO_FACTOR_MESSAGES.notStarted);
    throw error;
  }
  await endSessionsBefore(db, caller.admin.id, renewedFrom);
  await recordActivity(db, caller.admin, { action: 'update', entityType: 'two_factor', summary: 'Turned on two-factor sign-in' });
  return headers;
}

/** Ten new backup codes; the old ones stop working. */
export async function renewBackupCodes(db: Db, auth: Auth, caller: TwoFactorCaller, password: string): Promise<string[]> {
  if (!(await isTwoFactorOn(db, caller.admin.id))) throw new ConflictError(TWO_FACTOR_MESSAGES.notOn);
  const { backupCodes } = await withPassword(db, caller, () => auth.api.generateBackupCodes({ body: { password }, headers: caller.headers }));
  await recordActivity(db, caller.admin, { action: 'update', entityType: 'two_factor', summary: 'Made new backup codes for two-factor sign-in' });
  return backupCodes;
}

/** Signing in takes the password alone again; the app's secret and the backup codes are deleted. Returns the rotated session's cookie. */
export async function turnOffTwoFactor(db: Db, auth: Auth, caller: TwoFactorCaller, password: string): Promise<Headers> {
  if (!(await isTwoFactorOn(db, caller.admin.id))) throw new ConflictError(TWO_FACTOR_MESSAGES.notOn);
  const { headers } = await withPassword(db, caller, () => auth.api.disableTwoFactor({ body: { password }, headers: caller.headers, returnHeaders: true }));
  await recordActivity(db, caller.admin, { action: 'update', entityType: 'two_factor', summary: 'Turned off two-factor sign-in' });
  return headers;
}
