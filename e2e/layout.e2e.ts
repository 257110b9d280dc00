import fs from 'node:fs';

import { expect as expectPage } from './support/expect-page.ts';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { E2E_CONTACT_EMAIL } from './support/global-setup.ts';

const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };

describe('the public layout', () => {
  const session = useBrowser();

  it('shows the home page: search panel above the hero, and passes axe', async () => {
    const page = await session().newPage();
    await page.goto('/');
    const panel = page.getByRole('form', { name: 'Find the part that fits your car' });
    const hero = page.getByRole('heading', { level: 1, name: 'Restoration parts for Pontiac & Oakland, 1926-1960' });
    await expectPage(panel).toBeVisible();
    await expectPage(hero).toBeVisible();
    const panelBox = await panel.boundingBox();
    const heroBox = await hero.boundingBox();
    expect(panelBox!.y).toBeLessThan(heroBox!.y);
    await expectPage(page.getByRole('option', { name: 'Pontiac' })).toBeAttached();
    await expectNoAxeViolations(page);
  });

  it('has every header link, with its label, leading to a real page that passes axe', async () => {
    const page = await session().newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links: [string, string, string][] = [
      ['About', '/about', 'About us'],
      ['Shop', '/shop', 'Shop'],
      ['Contact', '/contact', 'Contact'],
      ['1926-1960 Digital Catalog', '/catalog', '1926-1960 Digital Catalog'],
      ['Other Sites', '/sites', 'Other Sites'],
      ['Home', '/', 'Restoration parts for Pontiac & Oakland, 1926-1960'],
    ];
    for (const [label, path, heading] of links) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expectPage(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The shop's parts are on the page before it is checked: their names are headings in its outline.
      if (path === '/shop') await expectPage(page.getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  it('shows the cart total and the admin icon, which leads back to the site on admin paths', async () => {
    const page = await session().newPage();
    await page.goto('/');
    await expectPage(page.getByRole('banner').getByText('$0.00')).toBeVisible();
    await expectPage(page.getByRole('banner').getByText('Cart total')).toBeAttached();
    await expectPage(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    await expectPage(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('title', 'Admin Dashboard');
    await page.goto('/admin/login');
    const back = page.getByRole('link', { name: 'Back to Site' }).first();
    await expectPage(back).toHaveAttribute('href', '/');
    await expectPage(back).toHaveAttribute('title', 'Back to Site');
  });

  it('opens the changelog from the footer and closes it with Close or Escape', async () => {
    const page = await session().newPage();
    // The page's clock, not the machine's: the footer's year is checked without depending on today.
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
    await page.goto('/');
    await expectPage(page.getByText('© 2031 Silver Streak Restoration Parts')).toBeVisible();
    const button = page.getByRole('button', { name: `Version ${version} - View Changelog` });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Changelog' });
    await expectPage(dialog).toBeVisible();
    await expectPage(dialog.getByRole('heading', { name: `Version ${version}` })).toBeVisible();
    // Settings and commands are set as code, as CHANGELOG.md marks them, never shown with their backticks.
    await expectPage(dialog.locator('code', { hasText: 'EMBEDDED_DATABASE_CACHE_MB' }).first()).toBeVisible();
    expect(await dialog.innerText()).not.toContain('`');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expectPage(dialog).toBeHidden();
    await expectPage(button).toBeFocused();
    await button.click();
    await expectPage(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expectPage(dialog).toBeHidden();
  });

  it('sends the home search panel to /search with the chosen filters in the address', async () => {
    const page = await session().newPage();
    await page.goto('/');
    const panel = page.getByRole('form', { name: 'Find the part that fits your car' });
    await panel.getByLabel('Make').selectOption('Pontiac');
    await panel.getByLabel('Model').selectOption('Chieftain');
    await panel.getByLabel('Keyword').fill('lens');
    await panel.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ make: 'Pontiac', model: 'Chieftain', q: 'lens' });
    await expectPage(page.getByRole('heading', { name: /parts? found/ })).toBeVisible();
    const names = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Chieftain/);
  });

  it("shows the shop's contact address from its settings", async () => {
    const page = await session().newPage();
    await page.goto('/contact');
    await expectPage(page.getByRole('link', { name: E2E_CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${E2E_CONTACT_EMAIL}`);
  });

  it('shows a not-found page for an unknown address, answered with 404', async () => {
    const page = await session().newPage({ expectedFailures: [{ status: 404, url: /\/no-such-page$/ }] });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expectPage(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('works on a phone: the menu folds away and opens from its button', async () => {
    const page = await session().newPage({ width: 390, height: 844 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expectPage(header.getByRole('link', { name: 'Other Sites' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await header.getByRole('link', { name: 'Other Sites' }).click();
    await expectPage(page.getByRole('heading', { level: 1, name: 'Other Sites' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  it('says on a phone what the folded search filters hold, and hides the list once they are open', async () => {
    const page = await session().newPage({ width: 390, height: 844 });
    await page.goto('/search?q=tail%20lamp%20lens&year=1955&make=Pontiac');
    await page.waitForSelector('html[data-app="ready"]');
    const summary = page.locator('summary', { hasText: 'Filters' });
    await expectPage(summary).toHaveText('Filters: “tail lamp lens”, 1955, Pontiac');
    await summary.click();
    await expectPage(page.getByLabel('Keyword')).toHaveValue('tail lamp lens');
    await expectPage(summary).toHaveText('Filters');
  });
});
