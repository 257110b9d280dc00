import type { Page } from 'playwright-core';

import { E2E_ADMIN } from './global-setup.ts';

/** Signs in through the real login form and waits for the page it leads to (the dashboard by default). */
export async function signInThroughForm(page: Page, destination = '/admin/dashboard'): Promise<void> {
  const from = destination === '/admin/dashboard' ? '' : `?${new URLSearchParams({ from: destination })}`;
  await page.goto(`/admin/login${from}`);
  // Typed, not left to the address the page fills in: on a busy machine that may arrive after the click.
  await page.getByLabel('Email address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === destination);
}
