import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../testing/render.tsx';
import { useUrlState } from './use-url-state.ts';

/** Two filters changed before the page renders again, as a quick hand on two selects does. */
function TwoFilters() {
  const { params, update } = useUrlState();
  return (
    <>
      <p>Stock: {params.get('stock') ?? 'all'}, sort: {params.get('sort') ?? 'recent'}</p>
      <button type="button" onClick={() => { update({ stock: 'low' }); update({ sort: 'stock_asc' }); }}>Low stock, fewest first</button>
      <button type="button" onClick={() => update({ stock: undefined })}>All stock</button>
    </>
  );
}

describe('the page state kept in the address', () => {
  it('keeps each of two changes made before the page renders again, and starts again from page 1', async () => {
    const { user, router } = renderPage(<TwoFilters />, { path: '/here' });
    await router.navigate('/here?page=3');
    await user.click(screen.getByRole('button', { name: 'Low stock, fewest first' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ stock: 'low', sort: 'stock_asc' });
    expect(screen.getByText('Stock: low, sort: stock_asc')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'All stock' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ sort: 'stock_asc' });
  });
});
