import fs from 'node:fs';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';
import { signInThroughForm } from './support/sign-in.ts';

async function chooseFile(page: Page, name: string, content: string): Promise<void> {
  await page.getByLabel('Click to upload CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

describe('importing parts from CSV', () => {
  const session = useBrowser();

  it('refuses a file that is not CSV, shows the dry run, asks about duplicates (Cancel Import, then Overwrite) and shows the parts in the list and the shop', async () => {
    const page = await session().newPage();
    await signInThroughForm(page, '/admin/parts/new');
    const panel = page.getByRole('region', { name: 'Import Parts from CSV' });
    await expectPage(panel.getByText('Required CSV Format')).toBeVisible();

    await chooseFile(page, 'notes.txt', 'SKU,Name,Regular price\n');
    await expectPage(panel.getByRole('alert').getByText('Please upload a CSV file')).toBeVisible();
    await panel.getByRole('button', { name: 'Retry Import' }).click();
    await expectPage(panel.getByRole('alert')).toHaveCount(0);

    const stamp = Date.now().toString(36).toUpperCase();
    const [x, y, z] = ['X', 'Y', 'Z'].map((letter) => `IMP-${stamp}-${letter}`) as [string, string, string];
    await chooseFile(page, 'first.csv', `SKU,Name,Regular price,Make,Model,Year Start,Year End\n${x},Imported Hood Emblem ${stamp},45.00,Pontiac,Chieftain,1950,1952\n${y},Imported Grille Bar ${stamp},"$1,200.00",Pontiac,Chieftain,1950,1950\n${stamp}-BAD,Bad price,free,,,,\n`);
    await expectPage(panel.getByRole('heading', { name: 'Dry run of first.csv: nothing has changed yet' })).toBeVisible();
    const dryRun = panel.getByRole('definition');
    expect(await dryRun.allInnerTexts()).toEqual(['2', '0', '0', '1']);
    await expectPage(panel.getByRole('row').filter({ hasText: 'Price must be a number' })).toBeVisible();
    expect(await panel.getByRole('link', { name: 'Download the list of rows not imported (CSV)' }).getAttribute('href')).toMatch(/\/errors\.csv$/);
    await expectNoAxeViolations(page);
    // A reload finds the dry run again: the import lives on the server, not in the page.
    await page.reload();
    await expectPage(panel.getByRole('heading', { name: 'Dry run of first.csv: nothing has changed yet' })).toBeVisible();
    await panel.getByRole('button', { name: 'Import 2 parts' }).click();
    const complete = page.getByRole('dialog', { name: 'Import complete' });
    await expectPage(complete.getByText(`2 parts imported from first.csv: 2 new, 0 updated.`)).toBeVisible();
    await complete.getByRole('button', { name: 'Close', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parts');

    await page.goto('/admin/parts/new');
    const second = `SKU,Name,Regular price\n${x.toLowerCase()},Overwritten Hood Emblem ${stamp},50.00\n${z},Imported Door Handle ${stamp},20\n`;
    await chooseFile(page, 'second.csv', second);
    await panel.getByRole('button', { name: 'Import 2 parts' }).click();
    const question = page.getByRole('dialog', { name: 'Duplicate Parts Found' });
    await expectPage(question.getByText('Found 1 duplicate part(s). Choose to overwrite or cancel.')).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Cancel Import' }).click();
    await expectPage(question).toHaveCount(0);
    await expectPage(panel.getByText('Click to upload CSV file')).toBeVisible();
    const cancelled = await (await page.request.get(`/api/catalog/search?partNumber=${z}`)).json();
    expect(cancelled.total).toBe(0);

    await chooseFile(page, 'second.csv', second);
    await panel.getByRole('button', { name: 'Import 2 parts' }).click();
    await question.getByRole('button', { name: 'Overwrite' }).click();
    await expectPage(complete.getByText('2 parts imported from second.csv: 1 new, 1 updated.')).toBeVisible();
    await complete.getByRole('button', { name: 'Close', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/parts');
    await page.getByLabel('Search by name or part number').fill(stamp);
    await expectPage(page.getByRole('row').filter({ hasText: `Overwritten Hood Emblem ${stamp}` })).toBeVisible();
    await expectPage(page.getByRole('row').filter({ hasText: `Imported Door Handle ${stamp}` })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^parts-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = fs.readFileSync((await download.path())!, 'utf8');
    expect(exported).toContain(`${x.toLowerCase()},Overwritten Hood Emblem ${stamp}`);

    const shop = await session().newPage({ width: 390, height: 844 });
    await shop.goto(`/search?q=${encodeURIComponent(`Overwritten Hood Emblem ${stamp}`)}`);
    await expectPage(shop.getByRole('heading', { name: '1 part found' })).toBeVisible();
    await expectPage(shop.getByText('$50.00').first()).toBeVisible();
  });
});

describe('importing categories and vehicle models from CSV', () => {
  const session = useBrowser();

  it('imports a categories file from the Categories page and shows the new categories under their sections', async () => {
    const page = await session().newPage();
    await signInThroughForm(page, '/admin/categories');
    await page.getByRole('button', { name: 'Import Categories' }).click();
    const panel = page.getByRole('region', { name: 'Import Categories' });
    const stamp = Date.now().toString(36);
    await chooseFile(page, 'categories.csv', `name,section,description\nDash Knobs ${stamp},decals,Bakelite\nFender Skirts ${stamp},NOS,\nOrphan ${stamp},NO SUCH SECTION,\n`);
    await expectPage(panel.getByRole('row').filter({ hasText: 'Section "NO SUCH SECTION" does not exist.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Import 2 categories' }).click();
    const complete = page.getByRole('dialog', { name: 'Import complete' });
    await expectPage(complete.getByText('2 categories imported from categories.csv: 2 new, 0 updated.')).toBeVisible();
    await complete.getByRole('button', { name: 'Close', exact: true }).click();
    await expectPage(panel).toHaveCount(0);
    await expectPage(page.getByText(`Dash Knobs ${stamp}`)).toBeVisible();
    await expectPage(page.getByText(`Fender Skirts ${stamp}`)).toBeVisible();
    const shop = await session().newPage();
    await shop.goto('/catalog');
    const decals = shop.getByRole('region', { name: 'DECALS' });
    await expectPage(decals.getByText(`Dash Knobs ${stamp}`)).toBeVisible();
    await expectPage(decals.getByRole('listitem').filter({ hasText: `Dash Knobs ${stamp}` }).getByText('no parts yet')).toBeVisible();
  });

  it('imports models from Vehicle Management, asks about overlapping years (Duplicate Models Found), overwrites, and the shop offers the new make', async () => {
    const page = await session().newPage({ width: 390, height: 844 });
    await signInThroughForm(page, '/admin/vehicle-management');
    const make = `Marquette ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Import Models' }).click();
    const panel = page.getByRole('region', { name: 'Import Vehicles from CSV' });
    await chooseFile(page, 'models.csv', `All Years,Year Start,Year End,Make,Model,Production Periods\n"1929, 1930",1929,1930,${make},Series 30,Buick-built\n1929,1929,1929,${make},Series 34,\n`);
    await panel.getByRole('button', { name: 'Import 2 models' }).click();
    const complete = page.getByRole('dialog', { name: 'Import complete' });
    await complete.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: 'Import Models' }).click();
    await chooseFile(page, 'models-again.csv', `All Years,Year Start,Year End,Make,Model\n1930,1930,1930,${make},Series 30\n`);
    await panel.getByRole('button', { name: 'Import 1 model' }).click();
    const question = page.getByRole('dialog', { name: 'Duplicate Models Found' });
    await expectPage(question.getByText('Found 1 models with overlapping years. Would you like to overwrite them?')).toBeVisible();
    await question.getByRole('button', { name: 'Overwrite' }).click();
    await expectPage(complete.getByText('1 model imported from models-again.csv: 0 new, 1 updated.')).toBeVisible();
    await complete.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByLabel('Search by make or model').fill(make);
    await page.getByLabel('Search by make or model').press('Enter');
    const row = page.getByRole('row').filter({ hasText: make }).filter({ hasText: /Series 30(?!\d)/ });
    await expectPage(row).toBeVisible();
    expect(await row.innerText()).toContain('1930');

    const shop = await session().newPage();
    await shop.goto('/catalog');
    await expectPage(shop.getByRole('region', { name: make })).toBeVisible();
  });
});
