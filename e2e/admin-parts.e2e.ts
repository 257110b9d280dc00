import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { LOW_STOCK_UNITS } from '../src/domain/admin-parts.schema.ts';

import { expectNoAxeViolations, expectPicturesLoaded, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';
import { createPartThroughApi, originOf } from './support/parts.ts';
import { signInThroughForm } from './support/sign-in.ts';

const picture = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).png().toBuffer(),
});

describe('parts back office', () => {
  const session = useBrowser();

  it('creates a part with two pictures, shows it in the shop, edits it, refuses a duplicate SKU and a fake picture, and deletes it', async () => {
    const page = await session().newPage({
      expectedFailures: [
        { status: 400, url: /\/api\/admin\/parts\/\d+\/images$/ },
        { status: 409, url: /\/api\/admin\/parts$/ },
      ],
    });
    await signInThroughForm(page, '/admin/parts');
    await expectPage(page.getByRole('table', { name: 'Parts' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Add New Part' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parts/new');
    const form = page.getByRole('form', { name: 'Add New Part' });
    await expectPage(form.getByLabel('SKU')).toBeVisible();
    expect(await form.getByLabel('Start year').locator('option').count()).toBe(142);
    await form.getByRole('button', { name: 'Save Part' }).click();
    await expectPage(form.getByText('SKU is required')).toBeVisible();
    await expectPage(form.getByText('Please select at least one category')).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel('SKU').fill('E2E-9775196');
    await form.getByLabel('Name', { exact: true }).fill('Star Chief Fender Star, 1955 Pontiac Star Chief');
    await form.getByLabel('Description').fill('Chrome star for the rear quarter.');
    await form.getByLabel('Model').fill('Star Chief');
    await form.getByLabel('Start year').selectOption('1955');
    expect(await form.getByLabel('End year').locator('option').count()).toBe(2040 - 1955 + 2);
    await form.getByLabel('End year').selectOption('1956');
    await form.getByLabel('Regular price (USD)').fill('48.50');
    await form.getByLabel('Stock', { exact: true }).fill('3');
    await form.getByLabel('Star Chief Stars').check();
    await form.getByLabel('Weight (lb)').fill('0.4');
    await form.locator('input[type=file]').setInputFiles([await picture('front.png', '#b3202a'), await picture('back.png', '#1f4e8c')]);
    await expectPage(form.getByText('Main picture')).toBeVisible();
    await form.getByRole('button', { name: 'Save Part' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parts');
    const row = page.getByRole('row').filter({ hasText: 'E2E-9775196' });
    await expectPage(row).toBeVisible();
    await expectPage(row.getByText('$48.50')).toBeVisible();

    // The shop shows it, found by part number however it is typed.
    const shop = await session().newPage({ expectedFailures: [{ status: 404, url: /\/part\/\d+$/ }, { status: 404, url: /\/api\/catalog\/parts\/\d+$/ }] });
    await shop.goto('/search?partNumber=e2e%209775196');
    await shop.getByRole('link', { name: /View Details: Star Chief Fender Star/ }).click();
    await expectPage(shop.getByRole('heading', { level: 1, name: 'Star Chief Fender Star, 1955 Pontiac Star Chief' })).toBeVisible();
    await expectPage(shop.getByRole('button', { name: 'Show picture 2 of 2' })).toBeVisible();
    await expect.poll(() => shop.locator('img[src*="/media/partimages/w800/"]').count()).toBeGreaterThan(0);
    await expectPicturesLoaded(shop.getByRole('main'));
    // The picture shown, full size (re-encoded when uploaded, as every stored size is).
    const fullSize = await shop.getByRole('link', { name: 'View this picture full size' }).getAttribute('href');
    expect(fullSize).toMatch(/^\/media\/partimages\/[^/]+\.webp$/);
    const stored = await shop.request.get(fullSize!);
    expect({ status: stored.status(), type: stored.headers()['content-type'] }).toEqual({ status: 200, type: 'image/webp' });

    // Edit: a fake picture is refused; the price changes.
    await row.getByRole('link', { name: /Edit/ }).click();
    await page.waitForURL(/\/admin\/parts\/\d+\/edit/);
    const edit = page.getByRole('form', { name: 'Edit part' });
    await expectPage(edit.getByAltText(/\(2 of 2\)$/)).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not a picture</html>') });
    await expectPage(edit.getByRole('alert').filter({ hasText: 'Only image files are allowed' })).toBeVisible();
    // A slow answer to the reorder: the owner saves before it has arrived, and Save waits for it
    // (a picture change moves the part's version on; saving with the old one was refused as stale).
    await page.route('**/api/admin/parts/*/images', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await edit.getByRole('button', { name: 'Move picture 2 earlier' }).click();
    await edit.getByLabel('Regular price (USD)').fill('52.00');
    await expectPage(edit.getByRole('status').filter({ hasText: 'Saving the pictures…' })).toBeVisible();
    await edit.getByRole('button', { name: 'Save Part' }).click();
    await page.unroute('**/api/admin/parts/*/images');
    await page.waitForURL((url) => url.pathname === '/admin/parts');
    await expectPage(page.getByRole('row').filter({ hasText: 'E2E-9775196' }).getByText('$52.00')).toBeVisible();

    // A second part with the same SKU is refused, and what was typed stays.
    await page.goto('/admin/parts/new');
    const again = page.getByRole('form', { name: 'Add New Part' });
    await again.getByLabel('SKU').fill('E2E-9775196');
    await again.getByLabel('Name', { exact: true }).fill('Duplicate');
    await again.getByLabel('Model').fill('Star Chief');
    await again.getByLabel('Start year').selectOption('1955');
    await again.getByLabel('End year').selectOption('1955');
    await again.getByLabel('Star Chief Stars').check();
    await again.getByRole('button', { name: 'Save Part' }).click();
    await expectPage(again.getByRole('alert').filter({ hasText: 'SKU "E2E-9775196" already exists' })).toBeVisible();
    await expect.poll(() => again.getByLabel('Name', { exact: true }).inputValue()).toBe('Duplicate');
    await expectPage(again.getByRole('button', { name: 'Save Part' })).toBeVisible();

    // Delete, with confirmation.
    await page.goto('/admin/parts?search=E2E-9775196');
    await page.getByRole('button', { name: /Delete Star Chief Fender Star/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete part' });
    await expectPage(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectPage(dialog).toBeHidden();
    await expectPage(page.getByText('No parts match this search.')).toBeVisible();
    const gone = await shop.goto(shop.url());
    expect(gone?.status()).toBe(404);
  });

  it('leads from the dashboard to the parts a visitor cannot order, and lists those running low', async () => {
    const page = await session().newPage();
    await signInThroughForm(page);
    const tile = page.getByRole('list', { name: 'Catalogue totals' }).getByRole('link', { name: /^Out of Stock \d+$/ });
    await expectPage(tile).toHaveAttribute('href', '/admin/parts?stock=out');
    await tile.click();
    await page.waitForURL((url) => url.pathname === '/admin/parts' && url.searchParams.get('stock') === 'out');
    await expect.poll(() => page.getByLabel('Stock', { exact: true }).inputValue()).toBe('out');
    const statuses = () => page.getByRole('table', { name: 'Parts' }).locator('tbody tr td:nth-child(7)').allTextContents();
    await expect.poll(async () => (await statuses()).length).toBeGreaterThan(0);
    // A status may say below it how many visitors wait for the part ("2 visitors waiting").
    for (const status of await statuses()) expect(status).toMatch(/^(Out of Stock|In Stock, none on the shelf)(\d+ visitors? waiting)?$/);
    // The export holds what the list shows: a file to restock from, which imports back.
    await expectPage(page.getByRole('link', { name: 'Export these parts (CSV)' })).toHaveAttribute('href', '/api/admin/exports/parts.csv?stock=out');
    await expectNoAxeViolations(page);

    await page.getByLabel('Stock', { exact: true }).selectOption({ label: `Low stock (${LOW_STOCK_UNITS} or fewer)` });
    await page.waitForURL((url) => url.searchParams.get('stock') === 'low');
    await page.getByLabel('Sort by').selectOption({ label: 'Stock, fewest first' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'stock_asc');
    // Each of them can be ordered, with one to LOW_STOCK_UNITS on the shelf, the fewest first (once the sorted list has arrived).
    const counts = async () => (await statuses()).map((status) => Number(/^In Stock \((\d+)\)(\d+ visitors? waiting)?$/.exec(status)?.[1] ?? Number.NaN));
    const lowFewestFirst = (low: number[]) => low.length > 0 && low.every((count, i) => count >= 1 && count <= LOW_STOCK_UNITS && (i === 0 || low[i - 1]! <= count));
    await expect.poll(async () => lowFewestFirst(await counts())).toBe(true);
  });

  it('shows the whole activity log from the dashboard, narrowed to a kind', async () => {
    const page = await session().newPage();
    await signInThroughForm(page);
    const name = 'Activity Log Test Horn Button, 1952 Pontiac Chieftain';
    const id = await createPartThroughApi(page, { sku: 'E2E-LOG-0001', name, regularPrice: 64, stock: 1, inStock: true, categories: ['Horn Buttons & Rings'] });
    await page.goto('/admin/dashboard');
    await page.getByRole('region', { name: 'Recent Activity' }).getByRole('link', { name: 'See all activity' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/activity');
    await expectPage(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const log = page.getByRole('table', { name: 'Activity, newest first' });
    const created = log.getByRole('row').filter({ hasText: `Created part E2E-LOG-0001 ${name}` });
    await expectPage(created.getByRole('link', { name: `Created part E2E-LOG-0001 ${name}` })).toHaveAttribute('href', `/admin/parts/${id}/edit`);
    await expectPage(created.getByRole('cell', { name: 'owner@example.com' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Narrowed to the sign-ins, the part's entry is not among them; to the parts, it is.
    await page.getByLabel('Show').selectOption({ label: 'Sign-ins and security' });
    await page.waitForURL((url) => url.searchParams.get('kind') === 'sign_ins');
    await expectPage(log.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
    await expectPage(created).toHaveCount(0);
    await page.getByLabel('Show').selectOption({ label: 'Parts' });
    await page.waitForURL((url) => url.searchParams.get('kind') === 'parts');
    await expectPage(created).toBeVisible();
    // An address past the last page says so and leads back to the newest.
    await page.goto('/admin/activity?kind=parts&page=999');
    await expectPage(log.getByText('This page is past the last one.')).toBeVisible();
    await log.getByRole('link', { name: 'Go to the newest entries' }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'parts' && !url.searchParams.has('page'));
    await expectPage(created).toBeVisible();
    expect((await page.request.delete(`/api/admin/parts/${id}`, { headers: originOf(page) })).status()).toBe(204);
  });

  it('marks the parts chosen in the list out of stock and back, and deletes them after a question', async () => {
    const page = await session().newPage({ expectedFailures: [{ status: 404, url: /\/api\/admin\/parts\/bulk$/ }] });
    await signInThroughForm(page, '/admin/parts');
    // Three parts of the test's own, made through the API as the signed-in admin, found by their names.
    for (const n of [1, 2, 3]) {
      await createPartThroughApi(page, { sku: `E2E-BULK-000${n}`, name: `Bulk Test Grommet ${n}`, regularPrice: 4.5, stock: 6, categories: ['Door & Window Hardware'] });
    }
    await page.getByLabel('Search by name or part number').fill('Bulk Test Grommet');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Bulk Test Grommet');
    await page.getByLabel('Sort by').selectOption('name');
    // The category select narrows the list too (the shop's tree, by section).
    await page.getByLabel('Category').selectOption('Door & Window Hardware');
    await page.waitForURL((url) => url.searchParams.get('category') === 'Door & Window Hardware' && url.searchParams.get('sort') === 'name');
    const table = page.getByRole('table', { name: 'Parts' });
    const row = (n: number) => table.getByRole('row').filter({ has: page.getByText(`Bulk Test Grommet ${n}`, { exact: true }) });
    await expect.poll(() => table.locator('tbody tr').filter({ hasText: 'Bulk Test Grommet' }).count()).toBe(3);
    const bar = page.getByRole('group', { name: 'Selected parts' });
    await expectPage(bar).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Select Bulk Test Grommet 1 (E2E-BULK-0001)' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk Test Grommet 3 (E2E-BULK-0003)' }).check();
    await expectPage(bar.getByText('2 selected')).toBeVisible();
    await expectNoAxeViolations(page);
    await bar.getByRole('button', { name: 'Mark out of stock' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Marked 2 parts out of stock.' })).toBeVisible();
    await expectPage(bar).toHaveCount(0);
    await expectPage(row(1).getByRole('cell', { name: 'Out of Stock' })).toBeVisible();
    await expectPage(row(2).getByRole('cell', { name: 'In Stock (6)' })).toBeVisible();
    await expectPage(row(3).getByRole('cell', { name: 'Out of Stock' })).toBeVisible();
    // The shop says so too.
    const shop = await session().newPage();
    await shop.goto('/search?q=Bulk%20Test%20Grommet%201');
    await expectPage(shop.getByText('Out of Stock').first()).toBeVisible();
    await shop.close();
    await page.getByRole('checkbox', { name: 'Select Bulk Test Grommet 1 (E2E-BULK-0001)' }).check();
    await bar.getByRole('button', { name: 'Mark in stock' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Marked 1 part in stock.' })).toBeVisible();
    await expectPage(row(1).getByRole('cell', { name: 'In Stock (6)' })).toBeVisible();

    // Their prices raised by 5%: the dialog shows each price before and after, and refuses what it cannot take.
    await page.getByRole('checkbox', { name: 'Select Bulk Test Grommet 1 (E2E-BULK-0001)' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk Test Grommet 2 (E2E-BULK-0002)' }).check();
    await bar.getByRole('button', { name: 'Change prices' }).click();
    const prices = page.getByRole('dialog', { name: 'Change prices' });
    const percent = prices.getByLabel('Change by (%)');
    await percent.fill('0');
    await prices.getByRole('button', { name: 'Change prices' }).click();
    await expectPage(prices.getByText('Change prices by a percentage from -90 to 500, other than 0, with at most two decimals')).toBeVisible();
    await percent.fill('5');
    const preview = prices.getByRole('table', { name: 'Prices before and after' });
    await expectPage(preview.getByRole('row').filter({ hasText: 'E2E-BULK-0001' }).getByRole('cell', { name: '$4.73' })).toBeVisible();
    await expectNoAxeViolations(page);
    await percent.press('Enter');
    await expectPage(page.getByRole('status').filter({ hasText: 'Raised the prices of 2 parts by 5%.' })).toBeVisible();
    await expectPage(row(1).getByRole('cell', { name: '$4.73' })).toBeVisible();
    await expectPage(row(2).getByRole('cell', { name: '$4.73' })).toBeVisible();
    await expectPage(row(3).getByRole('cell', { name: '$4.50' })).toBeVisible();

    // One filed under another category too, chosen from the shop's tree; its first category kept.
    await page.getByRole('checkbox', { name: 'Select Bulk Test Grommet 3 (E2E-BULK-0003)' }).check();
    await bar.getByRole('button', { name: 'File under a category' }).click();
    const filing = page.getByRole('dialog', { name: 'File under a category' });
    await filing.getByLabel('File under').selectOption('Hood Ornaments');
    await expectNoAxeViolations(page);
    await filing.getByRole('button', { name: 'File parts' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Filed 1 part under Hood Ornaments.' })).toBeVisible();
    const third = ((await (await page.request.get('/api/admin/parts?search=E2E-BULK-0003')).json()).items as { categories: string[] }[])[0]!;
    expect(third.categories).toEqual(['Door & Window Hardware', 'Hood Ornaments']);

    // All on the page, then delete: the question first, Cancel leaves them.
    const all = page.getByRole('checkbox', { name: 'Select all parts on this page' });
    await all.check();
    await expectPage(bar.getByText('3 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete parts' });
    await expectPage(dialog.getByText('Delete the 3 selected parts? Their pictures are deleted too. This cannot be undone.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectPage(dialog).toHaveCount(0);
    await expectPage(bar.getByText('3 selected')).toBeVisible();

    // A part deleted meanwhile (another tab): nothing changes, the list says why and shows what is left;
    // the message stays until the owner chooses again.
    const gone = ((await (await page.request.get('/api/admin/parts?search=E2E-BULK-0002')).json()).items as { id: number }[])[0]!;
    expect((await page.request.delete(`/api/admin/parts/${gone.id}`, { headers: originOf(page) })).status()).toBe(204);
    await bar.getByRole('button', { name: 'Mark out of stock' }).click();
    const refused = page.getByRole('alert').filter({ hasText: '1 of the 3 selected parts no longer exists. Reload the list; nothing was changed.' });
    await expectPage(refused).toBeVisible();
    await expectPage(row(2)).toHaveCount(0);
    await expectPage(row(1).getByRole('cell', { name: 'In Stock (6)' })).toBeVisible();
    await expectPage(refused).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select Bulk Test Grommet 1 (E2E-BULK-0001)' }).uncheck();
    await expectPage(refused).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Select Bulk Test Grommet 1 (E2E-BULK-0001)' }).check();
    await expectPage(bar.getByText('2 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Delete selected' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectPage(page.getByRole('status').filter({ hasText: 'Deleted 2 parts.' })).toBeVisible();
    await expectPage(page.getByText('No parts match this search.')).toBeVisible();
    expect(await all.isChecked()).toBe(false);
  });

  it('refuses a part saved or deleted over a change made meanwhile: once reloaded it saves on the latest, the other\'s change kept, and deletes once seen', async () => {
    const page = await session().newPage({ expectedFailures: [{ status: 409, url: /\/api\/admin\/parts\/\d+(\?.*)?$/ }] });
    await signInThroughForm(page, '/admin/parts');
    const id = await createPartThroughApi(page, { sku: 'E2E-STALE-0001', name: 'Stale Test Hood Ornament, 1950 Pontiac Chieftain', regularPrice: 10, stock: 3, categories: ['Hood Ornaments'] });
    await page.goto(`/admin/parts/${id}/edit`);
    const edit = page.getByRole('form', { name: 'Edit part' });
    await expect.poll(() => edit.getByLabel('Regular price (USD)').inputValue()).toBe('10');

    // Someone else changes the price while the form is open.
    const opened = (await (await page.request.get(`/api/admin/parts/${id}`)).json()) as { sku: string; name: string; updatedAt: string };
    const part = { sku: opened.sku, name: opened.name, make: 'Pontiac', model: 'Chieftain', yearStart: 1949, yearEnd: 1952, regularPrice: 12, stock: 3, inStock: true, categories: ['Hood Ornaments'], weightLbs: null, lengthIn: null, widthIn: null, heightIn: null };
    const changed = await page.request.put(`/api/admin/parts/${id}`, { headers: originOf(page), data: { part, expectedUpdatedAt: opened.updatedAt } });
    expect(changed.status(), await changed.text()).toBe(200);

    await edit.getByLabel('Stock', { exact: true }).fill('5');
    await edit.getByRole('button', { name: 'Save Part' }).click();
    const refused = edit.getByRole('alert').filter({ hasText: 'This part was changed by someone else since you opened it. Nothing was saved: reload it to see their changes, with yours kept in the form.' });
    await expectPage(refused).toBeVisible();
    await refused.getByRole('button', { name: 'Reload part' }).click();
    // Reloaded: the other's price, and this admin's stock kept, as the note says.
    await expect.poll(() => edit.getByLabel('Regular price (USD)').inputValue()).toBe('12');
    await expectPage(edit.getByRole('status').filter({ hasText: 'The form now shows the part as saved by someone else, who changed Regular price (USD). Your changes to Stock are kept.' })).toBeFocused();
    expect(await edit.getByLabel('Stock', { exact: true }).inputValue()).toBe('5');
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Save Part' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parts');
    const saved = (await (await page.request.get(`/api/admin/parts/${id}`)).json()) as { updatedAt: string };
    expect(saved).toMatchObject({ regularPrice: '12.00', stock: 5 });

    // A delete from a list read before someone else's change is refused too; the list then shows the part as
    // it is, and deleting it again goes through.
    await page.goto('/admin/parts?search=E2E-STALE-0001');
    const row = page.getByRole('row').filter({ hasText: 'E2E-STALE-0001' });
    await expectPage(row).toBeVisible();
    const restocked = await page.request.put(`/api/admin/parts/${id}`, { headers: originOf(page), data: { part: { ...part, stock: 8 }, expectedUpdatedAt: saved.updatedAt } });
    expect(restocked.status(), await restocked.text()).toBe(200);
    const remove = async () => {
      await page.getByRole('button', { name: /^Delete Stale Test Hood Ornament/ }).click();
      await page.getByRole('dialog', { name: 'Delete part' }).getByRole('button', { name: 'Delete', exact: true }).click();
    };
    await remove();
    const failed = page.getByRole('dialog', { name: 'Delete Failed' });
    await expectPage(failed.getByText('This part was changed by someone else since you last saw it. Nothing was deleted: the list now shows it as it is; delete it again if you still mean to.')).toBeVisible();
    await failed.getByRole('button', { name: 'Close' }).last().click();
    await expectPage(row.getByRole('cell', { name: 'In Stock (8)', exact: true })).toBeVisible();
    await remove();
    await expectPage(page.getByText('No parts match this search.')).toBeVisible();
  });

  it('deletes a part just saved from the list shown again before it is read afresh: the list names the version saved', async () => {
    const page = await session().newPage();
    await signInThroughForm(page, '/admin/parts');
    await createPartThroughApi(page, { sku: 'E2E-OWN-0001', name: 'Own Save Test Fender Skirt, 1950 Pontiac Chieftain', stock: 3, categories: ['Hood Ornaments'] });
    // The list of every part, last changed first, as the save leads back to it: the new part at its top.
    await page.goto('/admin/parts');
    await page.getByRole('link', { name: 'Edit Own Save Test Fender Skirt, 1950 Pontiac Chieftain' }).click();
    const edit = page.getByRole('form', { name: 'Edit part' });
    await expect.poll(() => edit.getByLabel('Stock', { exact: true }).inputValue()).toBe('3');
    await edit.getByLabel('Stock', { exact: true }).fill('4');
    // The list's next reading is slow: it shows the rows it kept while it reads them again.
    await page.route(/\/api\/admin\/parts\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue().catch(() => undefined);
    });
    await edit.getByRole('button', { name: 'Save Part' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parts');
    // At once, from the rows kept: the part as saved, its new stock shown and its new version named.
    const row = page.getByRole('row').filter({ hasText: 'E2E-OWN-0001' });
    await row.getByRole('cell', { name: 'In Stock (4)', exact: true }).waitFor({ state: 'visible', timeout: 2_000 });
    await page.getByRole('button', { name: 'Delete Own Save Test Fender Skirt, 1950 Pontiac Chieftain' }).click();
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await page.getByRole('dialog', { name: 'Delete part' }).getByRole('button', { name: 'Delete', exact: true }).click();
    expect((await deleted).status()).toBe(204);
    await expectPage(page.getByRole('dialog', { name: 'Delete part' })).toBeHidden();
    const left = (await (await page.request.get('/api/admin/parts?search=E2E-OWN-0001')).json()) as { items: unknown[] };
    expect(left.items).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('saves a part deleted meanwhile as a new one from its form, with what was typed', async () => {
    const page = await session().newPage({ expectedFailures: [{ status: 404, url: /\/api\/admin\/parts\/\d+$/ }] });
    await signInThroughForm(page, '/admin/parts');
    const id = await createPartThroughApi(page, { sku: 'E2E-GONE-0001', name: 'Gone Test Door Handle, 1951 Pontiac Chieftain', regularPrice: 30, stock: 2, categories: ['Door & Window Hardware'] });
    await page.goto(`/admin/parts/${id}/edit`);
    const edit = page.getByRole('form', { name: 'Edit part' });
    await expect.poll(() => edit.getByLabel('Regular price (USD)').inputValue()).toBe('30');
    expect((await page.request.delete(`/api/admin/parts/${id}`, { headers: originOf(page) })).status()).toBe(204);

    await edit.getByLabel('Regular price (USD)').fill('32.50');
    await edit.getByRole('button', { name: 'Save Part' }).click();
    const gone = edit.getByRole('alert').filter({ hasText: 'This part no longer exists: it was deleted since you opened it. Nothing was saved.' });
    await expectPage(gone).toBeVisible();
    await expectNoAxeViolations(page);
    await gone.getByRole('button', { name: 'Save as a new part' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parts');
    const found = (await (await page.request.get('/api/admin/parts?search=E2E-GONE-0001')).json()) as { items: { id: number; regularPrice: string }[] };
    expect(found.items).toEqual([expect.objectContaining({ regularPrice: '32.50' })]);
    expect(found.items[0]!.id).not.toBe(id);
    expect((await page.request.delete(`/api/admin/parts/${found.items[0]!.id}`, { headers: originOf(page) })).status()).toBe(204);
  });

  it('duplicates a part: the form starts from it without its SKU, the copy keeps pictures of its own, and an unsaved edit is not left unasked', async () => {
    const page = await session().newPage();
    await signInThroughForm(page, '/admin/parts');
    const origin = originOf(page);
    const original = {
      id: await createPartThroughApi(page, {
        sku: 'E2E-DUP-0001', name: 'Duplicate Test Fender Welt, 1949 Pontiac Chieftain', description: 'Black cloth welt, one side.', regularPrice: 18.5, stock: 4, categories: ['Fenders'], weightLbs: 0.5,
      }),
    };
    const front = await picture('welt.png', '#2f5d3a');
    expect((await page.request.post(`/api/admin/parts/${original.id}/images`, { headers: origin, multipart: { images: front } })).status()).toBe(200);

    // An edit not saved is not lost to a link unasked: Stay keeps it, Leave goes on to the copy of the saved part.
    await page.goto(`/admin/parts/${original.id}/edit`);
    const edit = page.getByRole('form', { name: 'Edit part' });
    await edit.getByLabel('Name', { exact: true }).fill('Duplicate Test Fender Welt, not saved');
    await page.getByRole('link', { name: 'Duplicate' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expectPage(leave.getByText('Your changes to this part are not saved.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expectPage(leave).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(`/admin/parts/${original.id}/edit`);
    expect(await edit.getByLabel('Name', { exact: true }).inputValue()).toBe('Duplicate Test Fender Welt, not saved');
    await page.getByRole('link', { name: 'Duplicate' }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parts/new' && url.searchParams.get('copy') === String(original.id));
    const form = page.getByRole('form', { name: 'Add New Part' });
    await expectPage(page.getByText('Give it a SKU of its own and change what differs.')).toBeVisible();
    expect(await form.getByLabel('SKU').inputValue()).toBe('');
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Duplicate Test Fender Welt, 1949 Pontiac Chieftain');
    expect(await form.getByLabel('Description').inputValue()).toBe('Black cloth welt, one side.');
    const copyPictures = form.getByRole('checkbox', { name: 'Copy the picture of E2E-DUP-0001' });
    expect(await copyPictures.isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    await form.getByLabel('SKU').fill('E2E-DUP-0002');
    await form.getByLabel('Name', { exact: true }).fill('Duplicate Test Fender Welt, 1953 Pontiac Chieftain');
    await form.getByRole('button', { name: 'Save Part' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parts');

    // The original goes; the copy's picture is its own and still shows in the shop.
    expect((await page.request.delete(`/api/admin/parts/${original.id}`, { headers: origin })).status()).toBe(204);
    const search = await page.request.get('/api/admin/parts?search=E2E-DUP-0002');
    const [copy] = (await search.json()).items as { id: number; name: string; images: string[]; stock: number }[];
    expect(copy).toMatchObject({ name: 'Duplicate Test Fender Welt, 1953 Pontiac Chieftain', stock: 4 });
    expect(copy!.images).toHaveLength(1);
    await page.goto(`/part/${copy!.id}`);
    await expectPage(page.getByRole('heading', { name: 'Duplicate Test Fender Welt, 1953 Pontiac Chieftain' })).toBeVisible();
    await expectPicturesLoaded(page.getByRole('main'));
    expect((await page.request.delete(`/api/admin/parts/${copy!.id}`, { headers: origin })).status()).toBe(204);
  });
});
