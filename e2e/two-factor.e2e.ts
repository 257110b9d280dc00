import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';

import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { signInThroughForm } from './support/sign-in.ts';

/** What an authenticator app shows now for the key the page gave (read as a person would type it). */
function appCode(key: string, offsetSteps = 0): Promise<string> {
  return createOTP(base32.decode(key.replace(/\s+/g, ''))).hotp(Math.floor(Date.now() / 30_000) + offsetSteps);
}

async function otherCode(key: string): Promise<string> {
  const current = await appCode(key);
  return current === '123456' ? '654321' : '123456';
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/login');
}

async function passwordStep(page: Page) {
  await page.getByLabel('Email address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectPage(page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeVisible();
}

describe('two-factor sign-in (docs/decisions/017)', () => {
  const session = useBrowser();
  // The shared administrator must sign in with the password alone for every other spec: whatever
  // happens here, two-factor sign-in is turned off again through the API with a backup code.
  let backupCodes: string[] = [];
  afterAll(async () => {
    const context = await session().browser.newContext({ baseURL: session().url('') });
    const headers = { origin: session().url('') };
    try {
      const signIn = await context.request.post('/api/auth/sign-in', { data: E2E_ADMIN, headers });
      if (!('twoFactorRequired' in (await signIn.json()))) return;
      const code = backupCodes.at(-1)!;
      expect((await context.request.post('/api/auth/sign-in/code', { data: { email: E2E_ADMIN.email, code }, headers })).status()).toBe(200);
      expect((await context.request.post('/api/admin/two-factor/off', { data: { password: E2E_ADMIN.password }, headers })).status()).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('is turned on with an app and backup codes, asks for a code after the password, takes a backup code, and is turned off', async () => {
    const page = await session().newPage({
      expectedFailures: [
        { status: 400, url: /\/api\/admin\/two-factor\/(setup|confirm|off)$/ },
        { status: 401, url: /\/api\/auth\/sign-in\/code$/ },
      ],
    });
    await signInThroughForm(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Sign-in security' }).click();
    await expectPage(page.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible();
    await expectPage(page.getByText('Two-factor sign-in is off.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The password again, first wrong.
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const confirmItIsYou = page.getByRole('form', { name: 'Confirm it is you' });
    await confirmItIsYou.getByLabel('Your password').fill('not the password');
    await confirmItIsYou.getByRole('button', { name: 'Continue' }).click();
    await expectPage(page.getByRole('alert')).toHaveText('That password is not right.');
    await confirmItIsYou.getByLabel('Your password').fill(E2E_ADMIN.password);
    await confirmItIsYou.getByRole('button', { name: 'Continue' }).click();

    // The app's QR code, its key by hand, and ten backup codes.
    await expectPage(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!;
    backupCodes = await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents();
    expect(backupCodes).toHaveLength(10);
    await expectNoAxeViolations(page);

    const code = page.getByLabel('Code from the app');
    await code.fill('12345');
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expectPage(page.getByText('Enter the 6-digit code your app shows')).toBeVisible();
    await code.fill(await otherCode(key));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expectPage(page.getByRole('alert')).toHaveText('That code is not right. Type the code your app shows now, or a backup code.');
    await code.fill(await appCode(key));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on. From now on' })).toBeVisible();
    await expectPage(page.getByText('Backup codes left: 10 of 10.')).toBeVisible();

    // Signing in now takes a code after the password; a wrong one is refused and cleared.
    await logOut(page);
    await passwordStep(page);
    await expectNoAxeViolations(page);
    const appField = page.getByLabel('Authentication code');
    await expectPage(appField).toBeFocused();
    await appField.fill(await otherCode(key));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectPage(page.getByRole('alert')).toHaveText('That code is not right. Type the code your app shows now, or a backup code.');
    await expect.poll(() => appField.inputValue()).toBe('');
    await appField.fill(await appCode(key));
    await page.getByRole('button', { name: 'Verify' }).click();
    // Back to the page the administrator logged out from.
    await page.waitForURL((url) => url.pathname === '/admin/security');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await expectPage(page.getByText('Signed in with a code from the authenticator app').first()).toBeVisible();

    // A code step left too long (its cookie gone after ten minutes) starts again from the password.
    await logOut(page);
    await passwordStep(page);
    await page.context().clearCookies({ name: /two_factor/ });
    await page.getByLabel('Authentication code').fill(await appCode(key, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectPage(page.getByRole('alert')).toHaveText('This sign-in has expired. Please sign in again.');
    await expectPage(page.getByLabel('Password')).toBeVisible();

    // No phone to hand: a backup code, once.
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a backup code' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    backupCodes = backupCodes.slice(1);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Sign-in security' }).click();
    await expectPage(page.getByText('Backup codes left: 9 of 10.')).toBeVisible();
    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    const turnOff = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await turnOff.getByLabel('Your password').fill(E2E_ADMIN.password);
    await turnOff.getByRole('button', { name: 'Turn off' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is off. Signing in takes your password alone.' })).toBeVisible();

    await logOut(page);
    await signInThroughForm(page);
  });
});
