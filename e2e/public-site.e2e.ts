import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';
import { signInThroughForm } from './support/sign-in.ts';
import { gotoUnrendered } from './support/unrendered.ts';

/** Makes the API answer 503 at `pattern` while `failing()` holds: the shop as a visitor sees it when its database is away. */
async function failWhile(page: Page, pattern: string, failing: () => boolean): Promise<void> {
  await page.route(pattern, (route: Route) =>
    failing() ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'UNAVAILABLE', message: 'connect ECONNREFUSED 10.0.0.5:5432' }) }) : route.continue(),
  );
}

describe('the shop details the owner edits', () => {
  const session = useBrowser();

  it('changes the phone, the about paragraph and the other sites in Shop settings, and visitors see them on /contact, /sites and in the footer', async () => {
    const page = await session().newPage();
    await signInThroughForm(page, '/admin/settings');
    await expectPage(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Shop settings' });
    await expectPage(form.getByRole('group', { name: 'Site 1' })).toBeVisible();
    await expectNoAxeViolations(page);

    const phone = `248-555-${String(Date.now() % 10_000).padStart(4, '0')}`;
    const about = `Family-run parts counter ${Date.now()}: <b>three</b> generations of Pontiac people.`;
    await form.getByLabel('Phone').fill(phone);
    await form.getByLabel('About the shop', { exact: true }).fill(about);
    // Changes not saved are not left for another page unasked.
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    await adminNav.getByRole('link', { name: 'Dashboard' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expectPage(leave.getByText('Your changes to the shop settings are not saved.', { exact: false })).toBeVisible();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expectPage(leave).toHaveCount(0);
    expect(await form.getByLabel('Phone').inputValue()).toBe(phone);
    const first = form.getByRole('group', { name: 'Site 1' });
    await first.getByLabel('Site name').fill('Oakland Owners Registry');
    await first.getByLabel('Web address').fill('https://registry.example.org/oakland');
    await first.getByLabel('One-line description').fill('Every surviving Oakland, <i>by serial</i>.');
    // A link that is not a web address is refused before it reaches the page.
    const count = await form.getByRole('group', { name: /^Site \d+$/ }).count();
    await form.getByRole('button', { name: 'Add site' }).click();
    const added = form.getByRole('group', { name: `Site ${count + 1}` });
    await expectPage(added.getByLabel('Site name')).toBeFocused();
    await added.getByLabel('Site name').fill('Trap');
    await added.getByLabel('Web address').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expectPage(added.getByText('Enter a full web address starting with http:// or https://')).toBeVisible();
    await added.getByRole('button', { name: 'Remove Trap' }).click();
    // The owner's order: the registry goes second.
    await first.getByRole('button', { name: 'Move down Oakland Owners Registry' }).click();
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Shop settings saved' })).toBeVisible();
    // Saved, the form holds nothing to ask about: the dashboard opens at once, with its stock tiles.
    await adminNav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await expectPage(page.getByRole('list', { name: 'Catalogue totals' }).getByRole('link', { name: /^Low Stock \d+$/ })).toBeVisible();

    const visitor = await session().newPage();
    await visitor.goto('/contact');
    const phoneLink = visitor.getByRole('link', { name: phone });
    await expectPage(phoneLink).toBeVisible();
    expect(await phoneLink.getAttribute('href')).toBe(`tel:${phone.replace(/-/g, '')}`);
    await expectPage(visitor.getByRole('contentinfo').getByText(about)).toBeVisible();

    await visitor.goto('/sites');
    const registry = visitor.getByRole('link', { name: 'Oakland Owners Registry' });
    await expectPage(registry).toBeVisible();
    expect(await registry.getAttribute('href')).toBe('https://registry.example.org/oakland');
    expect(await registry.getAttribute('rel')).toContain('noopener');
    await expectPage(visitor.getByText('Every surviving Oakland, <i>by serial</i>.')).toBeVisible();
    const names = await visitor.getByRole('main').getByRole('listitem').getByRole('heading').allInnerTexts();
    expect(names.indexOf('Oakland Owners Registry')).toBe(1);
    expect(names).not.toContain('Trap');
    await expectNoAxeViolations(visitor);

    await visitor.goto('/about');
    await expectPage(visitor.getByRole('main').getByText(about)).toBeVisible();
  });
});

describe('the 1926-1960 digital catalogue', () => {
  const session = useBrowser();

  it("opens my car's model first, and leads from a make down to a year's search results with as many parts as it said", async () => {
    const page = await session().newPage();
    await page.addInitScript(() => window.localStorage.setItem('silver-streak:my-car', JSON.stringify({ year: 1955, make: 'Pontiac', model: 'Star Chief' })));
    await page.goto('/catalog');
    const byVehicle = page.getByRole('region', { name: 'By vehicle' });
    await expectPage(byVehicle.getByRole('heading', { level: 3 }).first()).toHaveText('Pontiac');
    const years = page.getByRole('list', { name: 'Years of the Pontiac Star Chief' });
    await expectPage(years).toBeVisible();
    await expectNoAxeViolations(page);
    const link = years.getByRole('link', { name: /^1955 / });
    const count = Number(/\((\d+) parts?\)/.exec(await link.innerText())?.[1]);
    expect(count).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/search');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ make: 'Pontiac', model: 'Star Chief', year: '1955' });
    await expectPage(page.getByRole('heading', { name: `${count} ${count === 1 ? 'part' : 'parts'} found` })).toBeVisible();
  });

  it('opens any model on request, and shows each category with its part count leading to its parts', async () => {
    const page = await session().newPage({ width: 390, height: 844 });
    await page.goto('/catalog');
    // Another make than my car's (none is set here): its first model, opened by a tap.
    const make = page.getByRole('region', { name: 'By vehicle' }).getByRole('region').last();
    const model = make.locator('details').first();
    expect(await model.getAttribute('open')).toBeNull();
    await model.locator('summary').click();
    const years = model.getByRole('list', { name: /^Years of the / });
    await expectPage(years.or(model.getByText(/^No parts for the /))).toBeVisible();
    if (await years.count()) {
      for (const text of await years.getByRole('listitem').allInnerTexts()) expect(text).toMatch(/^\d{4}( \(\d+ parts?\)|: no parts)$/);
    }

    const category = page.getByRole('region', { name: 'By section' }).getByRole('link').first();
    const name = await category.innerText();
    const count = Number(/(\d+) parts?/.exec(await category.locator('xpath=..').innerText())?.[1]);
    await category.click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('category') === name);
    await expectPage(page.getByRole('heading', { name: `${count} ${count === 1 ? 'part' : 'parts'} found` })).toBeVisible();
  });
});

describe("SPEC's words when the catalogue cannot answer", () => {
  const session = useBrowser();
  const expectedFailures = [{ status: 503, url: /\/api\/catalog\// }];

  it("says 'Failed to fetch makes', years, categories and models in the home panel, and Try again brings the choices", async () => {
    const page = await session().newPage({ expectedFailures });
    let failing = true;
    await failWhile(page, '**/api/catalog/facets', () => failing);
    await gotoUnrendered(page, '/');
    const panel = page.getByRole('form', { name: 'Find the part that fits your car' });
    const alert = panel.getByRole('alert');
    await expectPage(alert).toBeVisible();
    for (const message of ['Failed to fetch years', 'Failed to fetch makes', 'Failed to fetch categories']) await expectPage(alert.getByText(message, { exact: true })).toBeVisible();
    expect(await alert.innerText()).not.toContain('ECONNREFUSED');
    await expectNoAxeViolations(page);
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expectPage(alert).toHaveCount(0);
    await panel.getByLabel('Make').selectOption('Pontiac');

    failing = true;
    await failWhile(page, '**/api/catalog/models?*', () => failing);
    await panel.getByLabel('Make').selectOption('Oakland');
    await expectPage(panel.getByRole('alert').getByText('Failed to fetch models', { exact: true })).toBeVisible();
  });

  it("says 'Failed to fetch parts' and what to do when a search fails, and the sidebar says what it could not load", async () => {
    const page = await session().newPage({ expectedFailures });
    let failing = true;
    await failWhile(page, '**/api/catalog/search?*', () => failing);
    await failWhile(page, '**/api/catalog/facets', () => failing);
    await gotoUnrendered(page, '/search?make=Pontiac&year=1955');
    const problem = page.getByRole('alert').filter({ hasText: 'Failed to fetch parts' });
    await expectPage(problem).toBeVisible();
    expect(await problem.innerText()).toContain('Check your connection, then try again');
    expect(await problem.innerText()).not.toContain('ECONNREFUSED');
    const sidebar = page.getByRole('alert').filter({ hasText: 'Failed to fetch makes' });
    await expectPage(sidebar).toBeVisible();
    await expectNoAxeViolations(page);
    failing = false;
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expectPage(page.getByRole('heading', { name: /parts? found$/ })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Try again' }).click();
    await expectPage(page.getByRole('alert')).toHaveCount(0);
  });
});
