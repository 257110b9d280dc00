import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Facets } from '../../../../domain/catalog.schema.ts';
import type { Part } from '../../../../domain/part.schema.ts';
import type { PartInput } from '../../../../domain/part-input.schema.ts';
import { renderPage } from '../../../testing/render.tsx';
import { PartForm } from './part-form.tsx';

const SECTIONS: Facets['sections'] = [
  { id: 1, name: 'LIGHTING & LENSES', description: '', categories: [{ id: 2, name: 'Tail Lamp Lenses' }, { id: 3, name: 'Headlamps' }] },
  { id: 4, name: 'NOS', description: '', categories: [{ id: 5, name: 'NOS GM Parts' }] },
];

const PART: Part = {
  id: 7, type: 'simple', sku: '977-5196', name: 'Tail Lamp Lens', description: 'Red glass.', regularPrice: '58.00', categories: ['Tail Lamp Lenses'],
  shippingClass: '', weightLbs: null, lengthIn: null, widthIn: null, heightIn: null, images: [], yearStart: 1955, yearEnd: 1957,
  make: 'Pontiac, Oakland', model: 'Star Chief', inStock: true, stock: 3, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z',
};

function renderForm(props: { initial?: Part; template?: Part; makes?: string[] } = {}) {
  const onSubmit = vi.fn<(values: PartInput) => void>();
  const page = renderPage(<PartForm makes={props.makes ?? ['Pontiac']} sections={SECTIONS} modelNames={['Star Chief']} saving={false} pictures={null} onSubmit={onSubmit} {...props} />, { pages: ['/admin/parts'] });
  return { ...page, onSubmit };
}

describe('the part form', () => {
  it("says SPEC's messages for what is missing, tied to their fields, and sends nothing", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Part' }));
    expect(await screen.findByText('SKU is required')).toBeTruthy();
    for (const [role, label, message] of [['textbox', 'SKU', 'SKU is required'], ['textbox', 'Name', 'Name is required'], ['combobox', 'Model', 'Model is required']] as const) {
      const field = screen.getByRole(role, { name: label });
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent, label).toBe(message);
    }
    expect(screen.getByText('Please select at least one category')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only end years from the start year on, and refuses a negative price and a part-number with no letter or digit', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start year' }), '1955');
    const ends = within(screen.getByRole('combobox', { name: 'End year' })).getAllByRole('option').map((option) => option.textContent);
    expect(ends[0]).toBe('Select year');
    expect(ends.at(-1)).toBe('1955');
    expect(ends).not.toContain('1954');
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), '--');
    await user.clear(screen.getByRole('spinbutton', { name: 'Regular price (USD)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Regular price (USD)' }), '-5');
    await user.click(screen.getByRole('button', { name: 'Save Part' }));
    expect(await screen.findByText('SKU must contain a letter or a digit')).toBeTruthy();
    expect(screen.getByText('Price cannot be negative')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a new part with its makes, years, categories and measures read as numbers', async () => {
    const { user, onSubmit } = renderForm({ makes: ['Oakland', 'Pontiac'] });
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'SS-TLL-5501');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Tail Lamp Lens');
    const makes = screen.getByRole('group', { name: 'Make' });
    await user.click(within(makes).getByRole('checkbox', { name: 'Oakland' }));
    await user.type(screen.getByRole('combobox', { name: 'Model' }), 'Star Chief');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start year' }), '1955');
    await user.selectOptions(screen.getByRole('combobox', { name: 'End year' }), '1957');
    await user.clear(screen.getByRole('spinbutton', { name: 'Regular price (USD)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Regular price (USD)' }), '58.5');
    await user.clear(screen.getByRole('spinbutton', { name: 'Stock' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Stock' }), '4');
    await user.click(within(screen.getByRole('group', { name: 'LIGHTING & LENSES' })).getByRole('checkbox', { name: 'Tail Lamp Lenses' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Weight (lb)' }), '0.6');
    await user.click(screen.getByRole('button', { name: 'Save Part' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      sku: 'SS-TLL-5501', name: 'Tail Lamp Lens', make: 'Oakland, Pontiac', model: 'Star Chief', yearStart: 1955, yearEnd: 1957,
      regularPrice: 58.5, stock: 4, inStock: true, categories: ['Tail Lamp Lenses'], weightLbs: 0.6, lengthIn: null,
    });
  });

  it('starts a copy from the part it duplicates without its SKU, both of its makes kept', async () => {
    const { user, onSubmit } = renderForm({ template: PART, makes: ['Pontiac'] });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'SKU' }).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Tail Lamp Lens');
    // Oakland is no make of Vehicle Management here, yet the part names it: shown, and kept.
    expect(within(screen.getByRole('group', { name: 'Make' })).getByRole<HTMLInputElement>('checkbox', { name: 'Oakland' }).checked).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), '977-5197');
    await user.click(screen.getByRole('button', { name: 'Save Part' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ sku: '977-5197', make: 'Pontiac, Oakland', regularPrice: 58, stock: 3, categories: ['Tail Lamp Lenses'] });
  });

  it('asks before an edit is left unsaved, naming the part', async () => {
    const { user } = renderForm({ initial: PART });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ', Red');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText(/Your changes to this part are not saved/)).toBeTruthy();
  });
});
