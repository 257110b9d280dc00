import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';
import { signInThroughForm } from './support/sign-in.ts';

describe('vehicle management', () => {
  const session = useBrowser();

  it('adds a make and a model with every field, pages, edits, flags an overlap, and the shop offers the model', async () => {
    const page = await session().newPage({ expectedFailures: [{ status: 409, url: /\/api\/admin\/vehicle-makes\/\d+(\?.*)?$/ }] });
    await signInThroughForm(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Vehicle Management' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vehicle-management');
    await expectPage(page.getByRole('heading', { level: 1, name: 'Vehicle Management' })).toBeVisible();
    await expectPage(page.getByRole('table', { name: 'Vehicle models' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A make.
    await page.getByRole('link', { name: 'Add Vehicle Make' }).click();
    const makeForm = page.getByRole('form', { name: 'Add Vehicle Make' });
    await makeForm.getByRole('button', { name: 'Create' }).click();
    await expectPage(makeForm.getByText('Make name is required')).toBeVisible();
    await makeForm.getByLabel('Make Name').fill('Marquette E2E');
    await makeForm.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vehicle-management');
    const makes = page.getByRole('region', { name: 'Makes' });
    await expectPage(makes.getByText('Marquette E2E')).toBeVisible();

    // A model with every field; the form checks first.
    await page.getByRole('link', { name: 'Add Model' }).click();
    const form = page.getByRole('form', { name: 'Add New Vehicle Model' });
    await form.getByRole('button', { name: 'Save Vehicle' }).click();
    await expectPage(form.getByText('Please select a make')).toBeVisible();
    await expectPage(form.getByText('Model name is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel('Make').selectOption({ label: 'Pontiac' });
    await form.getByLabel('Model Name').fill('Sedan Delivery E2E');
    await form.getByLabel('Start Year').fill('1955');
    await form.getByLabel('End Year').fill('1956');
    await form.getByLabel('All Years').fill('1953, 1955');
    await form.getByRole('button', { name: 'Save Vehicle' }).click();
    await expectPage(form.getByText("1953 is outside the model's years 1955-1956")).toBeVisible();
    await form.getByLabel('All Years').fill('1955, 1956');
    await form.getByLabel('Production Periods').fill('Series 27\n\nSeries 28 ');
    await form.getByRole('button', { name: 'Save Vehicle' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vehicle-management' && url.search === '');

    // More than ten models: pages, counted from 0 in the address.
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expectPage(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=1/);
    await expectPage(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();

    // Find it, see its details, edit it.
    await page.getByLabel('Search by make or model').fill('Sedan Delivery E2E');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Sedan Delivery E2E' });
    await expectPage(row).toBeVisible();
    await row.getByRole('button', { name: 'Details of Pontiac Sedan Delivery E2E' }).click();
    const details = page.getByRole('dialog', { name: 'Pontiac Sedan Delivery E2E' });
    await expectPage(details.getByText('Series 28')).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await row.getByRole('link', { name: /^Edit Pontiac Sedan Delivery E2E/ }).click();
    const edit = page.getByRole('form', { name: 'Edit Vehicle Model' });
    await expect.poll(() => edit.getByLabel('Production Periods').inputValue()).toBe('Series 27\nSeries 28');
    await edit.getByLabel('End Year').fill('1957');
    await edit.getByLabel('All Years').fill('1955-1957');
    await edit.getByRole('button', { name: 'Save Vehicle' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vehicle-management');

    // A second one whose years meet it: both are flagged.
    await page.goto('/admin/vehicle-management/models/new');
    await form.getByLabel('Make').selectOption({ label: 'Pontiac' });
    await form.getByLabel('Model Name').fill('sedan delivery e2e');
    await form.getByLabel('Start Year').fill('1957');
    await form.getByLabel('End Year').fill('1958');
    await form.getByLabel('All Years').fill('1957\u20131958');
    await form.getByRole('button', { name: 'Save Vehicle' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vehicle-management');
    await page.goto('/admin/vehicle-management?search=sedan%20delivery%20e2e');
    const flagged = page.getByRole('row').filter({ hasText: /Sedan Delivery E2E/i });
    await expectPage(flagged).toHaveCount(2);
    await expectPage(flagged.filter({ hasText: '1955-1957' }).getByText('Overlapping years')).toBeVisible();
    await expectPage(flagged.filter({ hasText: '1957-1958' }).getByText('Overlapping years')).toBeVisible();

    // A make that models name cannot be deleted.
    await makes.getByRole('button', { name: 'Delete Pontiac' }).click();
    await page.getByRole('dialog', { name: 'Delete make' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expectPage(page.getByRole('dialog', { name: 'Delete Failed' }).getByText(/^This make cannot be deleted: \d+ models and \d+ parts still name it\./)).toBeVisible();

    // The shop offers the model in its filter and in "my car".
    const shop = await session().newPage();
    await shop.goto('/search?make=Pontiac');
    await expect.poll(() => shop.getByLabel('Model', { exact: true }).first().locator('option').allInnerTexts()).toContain('Sedan Delivery E2E');
    const picker = shop.getByRole('form', { name: 'Choose my car' });
    await picker.getByLabel('Year').selectOption('1956');
    await picker.getByLabel('Make').selectOption('Pontiac');
    await expect.poll(() => picker.getByLabel('Model').locator('option').allInnerTexts()).toContain('Sedan Delivery E2E');
  });

  it('opens and saves a part that fits two makes with both kept', async () => {
    const page = await session().newPage();
    await signInThroughForm(page);
    const found = await (await page.request.get('/api/catalog/search?make=Oakland&pageSize=96')).json();
    const part = (found.items as { id: number; make: string; categories: string[]; model: string }[]).find((item) => item.make === 'Oakland, Pontiac');
    expect(part, 'a demo part that fits Oakland and Pontiac').toBeDefined();
    await page.goto(`/admin/parts/${part!.id}/edit`);
    const form = page.getByRole('form', { name: 'Edit part' });
    const makes = form.getByRole('group', { name: 'Make' });
    await expectPage(makes.getByLabel('Oakland')).toBeVisible();
    expect(await makes.getByLabel('Oakland').isChecked()).toBe(true);
    expect(await makes.getByLabel('Pontiac').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Save Part' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parts');
    const saved = await (await page.request.get(`/api/catalog/parts/${part!.id}`)).json();
    expect(saved).toMatchObject({ make: 'Oakland, Pontiac', model: part!.model, categories: part!.categories });
  });

  it('refuses a make saved over a rename made meanwhile in another browser, and saves it once reloaded', async () => {
    const name = `Viking E2E ${Date.now() % 100_000}`;
    const page = await session().newPage({ expectedFailures: [{ status: 409, url: /\/api\/admin\/vehicle-makes\/\d+(\?.*)?$/ }] });
    await signInThroughForm(page);
    await page.goto('/admin/vehicle-management/makes/new');
    await page.getByLabel('Make Name').fill(name);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vehicle-management');
    const makes = (await (await page.request.get('/api/admin/vehicle-makes')).json()) as { id: number; name: string }[];
    const make = makes.find((entry) => entry.name === name)!;
    await page.goto(`/admin/vehicle-management/makes/${make.id}/edit`);
    const form = page.getByRole('form', { name: 'Edit make' });
    await expect.poll(() => form.getByLabel('Make Name').inputValue()).toBe(name);

    // Another admin renames it first.
    const other = await session().newPage();
    await signInThroughForm(other);
    await other.goto(`/admin/vehicle-management/makes/${make.id}/edit`);
    const otherForm = other.getByRole('form', { name: 'Edit make' });
    await expect.poll(() => otherForm.getByLabel('Make Name').inputValue()).toBe(name);
    await otherForm.getByLabel('Make Name').fill(`${name} Motor`);
    await otherForm.getByRole('button', { name: 'Update' }).click();
    await other.waitForURL((url) => url.pathname === '/admin/vehicle-management');

    await form.getByLabel('Make Name').fill(`${name} Cars`);
    await form.getByRole('button', { name: 'Update' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'This make was changed by someone else since you opened it. Nothing was saved: reload it to see their changes, with yours kept in the form.' });
    await expectPage(refused).toBeVisible();
    await expectNoAxeViolations(page);
    await refused.getByRole('button', { name: 'Reload make' }).click();
    // Both named it: this admin's name stays in the form, and the note quotes the other's.
    const note = form.getByRole('status').filter({ hasText: 'The form now shows the make as saved by someone else, who changed Make Name. Your changes to Make Name are kept.' });
    await expectPage(note.getByRole('listitem')).toHaveText(`Make Name: ${name} Motor`);
    await expectPage(refused).toBeHidden();
    expect(await form.getByLabel('Make Name').inputValue()).toBe(`${name} Cars`);
    await form.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vehicle-management');
    await expectPage(page.getByRole('region', { name: 'Makes' }).getByText(`${name} Cars`)).toBeVisible();
  });

  it('works on a phone, and Add Vehicle Make on the dashboard leads to the make form', async () => {
    const page = await session().newPage({ width: 390, height: 844 });
    await signInThroughForm(page);
    await page.getByRole('link', { name: 'Add Vehicle Make' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/vehicle-management/makes/new');
    await expectPage(page.getByRole('form', { name: 'Add Vehicle Make' })).toBeVisible();
    await page.goto('/admin/vehicle-management');
    await expectPage(page.getByRole('table', { name: 'Vehicle models' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
