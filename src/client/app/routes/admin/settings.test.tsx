import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { defaultShopSettings, SETTINGS_MESSAGES, type ShopSettings } from '../../../../domain/shop-settings.schema.ts';
import { setApiTransport } from '../../../lib/api-client.ts';
import { fakeShop } from '../../../testing/fake-shop.ts';
import { renderPage } from '../../../testing/render.tsx';
import SettingsRoute from './settings.tsx';

afterEach(() => setApiTransport(() => fetch));

const OPENED: ShopSettings = { ...defaultShopSettings({ contactEmail: 'owner@example.com' }), phone: '248-555-0001', version: 3 };
const CHANGED: ShopSettings = { ...OPENED, phone: '248-555-0100', about: 'Changed in another tab.', version: 4 };

describe('Shop settings saved by another owner meanwhile', () => {
  it('refuses the save in its own words, reloads what is saved now keeping what was typed, and saves both', async () => {
    let latest = OPENED;
    const calls = fakeShop((method, url, body) => {
      if (url !== '/api/admin/settings') return undefined;
      if (method === 'GET') return latest;
      return (body as ShopSettings).version === latest.version ? { ...(body as ShopSettings), version: latest.version + 1 } : Response.json({ error: 'STALE', message: SETTINGS_MESSAGES.stale }, { status: 409 });
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderPage(
      <QueryClientProvider client={queryClient}>
        <SettingsRoute />
      </QueryClientProvider>,
      { path: '/admin/settings' },
    );
    const phone = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    expect(phone.value).toBe('248-555-0001');
    latest = CHANGED;
    await user.clear(phone);
    await user.type(phone, '248-555-0002');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SETTINGS_MESSAGES.stale);
    await user.click(within(alert).getByRole('button', { name: 'Reload settings' }));
    // Reloaded: the other's paragraph, and this owner's phone, with what the other had written there.
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain('The form now shows the shop settings as saved by someone else, who changed Phone and About the shop. Your changes to Phone are kept.');
    expect(within(note).getByRole('listitem').textContent).toBe('Phone: 248-555-0100');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' }).value).toBe('248-555-0002');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'About the shop' }).value).toBe('Changed in another tab.');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeTruthy();
    const saves = calls.filter((call) => call.method === 'PUT').map((call) => call.body as ShopSettings);
    expect(saves.map((body) => body.version)).toEqual([3, 4]);
    expect(saves[1]).toMatchObject({ phone: '248-555-0002', about: 'Changed in another tab.' });
    // Saved, the form starts afresh from what it saved: nothing left unsaved, no note.
    expect(screen.queryByText(/The form now shows/)).toBeNull();
  });
});
