import { useState } from 'react';

import { availableQuantity } from '../../../../domain/cart.ts';
import type { Part } from '../../../../domain/part.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useCart } from '../hooks/use-cart.ts';

/** "Add to cart" on a result card: one more of the part, within what is on the shelf. Nothing for a part that can't be ordered. */
export function AddToCartButton({ part }: { part: Part }) {
  const cart = useCart();
  const [said, setSaid] = useState<string | null>(null);
  if (availableQuantity(part) === 0) return null;
  const { inCart, room } = cart.holding(part);
  const full = room === 0;
  return (
    <div className="mt-2">
      <Button
        className="w-full"
        disabled={full}
        aria-label={`Add to cart: ${part.name}`}
        onClick={() => {
          const result = cart.add(part, 1);
          setSaid(result.capped ? `Your cart holds all ${result.quantity} there are.` : `Added: ${result.quantity} in your cart.`);
        }}
      >
        Add to cart
      </Button>
      <p role="status" className="mt-1 text-center text-xs text-green-800">{said}</p>
      {!said && inCart > 0 ? <p className="mt-1 text-center text-xs text-stone-600">{inCart} in your cart{full ? ': all there are' : ''}</p> : null}
    </div>
  );
}
