import { describe, expect, it } from 'vitest';

import { useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';
import { signInThroughForm } from './support/sign-in.ts';

const dollars = (texts: string[]) => texts.map((text) => Number(text.replace(/[$,]/g, '')));
const isSorted = (values: number[], direction: 'asc' | 'desc') => values.every((value, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value));

describe('sorting and paging', () => {
  const session = useBrowser();

  it('sorts the public search by price either way and by name, and pages through it with the count shown', async () => {
    const page = await session().newPage();
    await page.goto('/search?make=Pontiac');
    const heading = page.getByRole('heading', { name: /parts? found/ });
    await expectPage(heading).toBeVisible();
    expect(await heading.innerText()).toMatch(/^\d{1,3}(,\d{3})*\+? parts found$/);
    const prices = () => page.getByRole('article').locator('.text-lg').allInnerTexts().then(dollars);

    // Price, high to low is the default order.
    await expectPage(page.getByRole('article').first()).toBeVisible();
    expect(isSorted(await prices(), 'desc')).toBe(true);

    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    await expect.poll(async () => isSorted(await prices(), 'asc') && (await prices()).length > 1).toBe(true);
    const firstPageLowest = (await prices())[0]!;

    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expectPage(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const firstNames = await page.getByRole('article').getByRole('heading').allInnerTexts();
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expectPage(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect.poll(async () => (await page.getByRole('article').getByRole('heading').allInnerTexts())[0]).not.toBe(firstNames[0]);
    const secondPage = await prices();
    expect(isSorted(secondPage, 'asc')).toBe(true);
    expect(secondPage[0]!).toBeGreaterThanOrEqual(firstPageLowest);
    const secondNames = await page.getByRole('article').getByRole('heading').allInnerTexts();
    expect(secondNames.filter((name) => firstNames.includes(name))).toEqual([]);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expectPage(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();

    await page.getByLabel('Sort by').selectOption('name');
    await page.waitForURL(/sort=name/);
    await expect
      .poll(async () => {
        const names = await page.getByRole('article').getByRole('heading').allInnerTexts();
        return names.length > 1 && names.every((name, i) => i === 0 || names[i - 1]!.localeCompare(name, 'en', { sensitivity: 'base' }) <= 0);
      })
      .toBe(true);
  });

  it('sorts the admin parts list and pages through it, 25 rows a page or 100', async () => {
    const page = await session().newPage();
    await signInThroughForm(page, '/admin/parts');
    const table = page.getByRole('table', { name: 'Parts' });
    const rows = table.locator('tbody tr');
    await expectPage(rows.first().getByRole('link', { name: /^Edit / })).toBeVisible();
    expect(await rows.count()).toBe(25);
    const prices = () => rows.locator('td:nth-child(5)').allInnerTexts().then(dollars);

    await page.getByLabel('Sort by').selectOption('price_desc');
    await page.waitForURL(/sort=price_desc/);
    await expect.poll(async () => isSorted(await prices(), 'desc')).toBe(true);
    const highest = (await prices())[0]!;

    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expectPage(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect.poll(async () => (await prices())[0]! <= highest && isSorted(await prices(), 'desc')).toBe(true);

    await page.getByLabel('Sort by').selectOption('sku');
    await page.waitForURL(/sort=sku/);
    await expect
      .poll(async () => {
        const skus = await rows.locator('td:nth-child(4)').allInnerTexts();
        return skus.length === 25 && skus.every((sku, i) => i === 0 || skus[i - 1]! <= sku);
      })
      .toBe(true);

    // A hundred a page on request: "select all on this page" then takes a hundred for a bulk change.
    await page.getByLabel('Parts per page').selectOption('100');
    await page.waitForURL((url) => url.searchParams.get('size') === '100' && url.searchParams.get('page') === null);
    await expect.poll(() => rows.count()).toBe(100);
    await expectPage(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });
});
