import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { formatCount } from '../src/domain/counts.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { signInThroughForm } from './support/sign-in.ts';

describe('admin sign-in', () => {
  const session = useBrowser();

  it('sends a visitor to the login, then back to the page asked for, query string and all', async () => {
    const page = await session().newPage();
    await page.goto('/admin/parts?page=2');
    await page.waitForURL(/\/admin\/login\?from=/);
    await expectPage(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expectPage(page.getByText('Please sign in to access the admin dashboard')).toBeVisible();
    await expect.poll(() => page.getByLabel('Email address').inputValue(), { timeout: 30_000 }).toBe(E2E_ADMIN.email);
    await expectNoAxeViolations(page);

    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parts' && url.search === '?page=2');
    await expectPage(page.getByText(E2E_ADMIN.email)).toBeVisible();

    // Signed in already: the login page sends the administrator on, and never to another site.
    await page.goto('/admin/login?from=https://evil.example/admin');
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  });

  it('says "Loading…" while the back office\'s code arrives on a slow line, then shows the page', async () => {
    const page = await session().newPage();
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/login-[^/]*\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/admin/login');
    await expectPage(page.getByRole('status')).toHaveText('Loading…');
    release();
    await expectPage(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expectPage(page.getByText('Loading…')).toHaveCount(0);
  });

  it('shows "Invalid credentials" for a wrong password and checks the form before sending it', async () => {
    const page = await session().newPage({ expectedFailures: [{ status: 401, url: /\/api\/auth\/sign-in$/ }] });
    await page.goto('/admin/login');
    await page.getByLabel('Email address').fill('not an email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPage(page.getByText('Enter a valid email address')).toBeVisible();
    await expectPage(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Email address').fill(`  ${E2E_ADMIN.email.toUpperCase()} `);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPage(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
    await page.reload();
    await expectPage(page.getByRole('alert')).toBeHidden();
  });

  it('shows the dashboard with the live counts, recent activity and quick actions, then signs out', async () => {
    const page = await session().newPage();
    await page.goto('/admin');
    await page.waitForURL(/\/admin\/login/);
    // The page fills in the shop's address when it has it: on a busy machine after the password, so it is awaited.
    await expect.poll(() => page.getByLabel('Email address').inputValue(), { timeout: 30_000 }).toBe(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');

    const api = (path: string) => page.request.get(path).then((response) => response.json());
    const parts = z.object({ total: z.number() }).parse(await api('/api/catalog/search?pageSize=1')).total;
    const facets = z.object({ sections: z.array(z.object({ categories: z.array(z.unknown()) })) }).parse(await api('/api/catalog/facets'));
    const categories = facets.sections.reduce((sum, section) => sum + section.categories.length, 0);
    const models = z.array(z.unknown()).parse(await api('/api/catalog/models')).length;
    const totals = page.getByRole('list', { name: 'Catalogue totals' });
    await expectPage(totals.getByRole('link', { name: `Total Parts ${formatCount(parts)}` })).toBeVisible();
    await expectPage(totals.getByRole('link', { name: `Categories ${formatCount(categories)}` })).toHaveAttribute('href', '/admin/categories');
    await expectPage(totals.getByRole('link', { name: `Vehicle Models ${formatCount(models)}` })).toHaveAttribute('href', '/admin/vehicle-management');

    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expectPage(activity.getByText('Signed in').first()).toBeVisible();
    await expectPage(page.getByRole('link', { name: 'Add New Part' })).toHaveAttribute('href', '/admin/parts/new');
    await expectPage(page.getByRole('link', { name: 'Add New Category' })).toHaveAttribute('href', '/admin/categories/new');
    await expectPage(page.getByRole('link', { name: 'Add Vehicle Make' })).toHaveAttribute('href', '/admin/vehicle-management/makes/new');
    await expectPage(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Vehicle Management' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Logging out leads to the login, which would bring the administrator back here.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login\?from=%2Fadmin%2Fdashboard$/);
    await page.goto('/admin/dashboard');
    await page.waitForURL(/\/admin\/login\?from=%2Fadmin%2Fdashboard/);
  });

  it('tells the owner what a visitor searched for and could not find, and lets it be dismissed', async () => {
    // A visitor searches the shop for a supercharger it does not carry: the page is rendered by the server.
    const visitor = await session().newPage();
    await visitor.goto('/search?q=Judson%20supercharger');
    await expectPage(visitor.getByText('No parts found matching your criteria')).toBeVisible();

    const page = await session().newPage();
    await signInThroughForm(page);
    const unfound = page.getByRole('region', { name: 'What visitors could not find' });
    const search = unfound.getByRole('listitem').filter({ hasText: '“judson supercharger”' });
    await expectPage(search).toHaveText('Found nothing · 1 visitor');
    await expectPage(search.getByRole('link', { name: /“judson supercharger”/ })).toHaveAttribute('href', '/search?q=judson+supercharger');
    await expectNoAxeViolations(page);
    await search.getByRole('button', { name: 'Dismiss “judson supercharger”' }).click();
    await expectPage(search).toHaveCount(0);
  });

  it('asks to sign in again when the session ends mid-form, keeping what was typed, and saves it then', async () => {
    const page = await session().newPage({ expectedFailures: [{ status: 401, url: /\/api\/admin\// }] });
    await signInThroughForm(page, '/admin/vehicle-management/makes/new');
    const form = page.getByRole('form', { name: 'Add Vehicle Make' });
    await form.getByLabel('Make Name').fill('Session Test Motors');
    // The session ends behind the page's back (the browser's cookies gone, as after hours away), then Save.
    await page.context().clearCookies();
    await form.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expectPage(dialog.getByText('Your session has ended. Sign in again to carry on')).toBeVisible();
    await expect.poll(() => dialog.getByLabel('Email address').inputValue()).toBe(E2E_ADMIN.email);
    await expectNoAxeViolations(page);
    // Answered by one of its buttons only: Escape leaves it open.
    await page.keyboard.press('Escape');
    await expectPage(dialog).toBeVisible();
    // The address is known: the cursor waits in the password, and Enter signs in.
    await expect.poll(() => dialog.getByLabel('Password').evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press('Enter');
    await expectPage(dialog).toBeHidden();
    // The page and what was typed on it are still there; why the save failed has gone with the ended
    // session (it said to sign in again, which is done): saved now.
    await expectPage(form.getByRole('alert')).toBeHidden();
    expect(await form.getByLabel('Make Name').inputValue()).toBe('Session Test Motors');
    await form.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vehicle-management');
    await expectPage(page.getByRole('region', { name: 'Makes' }).getByText('Session Test Motors')).toBeVisible();

    // Or the administrator leaves for the login, which brings them back to the page.
    await page.context().clearCookies();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Parts' }).click();
    await page.getByRole('dialog', { name: 'Sign in again' }).getByRole('button', { name: 'Go to the login page' }).click();
    await page.waitForURL(/\/admin\/login\?from=%2Fadmin%2Fparts/);
    await expectPage(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  it('never writes the default address into the e-mail field while it is being typed in', async () => {
    const page = await session().newPage();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login-hint', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/admin/login');
    const email = page.getByLabel('Email address');
    await email.focus();
    const hint = page.waitForResponse('**/api/auth/login-hint');
    release();
    await hint;
    await email.pressSequentially('someone@example.com');
    await expect.poll(() => email.inputValue()).toBe('someone@example.com');
  });

  it('works on a phone: the admin menu folds away', async () => {
    const page = await session().newPage({ width: 390, height: 844 });
    await signInThroughForm(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expectPage(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await expectPage(nav.getByRole('link', { name: 'Parts' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
