import type { Page } from 'playwright-core';

import { E2E_ADMIN } from './global-setup.ts';

const SIGN_IN_WAIT_MS = 30_000;

/** Signs in through the real login form and waits for the page it leads to (the dashboard by default). */
export async function signInThroughForm(page: Page, destination = '/admin/dashboard'): Promise<void> {
  const from = destination === '/admin/dashboard' ? '' : `?${new URLSearchParams({ from: destination })}`;
  await page.goto(`/admin/login${from}`);
  // Typed, not left to the address the page fills in: on a busy machine that may arrive after the click.
  const email = page.getByLabel('Email address');
  const password = page.getByLabel('Password');
  await email.fill(E2E_ADMIN.email);
  await password.fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The destination, or the reason the form stayed: a refusal, a field message, or what the fields hold.
  for (const deadline = Date.now() + SIGN_IN_WAIT_MS; new URL(page.url()).pathname !== destination; ) {
    const refusal = await page.getByRole('alert').allTextContents();
    if (Date.now() > deadline || refusal.length) {
      const fields = await Promise.all([email, password].map((field) => field.inputValue().catch(() => '(gone)')));
      const fieldMessages = await page.locator('[id^="login-"][id$="-error"]').allTextContents();
      throw new Error(
        `Signing in did not lead to ${destination} (the page is ${page.url()}): ${[...refusal, ...fieldMessages].join(' | ') || 'no message'}; e-mail field "${fields[0]}", password field ${fields[1] ? 'filled' : 'empty'}`,
      );
    }
    await page.waitForTimeout(100);
  }
}
