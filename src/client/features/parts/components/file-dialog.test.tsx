import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Facets } from '../../../../domain/catalog.schema.ts';
import type { Part } from '../../../../domain/part.schema.ts';
import { renderPage } from '../../../testing/render.tsx';
import { type FileChoice, FileDialog } from './file-dialog.tsx';

const part = (n: number, categories: string[]): Part => ({
  id: n, type: 'simple', sku: `SS-HO-${1000 + n}`, name: `Hood Ornament ${n}`, description: '', regularPrice: '89.00', categories,
  shippingClass: '', weightLbs: null, lengthIn: null, widthIn: null, heightIn: null, images: [], yearStart: 1949, yearEnd: 1952,
  make: 'Pontiac', model: 'Chieftain', inStock: true, stock: 2, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z',
});

const SECTIONS: Facets['sections'] = [
  { id: 1, name: 'EMBLEMS & SCRIPTS', description: '', categories: [{ id: 11, name: 'Emblems' }, { id: 12, name: 'Hood Ornaments' }] },
  { id: 2, name: 'NOS', description: '', categories: [{ id: 21, name: 'NOS GM Parts' }] },
];

function renderDialog(selected: Part[]) {
  const onFile = vi.fn<(choice: FileChoice) => void>();
  const page = renderPage(<FileDialog selected={selected} sections={SECTIONS} pending={false} onFile={onFile} onCancel={() => undefined} />);
  return { ...page, onFile };
}

describe('the dialog filing chosen parts under a category', () => {
  it("offers the shop's categories by section, and those the parts are filed in to take them out of", async () => {
    const { user, onFile } = renderDialog([part(1, ['Emblems', 'NOS GM Parts']), part(2, ['Emblems'])]);
    const dialog = screen.getByRole('dialog', { name: 'File under a category' });
    expect(within(dialog).getByText('The 2 selected parts are filed under the category you choose, keeping their other categories.')).toBeTruthy();
    const under = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'File under' });
    expect(within(under).getByRole('group', { name: 'EMBLEMS & SCRIPTS' })).toBeTruthy();
    expect([...under.options].map((option) => option.text)).toEqual(['Choose a category', 'Emblems', 'Hood Ornaments', 'NOS GM Parts']);
    const from = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Take them out of' });
    expect([...from.options].map((option) => option.text)).toEqual(['No other category', 'Emblems', 'NOS GM Parts']);

    await user.selectOptions(under, 'Hood Ornaments');
    await user.selectOptions(from, 'Emblems');
    await user.click(within(dialog).getByRole('button', { name: 'File parts' }));
    expect(onFile).toHaveBeenCalledWith({ category: 'Hood Ornaments', from: 'Emblems' });
  });

  it('asks for a category, and for another to take the parts out of', async () => {
    const { user, onFile } = renderDialog([part(1, ['Emblems'])]);
    await user.click(screen.getByRole('button', { name: 'File parts' }));
    expect((await screen.findByText('Choose a category', { selector: 'p' })).id).toBe('file-category-error');
    await user.selectOptions(screen.getByRole('combobox', { name: 'File under' }), 'Emblems');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Take it out of' }), 'Emblems');
    await user.click(screen.getByRole('button', { name: 'File parts' }));
    expect((await screen.findByText('Choose another category to take the parts out of')).id).toBe('file-from-error');
    expect(onFile).not.toHaveBeenCalled();
  });
});
