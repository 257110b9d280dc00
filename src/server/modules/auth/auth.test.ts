import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { accounts, sessions, signInFailures, users } from '../../db/schema/index.ts';
import { describeEachDatabase, type TestContext } from '../../testing/test-database.ts';
import { ensureAdmin, resetAdminPassword } from './admin-account.ts';

const EMAIL = 'owner@example.com';
const PASSWORD = 'correct horse battery staple';
const ORIGIN = 'http://localhost:3000';

function cookieOf(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []].flat().map((line) => line.split(';')[0]).join('; ');
}

async function signIn(context: TestContext, body: object, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body, headers: { origin: ORIGIN, ...headers } });
}

describeEachDatabase('admin sign-in and sessions', (context) => {
  beforeAll(async () => {
    await ensureAdmin(context().database.db, EMAIL, PASSWORD);
  });
  afterEach(async () => {
    await context().database.db.delete(signInFailures);
  });

  it('stores the first administrator once, with an argon2id hash', async () => {
    const { db } = context().database;
    expect(await ensureAdmin(db, EMAIL, 'another password entirely')).toBeNull();
    const [account] = await db.select({ password: accounts.password }).from(accounts).innerJoin(users, eq(users.id, accounts.userId)).where(eq(users.email, EMAIL));
    expect(account!.password).toMatch(/^\$argon2id\$/);
  });

  it('signs in with the right password: an httpOnly, SameSite=Lax cookie that opens the admin API', async () => {
    const response = await signIn(context(), { email: '  Owner@Example.com ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: EMAIL } });
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieOf(response.headers['set-cookie']);
    const session = await context().app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ user: { email: EMAIL } });
    const dashboard = await context().app.inject({ url: '/api/admin/dashboard', headers: { cookie } });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().recentActivity[0]).toMatchObject({ actorEmail: EMAIL, action: 'sign_in', summary: 'Signed in' });
  });

  it('answers the session check with nobody for a visitor or an unknown cookie: an answer, not a failed request', async () => {
    for (const headers of [{}, { cookie: 'better-auth.session_token=forged.value' }]) {
      const response = await context().app.inject({ url: '/api/auth/session', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: null });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('gives every sign-in a new session', async () => {
    const first = cookieOf((await signIn(context(), { email: EMAIL, password: PASSWORD })).headers['set-cookie']);
    const second = cookieOf((await signIn(context(), { email: EMAIL, password: PASSWORD })).headers['set-cookie']);
    expect(first).not.toBe(second);
  });

  it('answers a wrong password or an unknown e-mail with the same "Invalid credentials"', async () => {
    const wrong = await signIn(context(), { email: EMAIL, password: 'not it' });
    const unknown = await signIn(context(), { email: 'nobody@example.com', password: PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid credentials');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses malformed sign-ins with the form\'s own messages', async () => {
    expect((await signIn(context(), { email: 'not-an-email', password: 'x' })).json().message).toBe('Enter a valid email address');
    expect((await signIn(context(), { email: EMAIL, password: '' })).json().message).toBe('Password is required');
  });

  describe('session lifetimes (docs/decisions/006: 2 hours idle, 12 hours in all)', () => {
    // The Node clock is the one both better-auth and the shop read; the database's now() is never used for these.
    const HOUR = 60 * 60_000;
    const MINUTE = 60_000;
    let start: number;
    beforeEach(() => {
      start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const at = (ms: number) => vi.setSystemTime(start + ms);
    /** Whether the cookie's session still signs its administrator in: the session check answers nobody once it has ended. */
    const session = async (cookie: string) => ((await context().app.inject({ url: '/api/auth/session', headers: { cookie } })).json() as { user: unknown }).user !== null;

    it('keeps a session used 1 h 59 min after its last use, and ends one left 2 h 01 min', async () => {
      const cookie = cookieOf((await signIn(context(), { email: EMAIL, password: PASSWORD })).headers['set-cookie']);
      at(1 * HOUR + 59 * MINUTE);
      expect(await session(cookie)).toBe(true);
      // That use pushed the idle limit forward: 2 h 01 min after it, the session is gone.
      at(1 * HOUR + 59 * MINUTE + 2 * HOUR + 1 * MINUTE);
      expect(await session(cookie)).toBe(false);
    });

    it('slides the idle limit forward on use, two hours from the last use', async () => {
      const { db } = context().database;
      const response = await signIn(context(), { email: EMAIL, password: PASSWORD });
      const cookie = cookieOf(response.headers['set-cookie']);
      const [row] = await db.select({ id: sessions.id, expiresAt: sessions.expiresAt }).from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
      expect(row!.expiresAt.getTime()).toBe(start + 2 * HOUR);
      at(1 * HOUR);
      expect(await session(cookie)).toBe(true);
      const [after] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, row!.id));
      expect(after!.expiresAt.getTime()).toBe(start + 3 * HOUR);
    });

    it('keeps a session in use for 11 h 59 min, and ends it at 12 h 01 min however busy', async () => {
      const { db } = context().database;
      const cookie = cookieOf((await signIn(context(), { email: EMAIL, password: PASSWORD })).headers['set-cookie']);
      const [row] = await db.select({ id: sessions.id }).from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
      for (let minutes = 90; minutes < 12 * 60; minutes += 90) {
        at(minutes * MINUTE);
        expect(await session(cookie), `${minutes} min`).toBe(true);
      }
      at(11 * HOUR + 59 * MINUTE);
      expect(await session(cookie)).toBe(true);
      at(12 * HOUR + 1 * MINUTE);
      expect(await session(cookie)).toBe(false);
      expect(await db.select().from(sessions).where(eq(sessions.id, row!.id))).toEqual([]);
    });
  });

  it('signs out: the cookie is cleared and the session cannot be used again', async () => {
    const cookie = cookieOf((await signIn(context(), { email: EMAIL, password: PASSWORD })).headers['set-cookie']);
    const out = await context().app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: ORIGIN } });
    expect(out.statusCode).toBe(204);
    expect([out.headers['set-cookie']].flat().join('\n')).toMatch(/Max-Age=0/i);
    expect((await context().app.inject({ url: '/api/admin/dashboard', headers: { cookie } })).statusCode).toBe(401);
    const dashboard = await context().app.inject({
      url: '/api/admin/dashboard',
      headers: { cookie: cookieOf((await signIn(context(), { email: EMAIL, password: PASSWORD })).headers['set-cookie']) },
    });
    expect(dashboard.json().recentActivity.map((entry: { action: string }) => entry.action)).toContain('sign_out');
  });

  it('refuses state-changing requests from another origin', async () => {
    const cross = await signIn(context(), { email: EMAIL, password: PASSWORD }, { origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().message).toBe('This request came from another site and was refused.');
    const noOrigin = await context().app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: EMAIL, password: PASSWORD } });
    expect(noOrigin.statusCode).toBe(403);
    const fetchSite = await signIn(context(), { email: EMAIL, password: PASSWORD }, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
  });

  it('resets a password and signs the administrator out everywhere', async () => {
    const { db } = context().database;
    // An administrator of this test's own, so no other test depends on its password.
    const email = 'reset-me@example.com';
    await ensureAdmin(db, email, PASSWORD);
    const cookie = cookieOf((await signIn(context(), { email, password: PASSWORD })).headers['set-cookie']);
    const generated = await resetAdminPassword(db, email, undefined);
    expect(generated.length).toBeGreaterThanOrEqual(24);
    expect((await context().app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ user: null });
    expect((await signIn(context(), { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await signIn(context(), { email, password: generated })).statusCode).toBe(200);
  });

  it('answers every admin route with 401 for an anonymous caller, however its path is spelled and with HEAD too', async () => {
    const adminRoutes = context().app.routeTable.filter((route) => route.url.startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(adminRoutes.some((route) => route.method === 'HEAD')).toBe(true);
    for (const route of adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, '1').replace('*', 'x');
      for (const spelled of [url, url.replace('/api/', '/%61pi/'), url.replace('/admin/', '/%61dmin/')]) {
        const response = await context().app.inject({ method: route.method as 'GET', url: spelled, headers: { origin: ORIGIN } });
        expect(response.statusCode, `${route.method} ${spelled}`).toBe(401);
        if (route.method !== 'HEAD') expect(response.json().message).toBe('Your session has ended. Please sign in again.');
      }
    }
  });
});
