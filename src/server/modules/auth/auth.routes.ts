import { isAPIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { LoginHintSchema, SESSION_IDLE_SECONDS, SessionSchema, SignInSchema } from '../../../domain/auth.schema.ts';
import type { Db } from '../../db/client.ts';
import { TooManyRequestsError, UnauthorizedError } from '../../errors.ts';
import { recordActivity } from '../activity/activity.repository.ts';
import type { Auth } from './auth.ts';
import { forwardCookies, resolveSession, toFetchHeaders } from './session.ts';
import { clearSignInFailures, recordSignInFailure, signInLockedUntil } from './sign-in-limits.ts';

const INVALID_CREDENTIALS = 'Invalid credentials';

/** Sign in, sign out and the current session. better-auth does the work; these routes add the shop's rules. */
export const authRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; adminEmail: string }> = async (app, { db, auth, adminEmail }) => {
  app.post('/sign-in', { schema: { body: SignInSchema, response: { 200: SessionSchema } } }, async (request, reply) => {
    const { email, password } = request.body;
    const lockedUntil = await signInLockedUntil(db, email, request.ip);
    if (lockedUntil) {
      const seconds = Math.ceil((lockedUntil.getTime() - Date.now()) / 1000);
      const minutes = Math.ceil(seconds / 60);
      throw new TooManyRequestsError(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds);
    }
    let result;
    try {
      result = await auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers: toFetchHeaders(request), returnHeaders: true });
    } catch (error) {
      if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400)) {
        await recordSignInFailure(db, email, request.ip);
        throw new UnauthorizedError(INVALID_CREDENTIALS);
      }
      throw error;
    }
    const { user } = result.response;
    await clearSignInFailures(db, email);
    await recordActivity(db, { id: user.id, email: user.email }, { action: 'sign_in', entityType: 'session', summary: 'Signed in' });
    forwardCookies(reply, result.headers);
    return { user: { id: user.id, email: user.email }, expiresAt: new Date(Date.now() + SESSION_IDLE_SECONDS * 1000).toISOString() };
  });

  app.post('/sign-out', async (request, reply) => {
    const signedIn = await resolveSession(auth, db, request, reply);
    if (signedIn) {
      const { headers } = await auth.api.signOut({ headers: toFetchHeaders(request), returnHeaders: true });
      forwardCookies(reply, headers);
      await recordActivity(db, signedIn.actor, { action: 'sign_out', entityType: 'session', summary: 'Signed out' });
    }
    return reply.status(204).send();
  });

  /** What the login form needs before anyone is signed in: the e-mail to pre-fill. */
  app.get('/login-hint', { schema: { response: { 200: LoginHintSchema } } }, async () => ({ email: adminEmail }));

  app.get('/session', { schema: { response: { 200: SessionSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const signedIn = await resolveSession(auth, db, request, reply);
    if (!signedIn) throw new UnauthorizedError('Not signed in');
    return { user: { id: signedIn.actor.id, email: signedIn.actor.email }, expiresAt: signedIn.expiresAt.toISOString() };
  });
};
