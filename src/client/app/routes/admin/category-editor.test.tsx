import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { Category, Section } from '../../../../domain/category.schema.ts';
import { goneMessage, staleMessage } from '../../../../domain/edit-version.ts';
import { paths } from '../../../../domain/paths.ts';
import { setApiTransport } from '../../../lib/api-client.ts';
import { fakeShop } from '../../../testing/fake-shop.ts';
import { renderPage } from '../../../testing/render.tsx';
import { EditCategoryRoute } from './category-editor.tsx';

afterEach(() => setApiTransport(() => fetch));

const SECTIONS: Section[] = [
  { id: 3, name: 'LIGHTING & LENSES', description: '', categoryCount: 1, updatedAt: '2026-11-01T00:00:00.000Z' },
  { id: 4, name: 'BODY & TRIM', description: '', categoryCount: 0, updatedAt: '2026-11-01T00:00:00.000Z' },
  { id: 5, name: 'DECALS', description: '', categoryCount: 0, updatedAt: '2026-11-01T00:00:00.000Z' },
];
const OPENED: Category = { id: 7, name: 'Tail Lamp Lenses', description: 'Red lenses', sectionId: 3, partCount: 0, updatedAt: '2026-11-29T10:00:00.000Z' };
const CHANGED: Category = { ...OPENED, name: 'Tail Lamp Lenses (Red)', description: 'Red glass lenses, changed in another tab', sectionId: 5, updatedAt: '2026-11-29T10:05:00.000Z' };

function renderEditor(queryClient: QueryClient) {
  return renderPage(
    <QueryClientProvider client={queryClient}>
      <EditCategoryRoute />
    </QueryClientProvider>,
    { path: paths.admin.editCategory(':id'), url: paths.admin.editCategory(7), pages: [paths.admin.categories] },
  );
}

describe('editing a category someone else changed meanwhile', () => {
  it('says so, saves nothing, and once reloaded shows their changes with this admin\'s kept, saving both on the latest version', async () => {
    let latest = OPENED;
    const calls = fakeShop((method, url, body) => {
      if (url === '/api/admin/sections') return SECTIONS;
      if (method === 'GET') return latest;
      const { expectedUpdatedAt, category } = body as { expectedUpdatedAt: string; category: Category };
      if (expectedUpdatedAt !== latest.updatedAt) return Response.json({ error: 'STALE', message: staleMessage('category') }, { status: 409 });
      return { ...latest, ...category, updatedAt: '2026-11-29T10:10:00.000Z' };
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderEditor(queryClient);
    const description = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    expect(description.value).toBe('Red lenses');
    // Another admin saves the category while this form is open, and the page fetches it again behind the
    // form (as after signing in again): the form still shows, and saves on, the version it opened.
    latest = CHANGED;
    await queryClient.refetchQueries();
    expect(calls.filter((call) => call.url === '/api/admin/categories/7')).toHaveLength(2);
    expect(description.value).toBe('Red lenses');

    // This admin moves it to another section and writes a description of their own: the other admin had
    // renamed it, moved it to a third section and written another description.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), '4');
    await user.type(description, ' for Chieftains');
    await user.click(screen.getByRole('button', { name: 'Save Category' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This category was changed by someone else since you opened it. Nothing was saved: reload it to see their changes, with yours kept in the form.');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { expectedUpdatedAt: string }).expectedUpdatedAt)).toEqual([OPENED.updatedAt]);

    // Reloaded, the form shows the other's name, and keeps this admin's section and description, saying
    // what the other had put there (the section by its name).
    await user.click(within(alert).getByRole('button', { name: 'Reload category' }));
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain('The form now shows the category as saved by someone else, who changed Section, Name and Description. Your changes to Section and Description are kept. Nothing is saved until you save again.');
    expect(within(note).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Section: DECALS', `Description: ${CHANGED.description}`]);
    expect(document.activeElement).toBe(note);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe(CHANGED.name);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' }).value).toBe('Red lenses for Chieftains');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Section' }).value).toBe('4');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save Category' }));
    expect(await screen.findByRole('heading', { name: paths.admin.categories })).toBeTruthy();
    const saves = calls.filter((call) => call.method === 'PUT');
    expect(saves.map((call) => call.url)).toEqual([`/api/admin/categories/7`, `/api/admin/categories/7`]);
    expect(saves[1]!.body).toEqual({ category: { sectionId: 4, name: CHANGED.name, description: 'Red lenses for Chieftains' }, expectedUpdatedAt: CHANGED.updatedAt });
  });

  it('opens the form on the category as the shop has it now, not on the copy kept from an earlier visit', async () => {
    const calls = fakeShop((method, url) => (url === '/api/admin/sections' ? SECTIONS : method === 'GET' ? CHANGED : { ...CHANGED, updatedAt: '2026-11-29T10:10:00.000Z' }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The page was open before the category last changed: its copy is still in the client's cache.
    queryClient.setQueryData(['admin', 'categories', 'category', 7], OPENED);
    const { user } = renderEditor(queryClient);
    const description = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    expect(description.value).toBe(CHANGED.description);
    await user.click(screen.getByRole('button', { name: 'Save Category' }));
    expect(await screen.findByRole('heading', { name: paths.admin.categories })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ expectedUpdatedAt: CHANGED.updatedAt });
  });

  it('saves the form as a new category when the one edited was deleted meanwhile, and says why a new one is refused', async () => {
    let created = 0;
    const calls = fakeShop((method, url, body) => {
      if (url === '/api/admin/sections') return SECTIONS;
      if (method === 'GET') return OPENED;
      if (method === 'PUT') return Response.json({ error: 'GONE', message: goneMessage('category') }, { status: 404 });
      created += 1;
      return created === 1
        ? Response.json({ error: 'CONFLICT', message: 'Category "Tail Lamp Lenses (Red)" already exists' }, { status: 409 })
        : Response.json({ ...OPENED, ...(body as object), id: 8 }, { status: 201 });
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderEditor(queryClient);
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' });
    await user.type(name, ' (Red)');
    await user.click(screen.getByRole('button', { name: 'Save Category' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This category no longer exists: it was deleted since you opened it. Nothing was saved.');
    // Someone else took the name first: the refusal says so, and the form still holds what was typed.
    await user.click(within(alert).getByRole('button', { name: 'Save as a new category' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Category "Tail Lamp Lenses (Red)" already exists');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Tail Lamp Lenses (Red)');
    // Saved again: still gone, and saved as new this time.
    await user.click(screen.getByRole('button', { name: 'Save Category' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Save as a new category' }));
    expect(await screen.findByRole('heading', { name: paths.admin.categories })).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.url, call.body])).toEqual([
      ['/api/admin/categories', { sectionId: 3, name: 'Tail Lamp Lenses (Red)', description: 'Red lenses' }],
      ['/api/admin/categories', { sectionId: 3, name: 'Tail Lamp Lenses (Red)', description: 'Red lenses' }],
    ]);
  });
});
