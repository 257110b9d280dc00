import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { Category, Section } from '../../../../domain/category.schema.ts';
import { staleMessage } from '../../../../domain/edit-version.ts';
import { paths } from '../../../../domain/paths.ts';
import { setApiTransport } from '../../../lib/api-client.ts';
import { fakeShop } from '../../../testing/fake-shop.ts';
import { renderPage } from '../../../testing/render.tsx';
import { EditCategoryRoute } from './category-editor.tsx';

afterEach(() => setApiTransport(() => fetch));

const SECTIONS: Section[] = [{ id: 3, name: 'LIGHTING & LENSES', description: '', categoryCount: 1, updatedAt: '2026-11-01T00:00:00.000Z' }];
const OPENED: Category = { id: 7, name: 'Tail Lamp Lenses', description: 'Red lenses', sectionId: 3, partCount: 0, updatedAt: '2026-11-29T10:00:00.000Z' };
const CHANGED: Category = { ...OPENED, description: 'Red glass lenses, changed in another tab', updatedAt: '2026-11-29T10:05:00.000Z' };

function renderEditor(queryClient: QueryClient) {
  return renderPage(
    <QueryClientProvider client={queryClient}>
      <EditCategoryRoute />
    </QueryClientProvider>,
    { path: paths.admin.editCategory(':id'), url: paths.admin.editCategory(7), pages: [paths.admin.categories] },
  );
}

describe('editing a category someone else changed meanwhile', () => {
  it('says so, keeps what was saved, and saves once reloaded on the latest version', async () => {
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

    await user.type(description, ' for Chieftains');
    await user.click(screen.getByRole('button', { name: 'Save Category' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This category was changed by someone else since you opened it. Reload it to see the changes; nothing was saved.');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { expectedUpdatedAt: string }).expectedUpdatedAt)).toEqual([OPENED.updatedAt]);

    await user.click(within(alert).getByRole('button', { name: 'Reload category' }));
    await waitFor(() => expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' }).value).toBe(CHANGED.description));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save Category' }));
    expect(await screen.findByRole('heading', { name: paths.admin.categories })).toBeTruthy();
    const saves = calls.filter((call) => call.method === 'PUT');
    expect(saves.map((call) => call.url)).toEqual([`/api/admin/categories/7`, `/api/admin/categories/7`]);
    expect(saves[1]!.body).toEqual({ category: { sectionId: 3, name: 'Tail Lamp Lenses', description: CHANGED.description }, expectedUpdatedAt: CHANGED.updatedAt });
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
});
