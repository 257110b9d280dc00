import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { LoginHintSchema, SessionSchema, SessionStateSchema, SignInCodeSchema, SignInResultSchema, SignInSchema } from '../../../domain/auth.schema.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../activity/activity.repository.ts';
import type { Clock } from '../../clock.ts';
import type { Auth } from './better-auth.ts';
import { forwardCookies, resolveSession, toFetchHeaders } from './session.ts';
import { signIn, signInWithCode } from './sign-in.service.ts';

/** Sign in, sign out and the current session. better-auth does the work; these routes add the shop's rules. */
export const authRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; adminEmail: string; clock: Clock }> = async (app, { db, auth, adminEmail, clock }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const attempt = (request: FastifyRequest, email: string) => ({
    ipAddress: request.ip,
    headers: toFetchHeaders(request),
    now: clock(),
    onFailure: (reason: string) => request.log.warn({ event: 'sign_in_refused', reason, email, ip: request.ip }, 'sign-in refused'),
  });

  /** The password; with two-factor sign-in on, the answer asks for a code instead of giving the session. */
  app.post('/sign-in', { schema: { body: SignInSchema, response: { 200: SignInResultSchema } } }, async (request, reply) => {
    const result = await signIn(db, auth, { ...request.body, ...attempt(request, request.body.email) });
    forwardCookies(reply, result.headers);
    return 'session' in result ? result.session : { twoFactorRequired: result.twoFactorRequired };
  });

  /** The second step: a code from the authenticator app or a backup code, for the sign-in the challenge cookie names. */
  app.post('/sign-in/code', { schema: { body: SignInCodeSchema, response: { 200: SessionSchema } } }, async (request, reply) => {
    const { session, headers } = await signInWithCode(db, auth, { ...request.body, ...attempt(request, request.body.email) });
    forwardCookies(reply, headers);
    return session;
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

  app.get('/session', { schema: { response: { 200: SessionStateSchema } } }, async (request, reply) => {
    const signedIn = await resolveSession(auth, db, request, reply);
    if (!signedIn) return { user: null };
    return { user: { id: signedIn.actor.id, email: signedIn.actor.email }, expiresAt: signedIn.expiresAt.toISOString() };
  });
};
