import { Writable } from 'node:stream';

import { afterEach, beforeAll, expect, it, vi } from 'vitest';

import { buildApp } from '../../app.ts';
import { signInFailures } from '../../db/schema/index.ts';
import { describeEachDatabase, testConfig, type TestContext } from '../../testing/test-database.ts';
import { ensureAdmin } from './admin-account.ts';

// The numbers of docs/decisions/006, written out so that changing a constant breaks a test.
const WINDOW_MINUTES = 15;
const PER_ACCOUNT_AND_ADDRESS = 5;
const PER_ADDRESS = 20;

const EMAIL = 'limits-owner@example.com';
const PASSWORD = 'limits owner password';
const ORIGIN = 'http://localhost:3000';
const MINUTE_MS = 60_000;

function signIn(context: TestContext, body: { email: string; password: string }, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body, remoteAddress, headers: { origin: ORIGIN, ...headers } });
}

async function fail(context: TestContext, times: number, remoteAddress: string, email = EMAIL) {
  for (let i = 0; i < times; i++) {
    const response = await signIn(context, { email, password: `wrong guess ${i}` }, remoteAddress);
    expect(response.statusCode, `failure ${i + 1}`).toBe(401);
  }
}

describeEachDatabase('sign-in limits', (context) => {
  beforeAll(async () => {
    await ensureAdmin(context().database.db, EMAIL, PASSWORD);
  });
  afterEach(async () => {
    await context().database.db.delete(signInFailures);
  });

  it(`checks the password on the ${PER_ACCOUNT_AND_ADDRESS}th failure for an account from one address, and refuses the next attempt with 429`, async () => {
    const firstFailure = Date.now();
    await fail(context(), PER_ACCOUNT_AND_ADDRESS - 1, '198.51.100.1');
    expect((await signIn(context(), { email: EMAIL, password: 'still wrong' }, '198.51.100.1')).statusCode).toBe(401);
    const locked = await signIn(context(), { email: EMAIL, password: PASSWORD }, '198.51.100.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(`Too many failed sign-in attempts. Try again in ${WINDOW_MINUTES} minutes.`);
    // Locked until the first failure leaves the window: its whole length, less the seconds the failures took
    // (five password checks, over a second on a busy machine).
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
    expect(retryAfter).toBeGreaterThanOrEqual(WINDOW_MINUTES * 60 - Math.ceil((Date.now() - firstFailure) / 1000));
  });

  it('stays locked at 14 minutes, says how long is left, and opens by itself at 16', async () => {
    await fail(context(), PER_ACCOUNT_AND_ADDRESS, '198.51.100.2');
    context().clock.advance(14 * MINUTE_MS);
    const stillLocked = await signIn(context(), { email: EMAIL, password: PASSWORD }, '198.51.100.2');
    expect(stillLocked.statusCode).toBe(429);
    // A minute is left, less the time the five failures took to send (argon2 makes each take a moment).
    const retryAfter = Number(stillLocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(45);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(stillLocked.json().message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    context().clock.advance(2 * MINUTE_MS);
    expect((await signIn(context(), { email: EMAIL, password: PASSWORD }, '198.51.100.2')).statusCode).toBe(200);
  });

  it('never refuses the right password from an address that has not been failing, whatever another address does', async () => {
    // An attacker fails five times every fifteen minutes, for an hour.
    for (let round = 0; round < 4; round++) {
      await fail(context(), PER_ACCOUNT_AND_ADDRESS, '203.0.113.66');
      expect((await signIn(context(), { email: EMAIL, password: 'one more' }, '203.0.113.66')).statusCode).toBe(429);
      expect((await signIn(context(), { email: EMAIL, password: PASSWORD }, '192.0.2.10')).statusCode).toBe(200);
      context().clock.advance(WINDOW_MINUTES * MINUTE_MS);
    }
  });

  it(`allows the ${PER_ADDRESS}th failure from one address across accounts and refuses the next`, async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await signIn(context(), { email: `user${i}@example.com`, password: 'nope' }, '198.51.100.3')).statusCode, `failure ${i + 1}`).toBe(401);
    }
    expect((await signIn(context(), { email: EMAIL, password: PASSWORD }, '198.51.100.3')).statusCode).toBe(429);
    expect((await signIn(context(), { email: EMAIL, password: PASSWORD }, '198.51.100.4')).statusCode).toBe(200);
  });

  it('cannot be raced: of twelve wrong passwords sent at once, five are checked and seven refused', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(context(), { email: EMAIL, password: `parallel guess ${i}` }, '198.51.100.5')),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(PER_ACCOUNT_AND_ADDRESS).fill(401), ...Array(12 - PER_ACCOUNT_AND_ADDRESS).fill(429)]);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so: a new header does not escape the lock', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) await signIn(context(), { email: `spoof${i}@example.com`, password: 'nope' }, '198.51.100.6', { 'x-forwarded-for': `10.9.0.${i}` });
    const spoofed = await signIn(context(), { email: EMAIL, password: PASSWORD }, '198.51.100.6', { 'x-forwarded-for': '10.9.9.9' });
    expect(spoofed.statusCode).toBe(429);
  });

  it('believes X-Forwarded-For from the proxy TRUST_PROXY names, and only from it', async () => {
    const app = await buildApp({ config: testConfig({ TRUST_PROXY: '198.51.100.7' }), database: context().database, storage: context().storage });
    try {
      const viaProxy = (clientAddress: string, password: string, remoteAddress = '198.51.100.7') =>
        app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress, payload: { email: EMAIL, password }, headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress } });
      for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS; i++) expect((await viaProxy('192.0.2.50', `guess ${i}`)).statusCode).toBe(401);
      expect((await viaProxy('192.0.2.50', PASSWORD)).statusCode).toBe(429);
      // Another client behind the same proxy is another address.
      expect((await viaProxy('192.0.2.51', PASSWORD)).statusCode).toBe(200);
      // Anyone else's header is ignored: the request counts against its real address.
      for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS; i++) await viaProxy('192.0.2.52', `other ${i}`, '198.51.100.8');
      expect((await viaProxy('192.0.2.53', PASSWORD, '198.51.100.8')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('logs each refused sign-in once, in the shop\'s own format, and nothing from the auth library', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const warn = vi.spyOn(console, 'warn');
    const log = vi.spyOn(console, 'log');
    const app = await buildApp({ config: testConfig(), database: context().database, storage: context().storage, logger: { level: 'warn', stream } });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: '198.51.100.9', payload: { email: 'nobody@example.com', password: 'whatever it is' }, headers: { origin: ORIGIN } });
      expect(response.statusCode).toBe(401);
      expect(warn).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
      const refused = lines.map((line) => JSON.parse(line)).filter((entry) => entry.event === 'sign_in_refused');
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ reason: 'invalid_credentials', email: 'nobody@example.com', ip: '198.51.100.9' });
    } finally {
      warn.mockRestore();
      log.mockRestore();
      await app.close();
    }
  });
});
