import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../testing/render.tsx';
import { OwnAddresses, useUrlState } from './use-url-state.ts';

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

describe('the addresses a page set itself', () => {
  const address = (search: string) => new URLSearchParams(search);

  it('builds the next change on the newest address set, though an earlier one renders after it was set', () => {
    const own = new OwnAddresses(address(''));
    own.set(address('search=gasket'));
    own.set(address('search=gasket&sort=price_asc'));
    // The search's render commits only now, after the order was chosen: the category's change keeps the order.
    own.rendered(address('search=gasket'));
    expect(own.base.toString()).toBe('search=gasket&sort=price_asc');
    own.rendered(address('search=gasket&sort=price_asc'));
    expect(own.base.toString()).toBe('search=gasket&sort=price_asc');
  });

  it('takes an address it did not set (Back, a link) as the page\'s, and forgets the ones pending', () => {
    const own = new OwnAddresses(address('search=gasket'));
    own.set(address('search=gasket&sort=price_asc'));
    own.rendered(address('category=Lamps'));
    expect(own.base.toString()).toBe('category=Lamps');
  });

  it('forgets an address set twice once it renders, so a later Back to it is taken as the page\'s', () => {
    const own = new OwnAddresses(address(''));
    own.set(address('sort=name'));
    own.set(address('sort=name'));
    own.rendered(address('sort=name'));
    own.set(address('sort=name&category=Lamps'));
    // Back to the order alone, before the category's render: the address the page is now at.
    own.rendered(address('sort=name'));
    expect(own.base.toString()).toBe('sort=name');
  });

  it('hands out a copy, so a change being built leaves the base as it was', () => {
    const own = new OwnAddresses(address('a=1'));
    own.base.set('b', '2');
    expect(own.base.toString()).toBe('a=1');
  });
});
