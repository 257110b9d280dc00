import type { Page } from 'playwright-core';

import { E2E_ADMIN } from './global-setup.ts';

/** Signs in through the real login form and waits for the page it leads to (the dashboard by default). */
export async function signInThroughForm(page: Page, destination = '/admin/dashboard'): Promise<void> {
  const from = destination === '/admin/dashboard' ? '' : `?${new URLSearchParams({ from: destination })}`;
  await page.goto(`/admin/login${from}`);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === destination);
}
