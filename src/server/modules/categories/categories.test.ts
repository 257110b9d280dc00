import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';

import { type Category, CATEGORY_MESSAGES, type CategoryTree, type Section } from '../../../domain/category.schema.ts';
import { activityLog } from '../../db/schema/index.ts';
import { insertPart } from '../../testing/builders.ts';
import { adminHeaders } from '../../testing/sign-in.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

/** A name no other test uses, so every test stands alone on the shared database. */
const unique = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;

describeEachDatabase('categories and sections back office API', (context) => {
  let headers: { cookie: string; origin: string };
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    context().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newSection = async (name = unique('Section')): Promise<Section> => {
    const response = await api('POST', '/api/admin/sections', { name, description: '' });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json();
  };
  const newCategory = async (sectionId: number, name = unique('Category')): Promise<Category> => {
    const response = await api('POST', '/api/admin/categories', { sectionId, name, description: 'For tests' });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json();
  };
  const auditOf = (entityType: string, id: number) =>
    context().database.db.select().from(activityLog).where(eq(activityLog.entityId, String(id))).then((rows) => rows.filter((row) => row.entityType === entityType).map((row) => row.summary));

  beforeAll(async () => {
    headers = await adminHeaders(context());
  });

  it('creates a section in capitals and a category under it, listed with how many parts use it', async () => {
    const section = await newSection('Chrome trim');
    expect(section).toMatchObject({ name: 'CHROME TRIM', categoryCount: 0 });
    const category = await newCategory(section.id, 'Door Handles');
    expect(category).toMatchObject({ name: 'Door Handles', sectionId: section.id, partCount: 0, description: 'For tests' });
    await insertPart(context().database.db, { categories: ['Door Handles'] });
    await insertPart(context().database.db, { categories: ['door handles', 'Other'] });

    const tree = (await api('GET', '/api/admin/categories')).json() as CategoryTree;
    const listed = tree.sections.find((entry) => entry.id === section.id)!;
    expect(listed).toMatchObject({ name: 'CHROME TRIM', categoryCount: 1 });
    expect(listed.categories).toEqual([expect.objectContaining({ name: 'Door Handles', partCount: 2 })]);
    expect((await api('GET', '/api/admin/sections')).json()).toContainEqual(expect.objectContaining({ id: section.id, categoryCount: 1 }));
    expect(await auditOf('section', section.id)).toEqual(['Created section CHROME TRIM']);
    expect(await auditOf('category', category.id)).toEqual(['Created category Door Handles']);
    // The shop's filters show it at once.
    const facets = (await context().app.inject({ url: '/api/catalog/facets' })).json();
    expect(facets.sections).toContainEqual(expect.objectContaining({ name: 'CHROME TRIM', categories: [expect.objectContaining({ name: 'Door Handles' })] }));
  });

  it('refuses a category without a section or a name, with the form\'s messages', async () => {
    const section = await newSection();
    const cases: [object, string][] = [
      [{ name: 'No section' }, 'Please select a section'],
      [{ sectionId: 999_999, name: 'Ghost section' }, 'Please select a section'],
      [{ sectionId: section.id, name: '  ' }, 'Name is required'],
      [{ sectionId: section.id, name: 'Bumpers, Guards' }, 'Name cannot contain a comma'],
    ];
    for (const [body, message] of cases) {
      const response = await api('POST', '/api/admin/categories', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const category = await newCategory(section.id);
    const moved = await api('PUT', `/api/admin/categories/${category.id}`, { category: { sectionId: category.id, name: category.name }, expectedUpdatedAt: category.updatedAt });
    expect(moved.json().message).toBe('Please select a section');
  });

  it('refuses a duplicate name without regard to case, for categories and sections alike, naming the one there', async () => {
    const section = await newSection();
    const name = unique('Hood Ornaments');
    await newCategory(section.id, name);
    for (const [url, body] of [
      ['/api/admin/categories', { sectionId: section.id, name: name.toLowerCase() }],
      ['/api/admin/sections', { name: name.toUpperCase() }],
    ] as const) {
      const response = await api('POST', url, body);
      expect(response.statusCode, url).toBe(409);
      expect(response.json().message).toBe(`Category "${name}" already exists`);
    }
    const other = await newCategory(section.id);
    const rename = await api('PUT', `/api/admin/categories/${other.id}`, { category: { sectionId: section.id, name: ` ${name.toUpperCase()} ` }, expectedUpdatedAt: other.updatedAt });
    expect(rename.json().message).toBe(`Category "${name}" already exists`);
    const sectionClash = await api('POST', '/api/admin/sections', { name: section.name.toLowerCase() });
    expect(sectionClash.json().message).toBe(`Category "${section.name}" already exists`);
  });

  it('renames a category on every part that names it, in the same transaction as its audit row', async () => {
    const section = await newSection();
    const before = unique('Tail Lamp Lense');
    const after = unique('Tail Lamp Lenses');
    const category = await newCategory(section.id, before);
    const { db } = context().database;
    const part = await insertPart(db, { categories: ['Reproduction Parts', before.toUpperCase(), 'Lighting'] });
    const untouched = await insertPart(db, { categories: ['Reproduction Parts'] });

    const response = await api('PUT', `/api/admin/categories/${category.id}`, { category: { sectionId: section.id, name: after, description: 'Red lenses' }, expectedUpdatedAt: category.updatedAt });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: after, partCount: 1, description: 'Red lenses' });
    const shown = (await context().app.inject({ url: `/api/catalog/parts/${part.id}` })).json();
    expect(shown.categories).toEqual(['Reproduction Parts', after, 'Lighting']);
    expect((await context().app.inject({ url: `/api/catalog/parts/${untouched.id}` })).json().categories).toEqual(['Reproduction Parts']);
    const found = (await context().app.inject({ url: `/api/catalog/search?category=${encodeURIComponent(after)}` })).json();
    expect(found.items.map((item: { id: number }) => item.id)).toEqual([part.id]);
    expect(await auditOf('category', category.id)).toEqual([`Created category ${before}`, `Renamed category ${before} to ${after} (1 part updated)`]);
  });

  it('keeps a part from naming one category twice when a rename meets a name it already has', async () => {
    const section = await newSection();
    const category = await newCategory(section.id);
    const target = unique('Merged');
    const part = await insertPart(context().database.db, { categories: [category.name, target] });
    // The target is no category row, only a name on the part: the rename is allowed and merges them.
    expect((await api('PUT', `/api/admin/categories/${category.id}`, { category: { sectionId: section.id, name: target }, expectedUpdatedAt: category.updatedAt })).statusCode).toBe(200);
    expect((await context().app.inject({ url: `/api/catalog/parts/${part.id}` })).json().categories).toEqual([target]);
  });

  it('refuses to delete a category parts still use, saying how many, and deletes it once none does', async () => {
    const section = await newSection();
    const category = await newCategory(section.id);
    const { db } = context().database;
    await insertPart(db, { categories: [category.name] });
    await insertPart(db, { categories: [category.name] });
    const refused = await api('DELETE', `/api/admin/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'CATEGORY_IN_USE', message: 'This category is used by 2 parts. Move them to another category before deleting it.' });
    const listed = (await api('GET', `/api/admin/parts?category=${encodeURIComponent(category.name.toLowerCase())}`)).json();
    expect(listed.total).toBe(2);

    const empty = await newCategory(section.id);
    expect((await api('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/admin/categories/${empty.id}`)).statusCode).toBe(404);
    expect(await auditOf('category', empty.id)).toEqual([`Created category ${empty.name}`, `Deleted category ${empty.name}`]);
  });

  it('refuses to delete a section that still has categories, with SPEC\'s message, and deletes an empty one', async () => {
    const section = await newSection();
    const category = await newCategory(section.id);
    const refused = await api('DELETE', `/api/admin/sections/${section.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot delete this category because it contains subcategories. Please delete all subcategories first.');
    expect((await api('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/admin/sections/${section.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/admin/sections/${section.id}`)).statusCode).toBe(404);
  });

  it('refuses a save made on a category or section someone else has changed or deleted since, saving nothing', async () => {
    const section = await newSection();
    const category = await newCategory(section.id);
    const first = await api('PUT', `/api/admin/categories/${category.id}`, { category: { sectionId: section.id, name: category.name, description: 'First' }, expectedUpdatedAt: category.updatedAt });
    expect(first.statusCode).toBe(200);
    // A second form opened on the same version saves after the first.
    const second = await api('PUT', `/api/admin/categories/${category.id}`, { category: { sectionId: section.id, name: unique('Second'), description: 'Second' }, expectedUpdatedAt: category.updatedAt });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'STALE', message: 'This category was changed by someone else since you opened it. Nothing was saved: reload it to see their changes, with yours kept in the form.' });
    expect((await api('GET', `/api/admin/categories/${category.id}`)).json()).toMatchObject({ name: category.name, description: 'First', updatedAt: first.json().updatedAt });
    // Saved on the version it reloaded, it goes through.
    expect((await api('PUT', `/api/admin/categories/${category.id}`, { category: { sectionId: section.id, name: category.name, description: 'Second' }, expectedUpdatedAt: first.json().updatedAt })).statusCode).toBe(200);

    const renamed = await api('PUT', `/api/admin/sections/${section.id}`, { section: { name: section.name, description: 'Shelf A' }, expectedUpdatedAt: section.updatedAt });
    expect(renamed.statusCode).toBe(200);
    const late = await api('PUT', `/api/admin/sections/${section.id}`, { section: { name: unique('Late'), description: '' }, expectedUpdatedAt: section.updatedAt });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This section was changed by someone else since you opened it. Nothing was saved: reload it to see their changes, with yours kept in the form.');
    expect((await api('GET', `/api/admin/sections/${section.id}`)).json()).toMatchObject({ name: section.name, description: 'Shelf A' });
    const unnamed = await api('PUT', `/api/admin/sections/${section.id}`, { section: { name: section.name, description: '' } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe('expectedUpdatedAt must be a timestamp');

    // Deleted by someone else meanwhile: the save says so.
    const gone = await newCategory(section.id);
    expect((await api('DELETE', `/api/admin/categories/${gone.id}`)).statusCode).toBe(204);
    const onGone = await api('PUT', `/api/admin/categories/${gone.id}`, { category: { sectionId: section.id, name: gone.name }, expectedUpdatedAt: gone.updatedAt });
    expect(onGone.statusCode).toBe(404);
    expect(onGone.json()).toEqual({ error: 'GONE', message: 'This category no longer exists: it was deleted since you opened it. Nothing was saved.' });
  });

  it('refuses to delete a category or section changed since its admin last saw it, and deletes it on the version now', async () => {
    const section = await newSection();
    const category = await newCategory(section.id);
    const changed = await api('PUT', `/api/admin/categories/${category.id}`, { category: { sectionId: section.id, name: category.name, description: 'Changed' }, expectedUpdatedAt: category.updatedAt });
    expect(changed.statusCode).toBe(200);
    const stale = await api('DELETE', `/api/admin/categories/${category.id}?expectedUpdatedAt=${encodeURIComponent(category.updatedAt)}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'STALE', message: 'This category was changed by someone else since you last saw it. Nothing was deleted: the list now shows it as it is; delete it again if you still mean to.' });
    expect((await api('GET', `/api/admin/categories/${category.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/admin/categories/${category.id}?expectedUpdatedAt=not-a-time`)).statusCode).toBe(400);
    expect((await api('DELETE', `/api/admin/categories/${category.id}?expectedUpdatedAt=${encodeURIComponent(changed.json().updatedAt)}`)).statusCode).toBe(204);

    const renamed = await api('PUT', `/api/admin/sections/${section.id}`, { section: { name: section.name, description: 'Shelf B' }, expectedUpdatedAt: section.updatedAt });
    expect(renamed.statusCode).toBe(200);
    const late = await api('DELETE', `/api/admin/sections/${section.id}?expectedUpdatedAt=${encodeURIComponent(section.updatedAt)}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This section was changed by someone else since you last saw it. Nothing was deleted: the list now shows it as it is; delete it again if you still mean to.');
    expect((await api('DELETE', `/api/admin/sections/${section.id}?expectedUpdatedAt=${encodeURIComponent(renamed.json().updatedAt)}`)).statusCode).toBe(204);
  });

  it('refuses to delete a category in use, or a section holding one, as in use though it was changed meanwhile too', async () => {
    const section = await newSection();
    const category = await newCategory(section.id);
    await insertPart(context().database.db, { categories: [category.name] });
    const changed = await api('PUT', `/api/admin/categories/${category.id}`, { category: { sectionId: section.id, name: category.name, description: 'Changed' }, expectedUpdatedAt: category.updatedAt });
    expect(changed.statusCode).toBe(200);
    const inUse = await api('DELETE', `/api/admin/categories/${category.id}?expectedUpdatedAt=${encodeURIComponent(category.updatedAt)}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ error: 'CATEGORY_IN_USE', message: CATEGORY_MESSAGES.inUse(1) });
    const renamed = await api('PUT', `/api/admin/sections/${section.id}`, { section: { name: section.name, description: 'Shelf C' }, expectedUpdatedAt: section.updatedAt });
    expect(renamed.statusCode).toBe(200);
    const holding = await api('DELETE', `/api/admin/sections/${section.id}?expectedUpdatedAt=${encodeURIComponent(section.updatedAt)}`);
    expect(holding.statusCode).toBe(409);
    expect(holding.json().message).toBe(CATEGORY_MESSAGES.sectionHasCategories);
  });

  it('edits a section, keeping its name in capitals, and tells sections and categories apart by id', async () => {
    const section = await newSection();
    const category = await newCategory(section.id);
    const renamed = await api('PUT', `/api/admin/sections/${section.id}`, { section: { name: `${section.name} and more`.toLowerCase(), description: 'Shelf B' }, expectedUpdatedAt: section.updatedAt });
    expect(renamed.json()).toMatchObject({ name: `${section.name} AND MORE`, description: 'Shelf B', categoryCount: 1 });
    expect((await api('GET', `/api/admin/sections/${category.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/admin/categories/${section.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', '/api/admin/categories/999999')).statusCode).toBe(404);
  });

  it('counts categories, not sections, on the dashboard', async () => {
    const before = (await api('GET', '/api/admin/dashboard')).json().categories;
    const section = await newSection();
    await newCategory(section.id);
    expect((await api('GET', '/api/admin/dashboard')).json().categories).toBe(before + 1);
  });
});
