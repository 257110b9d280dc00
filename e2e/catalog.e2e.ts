import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';

describe('searching the catalogue', () => {
  const session = useBrowser();

  it('filters by make and year, toggles grid and list, opens a part and comes back with the filters kept', async () => {
    const page = await session().newPage();
    await page.goto('/search?make=Pontiac&year=1955');
    const results = page.getByRole('article');
    await expectPage(results.first()).toBeVisible();
    for (const fits of await results.locator('p').filter({ hasText: /Pontiac/ }).allInnerTexts()) {
      const [start, end] = fits.split(' ')[0]!.split('-').map(Number);
      expect(start).toBeLessThanOrEqual(1955);
      expect(end ?? start).toBeGreaterThanOrEqual(1955);
    }
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'List view' }).click();
    await page.waitForURL(/view=list/);
    await expectPage(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

    const firstName = (await results.first().getByRole('heading').innerText()).trim();
    await results.first().getByRole('link', { name: /View Details/ }).click();
    await expectPage(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
    await expect.poll(() => page.title()).toContain(firstName);
    await expectNoAxeViolations(page);

    await page.goBack();
    await page.waitForURL(/\/search\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ make: 'Pontiac', year: '1955', view: 'list' });

    await results.first().getByRole('link', { name: /View Details/ }).click();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ make: 'Pontiac', year: '1955', view: 'list' });
  });

  it('says so when nothing matches, and Clear Search starts over', async () => {
    const page = await session().newPage();
    await page.goto('/search?q=zzzzzz');
    await expectPage(page.getByText('No parts found matching your criteria')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
    await expectPage(page.getByRole('article').first()).toBeVisible();
  });

  it('shows a not-found page for a part that does not exist', async () => {
    const page = await session().newPage();
    const response = await page.goto('/part/99999999');
    expect(response?.status()).toBe(404);
    await expectPage(page.getByRole('heading', { level: 1, name: 'Part not found' })).toBeVisible();
  });
});
