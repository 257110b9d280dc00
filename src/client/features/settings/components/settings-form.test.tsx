import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { defaultShopSettings, type ShopSettingsInput } from '../../../../domain/shop-settings.schema.ts';
import { renderPage } from '../../../testing/render.tsx';
import { SettingsForm } from './settings-form.tsx';

function renderForm() {
  const onSubmit = vi.fn<(values: ShopSettingsInput) => void>();
  const initial = { ...defaultShopSettings({ contactEmail: 'owner@example.com' }), version: 3 };
  const page = renderPage(<SettingsForm initial={initial} saving={false} cancelTo="/admin/dashboard" onSubmit={onSubmit} />, { pages: ['/admin/dashboard'] });
  return { ...page, onSubmit };
}

const siteNames = () => screen.getAllByRole('textbox', { name: 'Site name' }).map((input) => (input as HTMLInputElement).value);

describe('the shop settings form', () => {
  it("puts the other sites in the owner's order, each button named by its site, and sends them so", async () => {
    const { user, onSubmit } = renderForm();
    expect(siteNames()).toEqual(['Pontiac-Oakland Club International', 'Oakland Motor Car Company (Wikipedia)', 'Antique Automobile Club of America', 'Hemmings']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move up Pontiac-Oakland Club International' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move down Hemmings' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move up Hemmings' }));
    await user.click(screen.getByRole('button', { name: 'Remove Oakland Motor Car Company (Wikipedia)' }));
    expect(siteNames()).toEqual(['Pontiac-Oakland Club International', 'Hemmings', 'Antique Automobile Club of America']);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].sites.map((site) => site.name)).toEqual(['Pontiac-Oakland Club International', 'Hemmings', 'Antique Automobile Club of America']);
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('version');
  });

  it('adds a site with its address begun and the cursor in it, and refuses it until it has a name and a whole address', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    const added = screen.getByRole('group', { name: 'Site 5' });
    expect(document.activeElement).toBe(within(added).getByRole('textbox', { name: 'Site name' }));
    expect(within(added).getByRole<HTMLInputElement>('textbox', { name: 'Web address' }).value).toBe('https://');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await within(added).findByText('Site name is required')).toBeTruthy();
    expect(within(added).getByText('Enter a full web address starting with http:// or https://')).toBeTruthy();
    // Named, the buttons of the new site say so.
    await user.type(within(added).getByRole('textbox', { name: 'Site name' }), 'Pontiac Registry');
    expect(within(added).getByRole('button', { name: 'Remove Pontiac Registry' })).toBeTruthy();
    await user.type(within(added).getByRole('textbox', { name: 'Web address' }), 'www.example.org');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(onSubmit.mock.calls[0]![0].sites.at(-1)).toEqual({ name: 'Pontiac Registry', url: 'https://www.example.org', description: '' });
  });

  it('refuses a contact address that is no e-mail and a low-stock mark out of range', async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(screen.getByRole('textbox', { name: 'Contact e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Contact e-mail' }), 'owner at example');
    await user.clear(screen.getByRole('spinbutton', { name: 'Low stock at or below' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Low stock at or below' }), '1000');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Low stock must be a whole number from 0 to 999')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
