import { isAPIError } from 'better-auth/api';

import { readTwoFactorCode, SESSION_IDLE_SECONDS, TWO_FACTOR_MESSAGES } from '../../../domain/auth.schema.ts';
import type { Db } from '../../db/client.ts';
import { AppError, TooManyRequestsError, UnauthorizedError } from '../../errors.ts';
import { recordActivity } from '../activity/activity.repository.ts';
import type { Auth } from './better-auth.ts';
import { cancelSignInAttempt, releaseSignInAttempt, reserveSignInAttempt, type SignInReservation } from './sign-in-limits.ts';
import { claimTwoFactorCode, forgetSession } from './two-factor.repository.ts';

const INVALID_CREDENTIALS = 'Invalid credentials';

export interface SignInRequest {
  email: string;
  password: string;
  /** The caller's address as Fastify judged it (TRUST_PROXY decides whether a proxy's word counts). */
  ipAddress: string;
  headers: Headers;
  now: Date;
  /** Told of every refused sign-in, once, in the shop's own log format. */
  onFailure: (reason: 'invalid_credentials' | 'invalid_code' | 'code_reused' | 'locked') => void;
}

/** The login's second step: the code typed, for the sign-in the challenge cookie (in `headers`) names. */
export type SignInCodeRequest = Omit<SignInRequest, 'password'> & { code: string };

/** The challenge cookie is missing, expired or used up: the login starts again from the password. */
export class TwoFactorChallengeEndedError extends AppError {
  constructor(message: string = TWO_FACTOR_MESSAGES.challengeEnded) {
    super(401, message, 'TWO_FACTOR_CHALLENGE_ENDED');
  }
}

export function lockedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Reserves this attempt within the sign-in limits, or refuses it while they are exceeded. */
export async function reserveAttempt(db: Db, request: Pick<SignInRequest, 'email' | 'ipAddress' | 'now' | 'onFailure'>): Promise<{ attemptId: string }> {
  const { email, ipAddress, now } = request;
  const reservation: SignInReservation = await reserveSignInAttempt(db, email, ipAddress, now);
  if ('lockedUntil' in reservation) {
    request.onFailure('locked');
    const seconds = Math.max(1, Math.ceil((reservation.lockedUntil.getTime() - now.getTime()) / 1000));
    throw new TooManyRequestsError(lockedMessage(seconds), seconds);
  }
  return reservation;
}

function sessionFor(user: { id: string; email: string }, now: Date) {
  return { user: { id: user.id, email: user.email }, expiresAt: new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000).toISOString() };
}

/**
 * Signs an administrator in within the sign-in limits. Returns the session and the Set-Cookie
 * headers better-auth made, or, for an administrator with two-factor sign-in on, that a code is
 * wanted (with the challenge cookie). Throws 401 for wrong credentials and 429 while locked.
 */
export async function signIn(db: Db, auth: Auth, request: SignInRequest) {
  const { email, password, ipAddress, now } = request;
  const reservation = await reserveAttempt(db, request);
  let result;
  try {
    result = await auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers: request.headers, returnHeaders: true });
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400)) {
      // The reserved attempt stays: it was a failure.
      request.onFailure('invalid_credentials');
      throw new UnauthorizedError(INVALID_CREDENTIALS);
    }
    await cancelSignInAttempt(db, reservation.attemptId);
    throw error;
  }
  if ('twoFactorRedirect' in result.response) {
    // The password was right, but the sign-in is not done: earlier failures stay counted until the
    // code is right too, so a known password does not buy endless guesses at the code.
    await cancelSignInAttempt(db, reservation.attemptId);
    return { twoFactorRequired: true as const, headers: result.headers };
  }
  await releaseSignInAttempt(db, email, ipAddress);
  const { user } = result.response;
  await recordActivity(db, { id: user.id, email: user.email }, { action: 'sign_in', entityType: 'session', summary: 'Signed in' });
  return { session: sessionFor(user, now), headers: result.headers };
}

/** better-auth's answers to a wrong or unusable code, by its error code. */
const WRONG_CODE = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE']);
const CHALLENGE_ENDED = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'TOTP_NOT_ENABLED', 'BACKUP_CODES_NOT_ENABLED']);
/** better-auth locks the second step for 15 minutes after ten wrong codes in a row. */
const CODE_LOCK_SECONDS = 15 * 60;

/**
 * The login's second step: a code from the authenticator app or a backup code, for the sign-in the
 * challenge cookie names. Wrong codes count against the same limits as wrong passwords; an app
 * code is good for one sign-in only. Returns the session and its cookie.
 */
export async function signInWithCode(db: Db, auth: Auth, request: SignInCodeRequest) {
  const { ipAddress, now, headers } = request;
  const typed = readTwoFactorCode(request.code);
  if (!typed) throw new UnauthorizedError(TWO_FACTOR_MESSAGES.invalidCode);
  const reservation = await reserveAttempt(db, request);
  let result;
  try {
    const body = { code: typed.code };
    result = typed.kind === 'totp'
      ? await auth.api.verifyTOTP({ body, headers, returnHeaders: true })
      : await auth.api.verifyBackupCode({ body, headers, returnHeaders: true });
  } catch (error) {
    const code = isAPIError(error) ? error.body?.code : undefined;
    if (code && WRONG_CODE.has(code)) {
      // The reserved attempt stays: it was a failure.
      request.onFailure('invalid_code');
      throw new UnauthorizedError(TWO_FACTOR_MESSAGES.invalidCode);
    }
    await cancelSignInAttempt(db, reservation.attemptId);
    if (code && CHALLENGE_ENDED.has(code)) throw new TwoFactorChallengeEndedError();
    if (code === 'ACCOUNT_TEMPORARILY_LOCKED') {
      request.onFailure('locked');
      throw new TooManyRequestsError(lockedMessage(CODE_LOCK_SECONDS), CODE_LOCK_SECONDS);
    }
    throw error;
  }
  const { user, token } = result.response;
  if (typed.kind === 'totp' && !(await claimTwoFactorCode(db, user.id, typed.code, now))) {
    // Seen once already: whoever sends it again does not get the session just made. The attempt stays a failure.
    if (token) await forgetSession(db, token);
    request.onFailure('code_reused');
    throw new TwoFactorChallengeEndedError(TWO_FACTOR_MESSAGES.codeUsed);
  }
  await cancelSignInAttempt(db, reservation.attemptId);
  await releaseSignInAttempt(db, user.email, ipAddress);
  const summary = typed.kind === 'totp' ? 'Signed in with a code from the authenticator app' : 'Signed in with a backup code';
  await recordActivity(db, { id: user.id, email: user.email }, { action: 'sign_in', entityType: 'session', summary });
  return { session: sessionFor(user, now), headers: result.headers };
}
