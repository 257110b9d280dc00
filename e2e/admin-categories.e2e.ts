import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expect as expectPage } from './support/expect-page.ts';
import { createPartThroughApi } from './support/parts.ts';
import { signInThroughForm } from './support/sign-in.ts';

describe('categories and sections back office', () => {
  const session = useBrowser();

  it('adds a section and a category under it, refuses a duplicate, renames it onto a part, and refuses the deletes that would orphan anything', async () => {
    const page = await session().newPage({
      expectedFailures: [
        { status: 409, url: /\/api\/admin\/categories(\/\d+)?(\?.*)?$/ },
        { status: 409, url: /\/api\/admin\/sections\/\d+(\?.*)?$/ },
      ],
    });
    await signInThroughForm(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/categories');
    await expectPage(page.getByRole('heading', { level: 2, name: 'DECALS' })).toBeVisible();
    await expectPage(page.getByRole('table', { name: 'Categories in DECALS' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The import panel opens and closes from its toggle.
    const toggle = page.getByRole('button', { name: 'Import Categories' });
    await toggle.click();
    await expectPage(page.getByRole('region', { name: 'Import Categories' })).toBeVisible();
    await expectPage(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expectPage(page.getByRole('region', { name: 'Import Categories' })).toBeHidden();

    // A section, through Category Sections.
    await page.getByRole('link', { name: 'Category Sections' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sections');
    await expectPage(page.getByRole('heading', { level: 1, name: 'Category Sections' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Section' }).click();
    const sectionForm = page.getByRole('form', { name: 'Add Section' });
    await sectionForm.getByLabel('Name').fill('Running gear e2e');
    await sectionForm.getByRole('button', { name: 'Save Section' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sections');
    await expectPage(page.getByRole('row').filter({ hasText: 'RUNNING GEAR E2E' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A category under it: the form checks first, then the server.
    await page.goto('/admin/categories/new');
    const form = page.getByRole('form', { name: 'Add New Category' });
    await form.getByRole('button', { name: 'Save Category' }).click();
    await expectPage(form.getByText('Please select a section')).toBeVisible();
    await expectPage(form.getByText('Name is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel('Section').selectOption({ label: 'RUNNING GEAR E2E' });
    await form.getByLabel('Name').fill('Wheel Bearings E2E');
    await form.getByLabel('Description').fill('Front and rear wheel bearings.');
    // Cancel with the form filled in asks first; Stay keeps what was typed, and the save goes unasked.
    await form.getByRole('link', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expectPage(leave.getByText('Your changes to the new category are not saved.', { exact: false })).toBeVisible();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expectPage(leave).toHaveCount(0);
    expect(await form.getByLabel('Name').inputValue()).toBe('Wheel Bearings E2E');
    await form.getByRole('button', { name: 'Save Category' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/categories');
    const ours = page.getByRole('table', { name: 'Categories in RUNNING GEAR E2E' });
    await expectPage(ours.getByRole('row').filter({ hasText: 'Wheel Bearings E2E' })).toBeVisible();

    await page.goto('/admin/categories/new');
    await form.getByLabel('Section').selectOption({ label: 'RUNNING GEAR E2E' });
    await form.getByLabel('Name').fill('wheel bearings e2e');
    await form.getByRole('button', { name: 'Save Category' }).click();
    await expectPage(form.getByRole('alert').filter({ hasText: 'Category "Wheel Bearings E2E" already exists' })).toBeVisible();
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('wheel bearings e2e');
    await expectPage(form.getByRole('button', { name: 'Save Category' })).toBeVisible();

    // A part in the new category, made through the API as the signed-in admin.
    const partId = await createPartThroughApi(page, {
      sku: 'E2E-WB-0001', name: 'Front Wheel Bearing, 1955 Pontiac Chieftain', yearStart: 1955, yearEnd: 1957, regularPrice: 24.5, categories: ['Wheel Bearings E2E'],
    });

    // Rename: the part's public page shows the new name.
    await page.goto('/admin/categories');
    await ours.getByRole('link', { name: 'Edit Wheel Bearings E2E' }).click();
    const edit = page.getByRole('form', { name: 'Edit category' });
    await expectPage(page.getByText('1 part names this category')).toBeVisible();
    await edit.getByLabel('Name').fill('Wheel Bearings & Races E2E');
    await edit.getByRole('button', { name: 'Save Category' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/categories');
    await expectPage(ours.getByRole('link', { name: '1 part in Wheel Bearings & Races E2E' })).toBeVisible();
    const shop = await session().newPage();
    await shop.goto(`/part/${partId}`);
    await expectPage(shop.getByRole('heading', { level: 1, name: 'Front Wheel Bearing, 1955 Pontiac Chieftain' })).toBeVisible();
    await expectPage(shop.getByText('Wheel Bearings & Races E2E')).toBeVisible();

    // Deleting a category in use is refused, with the count and a way to the parts.
    await ours.getByRole('button', { name: 'Delete Wheel Bearings & Races E2E' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete category' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    const failed = page.getByRole('dialog', { name: 'Delete Failed' });
    await expectPage(failed.getByText('This category is used by 1 part. Move it to another category before deleting it.')).toBeVisible();
    await failed.getByRole('link', { name: 'Show the parts in Wheel Bearings & Races E2E' }).click();
    await page.waitForURL(/\/admin\/parts\?category=/);
    await expectPage(page.getByRole('row').filter({ hasText: 'E2E-WB-0001' })).toBeVisible();

    // Deleting a section that has categories is refused with SPEC's words.
    await page.goto('/admin/sections');
    await page.getByRole('button', { name: 'Delete RUNNING GEAR E2E' }).click();
    await page.getByRole('dialog', { name: 'Delete section' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expectPage(
      page.getByRole('dialog', { name: 'Delete Failed' }).getByText('Cannot delete this category because it contains subcategories. Please delete all subcategories first.'),
    ).toBeVisible();
  });

  it('reaches the categories from the dashboard, and works on a phone', async () => {
    const page = await session().newPage({ width: 390, height: 844 });
    await signInThroughForm(page);
    await page.getByRole('link', { name: 'Add New Category' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/categories/new');
    await expectPage(page.getByRole('form', { name: 'Add New Category' }).getByLabel('Section')).toBeVisible();
    await page.goto('/admin/categories');
    await expectPage(page.getByRole('heading', { level: 2, name: 'NOS' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/admin/categories/sections/new');
    await expectPage(page.getByRole('heading', { level: 1, name: 'Add Category Section' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
