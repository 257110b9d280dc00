import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Part } from '../../../../domain/part.schema.ts';
import { renderPage } from '../../../testing/render.tsx';
import { type PriceChange, PriceDialog } from './price-dialog.tsx';

const part = (n: number, regularPrice: string): Part => ({
  id: n, type: 'simple', sku: `SS-GC-${1000 + n}`, name: `Gas Cap ${n}`, description: '', regularPrice, categories: ['Fuel Tanks & Sending Units'],
  shippingClass: '', weightLbs: null, lengthIn: null, widthIn: null, heightIn: null, images: [], yearStart: 1955, yearEnd: 1957,
  make: 'Pontiac', model: 'Star Chief', inStock: true, stock: 3, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z',
});

function renderDialog(selected: Part[]) {
  const onChange = vi.fn<(change: PriceChange) => void>();
  const page = renderPage(<PriceDialog selected={selected} pending={false} onChange={onChange} onCancel={() => undefined} />);
  return { ...page, onChange };
}

const afterPrices = () =>
  within(screen.getByRole('table', { name: 'Prices before and after' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('the price change dialog', () => {
  it('shows the first five prices before and after as the percentage is typed, and how many more there are', async () => {
    const selected = [part(1, '48.50'), part(2, '19.99'), part(3, '0.00'), part(4, '1.15'), part(5, '100.00'), part(6, '7.00'), part(7, '8.00')];
    const { user } = renderDialog(selected);
    expect(screen.getByRole('dialog', { name: 'Change prices' })).toBeTruthy();
    expect(screen.getByText('Every price of the 7 selected parts changes by the same percentage, rounded to the cent.')).toBeTruthy();
    expect(afterPrices().map((cells) => cells[2])).toEqual(['–', '–', '–', '–', '–']);
    await user.type(screen.getByRole('spinbutton', { name: 'Change by (%)' }), '5');
    expect(afterPrices()).toEqual([
      ['SS-GC-1001 Gas Cap 1', '$48.50', '$50.93'],
      ['SS-GC-1002 Gas Cap 2', '$19.99', '$20.99'],
      ['SS-GC-1003 Gas Cap 3', '$0.00', '$0.00'],
      ['SS-GC-1004 Gas Cap 4', '$1.15', '$1.21'],
      ['SS-GC-1005 Gas Cap 5', '$100.00', '$105.00'],
    ]);
    expect(screen.getByText('and 2 more')).toBeTruthy();
  });

  it('keeps each price\'s cents when asked, in the preview and in what it sends', async () => {
    const { user, onChange } = renderDialog([part(1, '24.95'), part(2, '48.50'), part(3, '100.00')]);
    const keep = screen.getByRole('checkbox', { name: "Keep each price's cents" });
    expect(keep.getAttribute('aria-describedby')).toBe('price-keep-cents-hint');
    await user.type(screen.getByRole('spinbutton', { name: 'Change by (%)' }), '10');
    expect(afterPrices().map((cells) => cells[2])).toEqual(['$27.45', '$53.35', '$110.00']);
    await user.click(keep);
    expect(afterPrices().map((cells) => cells[2])).toEqual(['$27.95', '$53.50', '$110.00']);
    expect(screen.getByText('Every price of the 3 selected parts changes by the same percentage, rounded to the cent, then to the nearest price with the cents it had.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change prices' }));
    expect(onChange).toHaveBeenCalledWith({ percent: 10, keepCents: true });
  });

  it('refuses what it cannot take with its reason, and sends a cut once typed, by Enter too', async () => {
    const { user, onChange } = renderDialog([part(1, '48.50')]);
    const percent = screen.getByRole('spinbutton', { name: 'Change by (%)' });
    await user.click(screen.getByRole('button', { name: 'Change prices' }));
    expect(screen.getByText('Change prices by a percentage from -90 to 500, other than 0, with at most two decimals')).toBeTruthy();
    expect(percent.getAttribute('aria-invalid')).toBe('true');
    await user.type(percent, '-95{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(percent);
    await user.type(percent, '-10{Enter}');
    expect(onChange).toHaveBeenCalledWith({ percent: -10, keepCents: false });
    expect(afterPrices()).toEqual([['SS-GC-1001 Gas Cap 1', '$48.50', '$43.65']]);
  });
});
