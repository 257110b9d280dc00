import { useState } from 'react';

import { availableQuantity, MAX_LINE_QUANTITY } from '../../../../domain/cart.ts';
import type { Part } from '../../../../domain/part.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useCart } from '../hooks/use-cart.ts';

/** "Add to cart" on a result card: one more of the part, within what is on the shelf. Nothing for a part that can't be ordered. */
export function AddToCartButton({ part }: { part: Part }) {
  const cart = useCart();
  const [said, setSaid] = useState<string | null>(null);
  const available = availableQuantity(part);
  if (available === 0) return null;
  const inCart = cart.lines.find((line) => line.partId === part.id)?.quantity ?? 0;
  const full = inCart >= Math.min(available, MAX_LINE_QUANTITY);
  return (
    <div className="mt-2">
      <Button
        className="w-full"
        disabled={full}
        aria-label={`Add to cart: ${part.name}`}
        onClick={() => {
          const result = cart.add({ partId: part.id, sku: part.sku, name: part.name, unitPrice: part.regularPrice, image: part.images[0] ?? null }, 1, available);
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
