import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';

import { SESSION_ABSOLUTE_SECONDS } from '../../../domain/auth.schema.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { Actor } from '../activity/activity.repository.ts';
import type { Auth } from './better-auth.ts';

export interface SignedIn {
  actor: Actor & { id: string };
  sessionId: string;
  expiresAt: Date;
}

/** Proxy headers are Fastify's to judge (TRUST_PROXY); better-auth never sees them. */
const PROXY_HEADER = /^(x-forwarded-|x-real-ip$|forwarded$|cf-connecting-ip$|x-client-ip$)/;

/** Fastify's incoming headers as a fetch Headers object, for better-auth. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || PROXY_HEADER.test(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** Passes better-auth's Set-Cookie headers (new, refreshed or cleared session cookie) on to the reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** The session cookie's name, as better-auth writes it with the shop's prefix (and `__Secure-` over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?shop\.session_token=/;

/**
 * Whether the request carries an administrator's session cookie, valid or not: checked without the
 * database, for what needs only to tell the owner's own browsing from visitors' (ADR 020).
 */
export function holdsSessionCookie(request: FastifyRequest): boolean {
  return SESSION_COOKIE.test(request.headers.cookie ?? '');
}

/**
 * The signed-in administrator of this request, or null. Sliding expiry is better-auth's
 * (the idle timeout); the absolute timeout is checked here and ends the session for good.
 */
export async function resolveSession(auth: Auth, db: Db, request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null> {
  if (!request.headers.cookie) return null;
  const { headers, response } = await auth.api.getSession({ headers: toFetchHeaders(request), returnHeaders: true });
  if (!response) {
    forwardCookies(reply, headers);
    return null;
  }
  const ageSeconds = (Date.now() - new Date(response.session.createdAt).getTime()) / 1000;
  if (ageSeconds > SESSION_ABSOLUTE_SECONDS) {
    await db.delete(sessions).where(eq(sessions.id, response.session.id));
    return null;
  }
  forwardCookies(reply, headers);
  return {
    actor: { id: response.user.id, email: response.user.email },
    sessionId: response.session.id,
    expiresAt: new Date(response.session.expiresAt),
  };
}
