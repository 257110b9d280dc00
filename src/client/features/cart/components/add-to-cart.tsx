import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';

import { availableQuantity } from '../../../../domain/cart.ts';
import type { Part } from '../../../../domain/part.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, inputClass, labelClass } from '../../../components/ui/form-field.tsx';
import { paths } from '../../../../domain/paths.ts';
import { useInBrowser } from '../../../lib/use-in-browser.ts';
import { useCart } from '../hooks/use-cart.ts';

/** The part page's "Add to cart": a quantity within what is on the shelf, and a line saying what the cart now holds. */
export function AddToCart({ part }: { part: Part }) {
  const cart = useCart();
  const id = useId();
  const [typed, setTyped] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const [added, setAdded] = useState<string | null>(null);
  // Rendered by the server: until the browser has taken the page over, a tap would reload the page instead.
  const inBrowser = useInBrowser();
  const available = availableQuantity(part);
  // Marked in stock with no stock counted: nothing to take, but the part may well be on the shelf.
  if (available === 0) return part.inStock ? <p className="mt-5 text-sm text-stone-700">This part can&apos;t be ordered online just now: ask about it and we will check the shelf.</p> : null;
  const { inCart, room } = cart.holding(part);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const quantity = /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > room) {
      setError(room === 1 ? 'You can add 1 more' : `Enter a quantity from 1 to ${room}`);
      return;
    }
    setError(undefined);
    const result = cart.add(part, quantity);
    setAdded(result.capped ? `Your cart holds ${result.quantity} of ${part.name}: all there are.` : `Added to your cart: ${quantity} × ${part.name}.`);
    setTyped('1');
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add to cart" className="mt-5 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-quantity`} className={labelClass}>Quantity</label>
          <div className="w-24">
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(1, room)}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              disabled={room === 0}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-quantity-hint${error ? ` ${id}-quantity-error` : ''}`}
              className={inputClass}
            />
          </div>
        </div>
        <Button type="submit" disabled={room === 0 || !inBrowser}>Add to cart</Button>
      </div>
      <p id={`${id}-quantity-hint`} className="mt-2 text-sm text-stone-600">
        {available} in stock{inCart > 0 ? `; ${inCart} in your cart` : ''}
        {room === 0 ? ': your cart holds all there are' : ''}
      </p>
      <FieldError id={`${id}-quantity`} message={error} />
      <p role="status" className="mt-1 text-sm text-green-800">
        {added ? (
          <>
            {added} <Link to={paths.cart} className="font-semibold underline">View cart</Link>
          </>
        ) : null}
      </p>
    </form>
  );
}
