import * as z from 'zod/mini';

import { MAX_ROW_ID } from './query-values.ts';

/**
 * The cart (PRODUCT.md "Beyond" 8): kept in the visitor's browser, priced and checked against the
 * shelf by the shop, sent as an order request (order.schema.ts). Written with zod/mini: every public
 * page loads it for the header's total.
 */

/** The most of one part a cart holds, and the most different parts. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

/** The parts a visitor can take: none when the part is marked out of stock, else its stock. */
export function availableQuantity(part: { inStock: boolean; stock: number }): number {
  return part.inStock ? Math.max(0, part.stock) : 0;
}

export const CartLineSchema = z.object({
  partId: z.int({ error: 'Part id must be a number' }).check(z.positive('Part id must be positive'), z.maximum(MAX_ROW_ID, 'Part id is too large')),
  quantity: z.int({ error: QUANTITY_MESSAGE }).check(z.minimum(1, QUANTITY_MESSAGE), z.maximum(MAX_LINE_QUANTITY, QUANTITY_MESSAGE)),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** What the browser keeps of a line: the part as it was when added, so the header shows a total at once. */
export const StoredCartLineSchema = z.object({
  ...CartLineSchema.shape,
  sku: z.string().check(z.maxLength(64)),
  name: z.string().check(z.maxLength(200)),
  unitPrice: z.string().check(z.regex(/^\d{1,10}(\.\d{1,2})?$/)),
  image: z.nullable(z.string().check(z.maxLength(300))),
});
export type StoredCartLine = z.infer<typeof StoredCartLineSchema>;
export const StoredCartSchema = z.array(StoredCartLineSchema).check(z.maxLength(MAX_CART_LINES));

/**
 * Adds `quantity` of a part to the cart, within what is available and the per-line limit. Answers the
 * new cart and how many the line now holds; `capped` says the visitor asked for more than could be taken.
 */
export function addToCart(
  cart: readonly StoredCartLine[],
  part: Omit<StoredCartLine, 'quantity'>,
  quantity: number,
  available: number,
): { cart: StoredCartLine[]; quantity: number; capped: boolean } {
  const existing = cart.find((line) => line.partId === part.partId);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const next = Math.min(wanted, available, MAX_LINE_QUANTITY);
  if (next <= 0 || (!existing && cart.length >= MAX_CART_LINES)) return { cart: [...cart], quantity: existing?.quantity ?? 0, capped: true };
  const line = { ...part, quantity: next };
  return {
    cart: existing ? cart.map((l) => (l.partId === part.partId ? line : l)) : [...cart, line],
    quantity: next,
    capped: next < wanted,
  };
}

/** Sets a line's quantity (1..99); zero or less takes the line out. */
export function setLineQuantity(cart: readonly StoredCartLine[], partId: number, quantity: number): StoredCartLine[] {
  if (!Number.isInteger(quantity) || quantity <= 0) return cart.filter((line) => line.partId !== partId);
  return cart.map((line) => (line.partId === partId ? { ...line, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : line));
}

// The cart's own arithmetic in whole cents lives here rather than in money.ts: every public page loads
// this module, and a second shared module would be a file of its own (bench/README.md, "midday").

/** Dollars as decimal text → whole cents, exactly ("12.50" → 1250). */
export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}

/** Whole cents → dollars as decimal text (1250 → "12.50"). */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The sum of unit price × quantity over the lines, in exact cents, as decimal text. */
export function cartTotal(lines: readonly { unitPrice: string; quantity: number }[]): string {
  return fromCents(lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0));
}

export function cartItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
