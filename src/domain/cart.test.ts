import { describe, expect, it } from 'vitest';

import { addToCart, availableQuantity, cartItemCount, cartTotal, fromCents, MAX_CART_LINES, setLineQuantity, type StoredCartLine, toCents } from './cart.ts';
import { mergeCartLines, reconcileCart } from './cart-quote.ts';
import { canMoveOrder, nextOrderStatuses } from './order.schema.ts';

const lens = { partId: 7, sku: 'TL-55', name: 'Tail Lamp Lens', unitPrice: '34.50', image: null };

describe('the cart', () => {
  it('takes no more of a part than the shelf holds, nor more than 99, and says when it held back', () => {
    const first = addToCart([], lens, 2, 5);
    expect(first).toEqual({ cart: [{ ...lens, quantity: 2 }], quantity: 2, capped: false });
    const second = addToCart(first.cart, lens, 4, 5);
    expect(second).toEqual({ cart: [{ ...lens, quantity: 5 }], quantity: 5, capped: true });
    expect(addToCart([], lens, 150, 1_000).quantity).toBe(99);
    expect(addToCart([], lens, 1, 0)).toEqual({ cart: [], quantity: 0, capped: true });
    expect(addToCart(first.cart, lens, 1, 0)).toEqual({ cart: first.cart, quantity: 2, capped: true });
  });

  it('holds at most 50 different parts', () => {
    const full: StoredCartLine[] = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ ...lens, partId: i + 1, quantity: 1 }));
    expect(addToCart(full, { ...lens, partId: 999 }, 1, 5)).toMatchObject({ quantity: 0, capped: true });
    expect(addToCart(full, { ...lens, partId: 1 }, 1, 5)).toMatchObject({ quantity: 2, capped: false });
  });

  it('sets a quantity, and takes the line out at zero', () => {
    const cart = [{ ...lens, quantity: 2 }];
    expect(setLineQuantity(cart, 7, 3)).toEqual([{ ...lens, quantity: 3 }]);
    expect(setLineQuantity(cart, 7, 0)).toEqual([]);
    expect(setLineQuantity(cart, 7, 500)).toEqual([{ ...lens, quantity: 99 }]);
  });

  it('counts a part marked out of stock as none on the shelf', () => {
    expect(availableQuantity({ inStock: true, stock: 4 })).toBe(4);
    expect(availableQuantity({ inStock: false, stock: 4 })).toBe(0);
    expect(availableQuantity({ inStock: true, stock: -1 })).toBe(0);
  });

  it('makes one line of a part sent twice', () => {
    expect(mergeCartLines([{ partId: 3, quantity: 1 }, { partId: 1, quantity: 2 }, { partId: 3, quantity: 98 }])).toEqual([
      { partId: 3, quantity: 99 },
      { partId: 1, quantity: 2 },
    ]);
  });

  it('adds money in exact cents', () => {
    expect(cartTotal([{ unitPrice: '0.10', quantity: 3 }, { unitPrice: '0.20', quantity: 1 }])).toBe('0.50');
    expect(cartTotal([{ unitPrice: '34.50', quantity: 3 }, { unitPrice: '19.99', quantity: 1 }])).toBe('123.49');
    expect(cartTotal([])).toBe('0.00');
    expect(cartItemCount([{ quantity: 3 }, { quantity: 1 }])).toBe(4);
    expect([toCents('12.5'), toCents('12'), toCents('0.07'), toCents('9999999999.99')]).toEqual([1250, 1200, 7, 999999999999]);
    expect([fromCents(1250), fromCents(7), fromCents(0)]).toEqual(['12.50', '0.07', '0.00']);
  });
});

describe('a cart brought up to date with the shop', () => {
  const horn = { partId: 8, sku: 'HR-1', name: 'Horn Relay', unitPrice: '18.00', image: null };
  const quoted = (line: Omit<StoredCartLine, 'quantity'>, quantity: number, available: number, changes: Partial<StoredCartLine> = {}) => ({ ...line, quantity, available, ...changes });

  it('changes nothing when prices and stock are as they were', () => {
    const cart = [{ ...lens, quantity: 2 }];
    expect(reconcileCart(cart, { lines: [quoted(lens, 2, 5)], gone: [] })).toBeNull();
  });

  it('lowers a quantity to what is left, takes out what is sold out or gone, takes the new price, and says each', () => {
    const cart = [{ ...lens, quantity: 4 }, { ...horn, quantity: 1 }, { ...lens, partId: 9, name: 'Old Badge', quantity: 1 }];
    const update = reconcileCart(cart, { lines: [quoted(lens, 4, 2, { unitPrice: '36.00', name: 'Tail Lamp Lens, red' }), quoted(horn, 1, 0)], gone: [9] });
    expect(update).toEqual({
      lines: [{ ...lens, name: 'Tail Lamp Lens, red', unitPrice: '36.00', quantity: 2 }],
      notes: [
        'Only 2 of Tail Lamp Lens, red are left: your cart now holds 2.',
        'The price of Tail Lamp Lens, red is now $36.00 (it was $34.50).',
        'Horn Relay is out of stock now and was taken out of your cart.',
        'Old Badge is no longer in the catalogue and was taken out of your cart.',
      ],
    });
  });

  it('keeps a line added after the shop was asked, for its next answer', () => {
    const cart = [{ ...lens, quantity: 1 }, { ...horn, quantity: 1 }];
    expect(reconcileCart(cart, { lines: [quoted(lens, 1, 3, { image: 'parts/lens.webp' })], gone: [] })).toEqual({
      lines: [{ ...lens, image: 'parts/lens.webp', quantity: 1 }, { ...horn, quantity: 1 }],
      notes: [],
    });
  });
});

describe('an order request', () => {
  it('is confirmed, then shipped; it can be cancelled until it ships', () => {
    expect(nextOrderStatuses('new')).toEqual(['confirmed', 'cancelled']);
    expect(canMoveOrder('confirmed', 'shipped')).toBe(true);
    expect(canMoveOrder('new', 'shipped')).toBe(false);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
  });
});
