import { randomUUID } from 'node:crypto';

import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import { TWO_FACTOR_MESSAGES } from '../../../domain/auth.schema.ts';
import { activityLog, sessions, signInFailures, twoFactors, users } from '../../db/schema/index.ts';
import { describeEachDatabase, type TestContext } from '../../testing/test-database.ts';
import { ensureAdmin } from './admin-account.ts';
import { turnOffTwoFactorByEmail } from './two-factor.repository.ts';

const PASSWORD = 'two factor test password';
const ORIGIN = 'http://localhost:3000';

/** A cookie jar for one browser: Set-Cookie lines in, a Cookie header out; cleared cookies are dropped. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0/i.test(line) || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
  }
  has(name: string): boolean {
    return [...this.cookies.keys()].some((key) => key.includes(name));
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface Admin {
  email: string;
  jar: Jar;
}

function codeFor(secret: string, offsetSteps = 0): Promise<string> {
  return createOTP(base32.decode(secret)).hotp(Math.floor(Date.now() / 30_000) + offsetSteps);
}

describeEachDatabase('two-factor sign-in (docs/decisions/017)', (context) => {
  afterEach(async () => {
    await context().database.db.delete(signInFailures);
  });

  async function send(jar: Jar, method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = '127.0.0.1') {
    const response = await context().app.inject({ method, url, payload, remoteAddress, headers: { origin: ORIGIN, cookie: jar.header() } });
    jar.take(response.headers['set-cookie']);
    return response;
  }

  /** A fresh administrator of its own per test, signed in with the password. */
  async function newAdmin(): Promise<Admin> {
    const email = `two-factor-${randomUUID().slice(0, 8)}@example.com`;
    await ensureAdmin(context().database.db, email, PASSWORD);
    const jar = new Jar();
    const response = await send(jar, 'POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    return { email, jar };
  }

  async function turnOn(admin: Admin) {
    const setup = await send(admin.jar, 'POST', '/api/admin/two-factor/setup', { password: PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, backupCodes } = setup.json() as { secret: string; backupCodes: string[] };
    const confirmed = await send(admin.jar, 'POST', '/api/admin/two-factor/confirm', { code: await codeFor(secret) });
    expect(confirmed.statusCode).toBe(200);
    return { secret, backupCodes };
  }

  /** The login's first step in a new browser: the password right, a code wanted. */
  async function passwordStep(admin: Admin, remoteAddress?: string): Promise<Jar> {
    const jar = new Jar();
    const response = await send(jar, 'POST', '/api/auth/sign-in', { email: admin.email, password: PASSWORD }, remoteAddress);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRequired: true });
    return jar;
  }

  const sessionCount = async (ctx: TestContext, email: string) =>
    (await ctx.database.db.select({ id: sessions.id }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, email))).length;

  it('is off until the first code from the app confirms it; the secret and backup codes are shown once and stored encrypted', async () => {
    const admin = await newAdmin();
    expect((await send(admin.jar, 'GET', '/api/admin/two-factor')).json()).toEqual({ enabled: false, backupCodesLeft: null });

    const setup = await send(admin.jar, 'POST', '/api/admin/two-factor/setup', { password: PASSWORD });
    const { totpUri, secret, backupCodes } = setup.json() as { totpUri: string; secret: string; backupCodes: string[] };
    expect(totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(totpUri).searchParams.get('issuer')).toBe(context().config.shopName);
    expect(decodeURIComponent(new URL(totpUri).pathname)).toContain(admin.email);
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    const [stored] = await context().database.db.select().from(twoFactors).innerJoin(users, eq(users.id, twoFactors.userId)).where(eq(users.email, admin.email));
    expect(stored!.two_factors.verified).toBe(false);
    expect(stored!.two_factors.secret).not.toContain(secret);
    expect(stored!.two_factors.backupCodes).not.toContain(backupCodes[0]);

    // Not yet confirmed: the password alone still signs in.
    expect((await send(new Jar(), 'POST', '/api/auth/sign-in', { email: admin.email, password: PASSWORD })).json()).toMatchObject({ user: { email: admin.email } });

    const wrong = await send(admin.jar, 'POST', '/api/admin/two-factor/confirm', { code: '000000' === (await codeFor(secret)) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    const malformed = await send(admin.jar, 'POST', '/api/admin/two-factor/confirm', { code: '12345' });
    expect(malformed.json().message).toBe(TWO_FACTOR_MESSAGES.appCodeFormat);

    // Signed in elsewhere with the password alone, before it was turned on.
    const elsewhere = new Jar();
    await send(elsewhere, 'POST', '/api/auth/sign-in', { email: admin.email, password: PASSWORD });
    expect((await send(elsewhere, 'GET', '/api/admin/two-factor')).statusCode).toBe(200);
    const confirmed = await send(admin.jar, 'POST', '/api/admin/two-factor/confirm', { code: await codeFor(secret) });
    expect(confirmed.json()).toEqual({ enabled: true, backupCodesLeft: 10 });
    expect((await send(elsewhere, 'GET', '/api/admin/two-factor')).statusCode).toBe(401);
    // The session was renewed with the change, and the renewed one still opens the admin area.
    expect([confirmed.headers['set-cookie']].flat().join()).toMatch(/session_token=/);
    expect((await send(admin.jar, 'GET', '/api/admin/two-factor')).json()).toEqual({ enabled: true, backupCodesLeft: 10 });
    const [entry] = await context().database.db.select().from(activityLog).where(eq(activityLog.actorEmail, admin.email)).orderBy(activityLog.id);
    expect(entry).toBeDefined();
    const summaries = (await context().database.db.select({ summary: activityLog.summary }).from(activityLog).where(eq(activityLog.actorEmail, admin.email))).map((row) => row.summary);
    expect(summaries).toContain('Turned on two-factor sign-in');
  });

  it('asks for the password again to set it up, and counts a wrong one like a failed sign-in', async () => {
    const admin = await newAdmin();
    const wrong = await send(admin.jar, 'POST', '/api/admin/two-factor/setup', { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.wrongPassword);
    expect(await context().database.db.select().from(signInFailures).where(eq(signInFailures.email, admin.email))).toHaveLength(1);
    expect((await send(admin.jar, 'GET', '/api/admin/two-factor')).json().enabled).toBe(false);
  });

  it('then signs in in two steps: the password gives no session, the code from the app does', async () => {
    const admin = await newAdmin();
    const { secret } = await turnOn(admin);
    const jar = await passwordStep(admin);
    expect(jar.has('session_token')).toBe(false);
    expect(jar.has('two_factor')).toBe(true);
    expect((await send(jar, 'GET', '/api/admin/dashboard')).statusCode).toBe(401);

    const current = await codeFor(secret);
    const wrong = await send(jar, 'POST', '/api/auth/sign-in/code', { email: admin.email, code: current === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'UNAUTHORIZED', message: TWO_FACTOR_MESSAGES.invalidCode });

    // As an app shows it, with a space in the middle.
    const right = await send(jar, 'POST', '/api/auth/sign-in/code', { email: admin.email, code: `${current.slice(0, 3)} ${current.slice(3)}` });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ user: { email: admin.email } });
    expect(jar.has('two_factor')).toBe(false);
    const dashboard = await send(jar, 'GET', '/api/admin/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().recentActivity[0]).toMatchObject({ actorEmail: admin.email, action: 'sign_in', summary: 'Signed in with a code from the authenticator app' });
  });

  it('takes a code from the app once: the same code again gives no session', async () => {
    const admin = await newAdmin();
    const { secret } = await turnOn(admin);
    const code = await codeFor(secret);
    const first = await send(await passwordStep(admin), 'POST', '/api/auth/sign-in/code', { email: admin.email, code });
    expect(first.statusCode).toBe(200);
    const sessionsBefore = await sessionCount(context(), admin.email);

    const jar = await passwordStep(admin);
    const again = await send(jar, 'POST', '/api/auth/sign-in/code', { email: admin.email, code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'TWO_FACTOR_CHALLENGE_ENDED', message: TWO_FACTOR_MESSAGES.codeUsed });
    expect(jar.has('session_token')).toBe(false);
    expect(await sessionCount(context(), admin.email)).toBe(sessionsBefore);
  });

  it('takes each backup code once, typed with or without its hyphen', async () => {
    const admin = await newAdmin();
    const { backupCodes } = await turnOn(admin);
    const [first, second] = backupCodes as [string, string];
    const withBackup = await send(await passwordStep(admin), 'POST', '/api/auth/sign-in/code', { email: admin.email, code: first.replace('-', '') });
    expect(withBackup.statusCode).toBe(200);
    const used = await send(await passwordStep(admin), 'POST', '/api/auth/sign-in/code', { email: admin.email, code: first });
    expect(used.statusCode).toBe(401);
    expect(used.json().message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    const jar = await passwordStep(admin);
    expect((await send(jar, 'POST', '/api/auth/sign-in/code', { email: admin.email, code: ` ${second} ` })).statusCode).toBe(200);
    expect((await send(jar, 'GET', '/api/admin/two-factor')).json()).toEqual({ enabled: true, backupCodesLeft: 8 });
    const summaries = (await context().database.db.select({ summary: activityLog.summary }).from(activityLog).where(eq(activityLog.actorEmail, admin.email))).map((row) => row.summary);
    expect(summaries.filter((summary) => summary === 'Signed in with a backup code')).toHaveLength(2);
  });

  it('needs the password step first, and ends it after its ten minutes', async () => {
    const admin = await newAdmin();
    const { secret } = await turnOn(admin);
    const alone = await send(new Jar(), 'POST', '/api/auth/sign-in/code', { email: admin.email, code: await codeFor(secret) });
    expect(alone.statusCode).toBe(401);
    expect(alone.json()).toMatchObject({ error: 'TWO_FACTOR_CHALLENGE_ENDED', message: TWO_FACTOR_MESSAGES.challengeEnded });

    const jar = await passwordStep(admin);
    // The challenge is a row in the verifications table that expires; age it past its ten minutes.
    await context().database.db.execute(`update verifications set expires_at = now() - interval '1 second' where identifier like '2fa-%'`);
    const late = await send(jar, 'POST', '/api/auth/sign-in/code', { email: admin.email, code: await codeFor(secret) });
    expect(late.json()).toMatchObject({ error: 'TWO_FACTOR_CHALLENGE_ENDED', message: TWO_FACTOR_MESSAGES.challengeEnded });
  });

  it('counts wrong codes against the sign-in limits: the sixth try is refused even with the right code', async () => {
    const admin = await newAdmin();
    const { secret } = await turnOn(admin);
    const current = await codeFor(secret);
    const wrongCode = current === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // better-auth ends a challenge after five wrong codes; each try here starts a fresh one.
      const response = await send(await passwordStep(admin), 'POST', '/api/auth/sign-in/code', { email: admin.email, code: wrongCode });
      expect(response.statusCode).toBe(401);
    }
    const jar = new Jar();
    const locked = await send(jar, 'POST', '/api/auth/sign-in', { email: admin.email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('locks the code step for a while after ten wrong codes, from wherever they came', async () => {
    const admin = await newAdmin();
    const { secret } = await turnOn(admin);
    const current = await codeFor(secret);
    const wrongCode = current === '000000' ? '111111' : '000000';
    // Five from each of two addresses: each address stays within its own sign-in limits.
    for (const address of ['192.0.2.21', '192.0.2.22']) {
      const jar = await passwordStep(admin, address);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await send(jar, 'POST', '/api/auth/sign-in/code', { email: admin.email, code: wrongCode }, address)).statusCode).toBe(401);
      }
    }
    const jar = await passwordStep(admin, '192.0.2.23');
    const locked = await send(jar, 'POST', '/api/auth/sign-in/code', { email: admin.email, code: await codeFor(secret) }, '192.0.2.23');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(locked.headers['retry-after']).toBe('900');
    expect(jar.has('session_token')).toBe(false);
  });

  it('makes new backup codes and turns off with the password; the old codes stop working', async () => {
    const admin = await newAdmin();
    const { backupCodes, secret } = await turnOn(admin);
    expect((await send(admin.jar, 'POST', '/api/admin/two-factor/backup-codes', { password: 'wrong' })).json().message).toBe(TWO_FACTOR_MESSAGES.wrongPassword);
    const renewed = await send(admin.jar, 'POST', '/api/admin/two-factor/backup-codes', { password: PASSWORD });
    expect(renewed.statusCode).toBe(200);
    const fresh = (renewed.json() as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(backupCodes[0]);
    expect((await send(await passwordStep(admin), 'POST', '/api/auth/sign-in/code', { email: admin.email, code: backupCodes[0] })).statusCode).toBe(401);

    expect((await send(admin.jar, 'POST', '/api/admin/two-factor/off', { password: 'wrong' })).statusCode).toBe(400);
    const off = await send(admin.jar, 'POST', '/api/admin/two-factor/off', { password: PASSWORD });
    expect(off.json()).toEqual({ enabled: false, backupCodesLeft: null });
    expect((await send(admin.jar, 'GET', '/api/admin/two-factor')).statusCode).toBe(200);
    expect((await send(new Jar(), 'POST', '/api/auth/sign-in', { email: admin.email, password: PASSWORD })).json()).toMatchObject({ user: { email: admin.email } });
    expect(await context().database.db.select().from(twoFactors).innerJoin(users, eq(users.id, twoFactors.userId)).where(eq(users.email, admin.email))).toHaveLength(0);
    // Off means off: the old secret's codes are no second step any more.
    expect((await send(new Jar(), 'POST', '/api/auth/sign-in/code', { email: admin.email, code: await codeFor(secret) })).statusCode).toBe(401);
    const again = await send(admin.jar, 'POST', '/api/admin/two-factor/off', { password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.notOn);
  });

  describe('from the command line (npm run admin:two-factor-off)', () => {
    it('turns it off for an administrator who lost the app and the backup codes', async () => {
      const admin = await newAdmin();
      await turnOn(admin);
      expect(await turnOffTwoFactorByEmail(context().database.db, admin.email.toUpperCase())).toEqual({ wasOn: true });
      expect((await send(new Jar(), 'POST', '/api/auth/sign-in', { email: admin.email, password: PASSWORD })).json()).toMatchObject({ user: { email: admin.email } });
      expect(await turnOffTwoFactorByEmail(context().database.db, 'nobody@example.com')).toBeNull();
    });
  });
});
