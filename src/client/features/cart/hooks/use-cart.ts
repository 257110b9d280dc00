import { useMemo, useSyncExternalStore } from 'react';

import { addToCart, availableQuantity, cartItemCount, cartTotal, MAX_LINE_QUANTITY, setLineQuantity, type StoredCartLine, StoredCartSchema } from '../../../../domain/cart.ts';
import type { Part } from '../../../../domain/part.schema.ts';
import { storedValue } from '../../../lib/use-stored-value.ts';

const EMPTY: StoredCartLine[] = [];
const stored = storedValue<StoredCartLine[]>('silver-streak:cart', (value) => {
  const parsed = StoredCartSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}, EMPTY);

/**
 * What changed in the cart without the visitor doing it (a price, a part sold out), said once on the
 * cart page; kept for this page's life only.
 */
let notes: readonly string[] = [];
const noteListeners = new Set<() => void>();
function setNotes(next: readonly string[]) {
  notes = next;
  for (const listener of noteListeners) listener();
}
function subscribeNotes(listener: () => void) {
  noteListeners.add(listener);
  return () => noteListeners.delete(listener);
}
const NO_NOTES: readonly string[] = [];

/** Leaving the cart page: what was said there has been read. */
export function forgetCartChanges(): void {
  setNotes(NO_NOTES);
}

/** The visitor's cart, remembered in this browser and shared by every open tab. */
export function useCart() {
  const [lines, write] = stored.use();
  const changes = useSyncExternalStore(subscribeNotes, () => notes, () => NO_NOTES);
  return useMemo(
    () => ({
      lines,
      total: cartTotal(lines),
      itemCount: cartItemCount(lines),
      /** How many of a part the cart holds, and how many more it may take (what is on the shelf, at most 99 in all). */
      holding: (part: Part) => {
        const inCart = lines.find((line) => line.partId === part.id)?.quantity ?? 0;
        return { inCart, room: Math.max(0, Math.min(availableQuantity(part), MAX_LINE_QUANTITY) - inCart) };
      },
      /** Adds `quantity` of a part to what the cart holds now (read afresh: another tab may have changed it). */
      add: (part: Part, quantity: number) => {
        const line = { partId: part.id, sku: part.sku, name: part.name, unitPrice: part.regularPrice, image: part.images[0] ?? null };
        const result = addToCart(stored.current(), line, quantity, availableQuantity(part));
        write(result.cart);
        return result;
      },
      setQuantity: (partId: number, quantity: number) => write(setLineQuantity(stored.current(), partId, quantity)),
      remove: (partId: number) => write(setLineQuantity(stored.current(), partId, 0)),
      /** Brings the kept lines up to date with the shop's answer (prices, names, pictures, what is left), saying what changed. */
      replace: (next: StoredCartLine[], said: readonly string[]) => {
        write(next.length ? next : null);
        if (said.length) setNotes([...notes, ...said]);
      },
      /** What changed in the cart without the visitor doing it. */
      changes,
      clear: () => {
        write(null);
        setNotes([]);
      },
    }),
    [lines, write, changes],
  );
}
