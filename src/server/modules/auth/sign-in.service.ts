import { isAPIError } from 'better-auth/api';

import { SESSION_IDLE_SECONDS } from '../../../domain/auth.schema.ts';
import type { Db } from '../../db/client.ts';
import { TooManyRequestsError, UnauthorizedError } from '../../errors.ts';
import { recordActivity } from '../activity/activity.repository.ts';
import type { Auth } from './auth.ts';
import { cancelSignInAttempt, releaseSignInAttempt, reserveSignInAttempt } from './sign-in-limits.ts';

const INVALID_CREDENTIALS = 'Invalid credentials';

export interface SignInRequest {
  email: string;
  password: string;
  /** The caller's address as Fastify judged it (TRUST_PROXY decides whether a proxy's word counts). */
  ipAddress: string;
  headers: Headers;
  now: Date;
  /** Told of every refused sign-in, once, in the shop's own log format. */
  onFailure: (reason: 'invalid_credentials' | 'locked') => void;
}

export function lockedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Signs an administrator in within the sign-in limits. Returns the session and the Set-Cookie
 * headers better-auth made; throws 401 for wrong credentials and 429 while locked.
 */
export async function signIn(db: Db, auth: Auth, request: SignInRequest) {
  const { email, password, ipAddress, now } = request;
  const reservation = await reserveSignInAttempt(db, email, ipAddress, now);
  if ('lockedUntil' in reservation) {
    request.onFailure('locked');
    const seconds = Math.max(1, Math.ceil((reservation.lockedUntil.getTime() - now.getTime()) / 1000));
    throw new TooManyRequestsError(lockedMessage(seconds), seconds);
  }
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
  const { user } = result.response;
  await releaseSignInAttempt(db, email, ipAddress);
  await recordActivity(db, { id: user.id, email: user.email }, { action: 'sign_in', entityType: 'session', summary: 'Signed in' });
  return {
    session: { user: { id: user.id, email: user.email }, expiresAt: new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000).toISOString() },
    headers: result.headers,
  };
}
