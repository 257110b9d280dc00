import * as z from 'zod/mini';

import { formatUsd, fromCents, toCents } from './money.ts';
import { MAX_ROW_ID } from './query-values.ts';

/**
 * The cart (PRODUCT.md "Beyond" 8): kept in the visitor's browser, priced and checked against the
 * shelf by the shop, sent as an order request (order.schema.ts). Written with zod/mini: every public
 * page loads it for the header's total.
 */

/** The most of one part a cart holds, and the most different parts. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

export const CART_MESSAGES = {
  cartEmpty: 'Your cart is empty',
  tooManyLines: `A cart can hold at most ${MAX_CART_LINES} different parts`,
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
} as const;

/** The parts a visitor can take: none when the part is marked out of stock, else its stock. */
export function availableQuantity(part: { inStock: boolean; stock: number }): number {
  return part.inStock ? Math.max(0, part.stock) : 0;
}

export const CartLineSchema = z.object({
  partId: z.int({ error: 'Part id must be a number' }).check(z.positive('Part id must be positive'), z.maximum(MAX_ROW_ID, 'Part id is too large')),
  quantity: z.int({ error: CART_MESSAGES.quantity }).check(z.minimum(1, CART_MESSAGES.quantity), z.maximum(MAX_LINE_QUANTITY, CART_MESSAGES.quantity)),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** The lines of an order request: at least one. */
export const CartLinesSchema = z.array(CartLineSchema).check(z.minLength(1, CART_MESSAGES.cartEmpty), z.maxLength(MAX_CART_LINES, CART_MESSAGES.tooManyLines));

/** One line per part, in the order first added: a part sent twice is one line with the quantities added. */
export function mergeCartLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.partId, Math.min(MAX_LINE_QUANTITY, (merged.get(line.partId) ?? 0) + line.quantity));
  return [...merged].map(([partId, quantity]) => ({ partId, quantity }));
}

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

/** The sum of unit price × quantity over the lines, in exact cents, as decimal text. */
export function cartTotal(lines: readonly { unitPrice: string; quantity: number }[]): string {
  return fromCents(lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0));
}

export function cartItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Asking the shop what a cart costs now: prices and stock change while a cart waits in a browser. */
export const CartQuoteRequestSchema = z.object({ lines: z.array(CartLineSchema).check(z.maxLength(MAX_CART_LINES, CART_MESSAGES.tooManyLines)) });

export const QuotedLineSchema = z.object({
  partId: z.int(),
  sku: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
  unitPrice: z.string(),
  /** What the visitor asked for. */
  quantity: z.int(),
  /** What the shop can take now: 0 when the part is out of stock. */
  available: z.int(),
});
export type QuotedLine = z.infer<typeof QuotedLineSchema>;

export const CartQuoteSchema = z.object({
  lines: z.array(QuotedLineSchema),
  /** Parts of the cart that the catalogue no longer holds. */
  gone: z.array(z.int()),
});
export type CartQuote = z.infer<typeof CartQuoteSchema>;

/**
 * Brings the kept cart up to date with the shop's answer: today's names, prices and pictures, no more
 * of a part than is left, parts gone or sold out taken out. Answers the new lines and a sentence for
 * each change the visitor should know of; null when nothing changed.
 */
export function reconcileCart(lines: readonly StoredCartLine[], quote: CartQuote): { lines: StoredCartLine[]; notes: string[] } | null {
  const quoted = new Map(quote.lines.map((line) => [line.partId, line]));
  const notes: string[] = [];
  const next: StoredCartLine[] = [];
  let changed = false;
  for (const line of lines) {
    const now = quoted.get(line.partId);
    if (!now) {
      if (quote.gone.includes(line.partId)) {
        notes.push(`${line.name} is no longer in the catalogue and was taken out of your cart.`);
        changed = true;
      } else next.push(line); // added after the shop was asked: its next answer covers it
      continue;
    }
    if (now.available === 0) {
      notes.push(`${now.name} is out of stock now and was taken out of your cart.`);
      changed = true;
      continue;
    }
    const quantity = Math.min(line.quantity, now.available, MAX_LINE_QUANTITY);
    if (quantity < line.quantity) notes.push(`Only ${now.available} of ${now.name} ${now.available === 1 ? 'is' : 'are'} left: your cart now holds ${quantity}.`);
    if (now.unitPrice !== line.unitPrice) notes.push(`The price of ${now.name} is now ${formatUsd(now.unitPrice)} (it was ${formatUsd(line.unitPrice)}).`);
    if (quantity !== line.quantity || now.unitPrice !== line.unitPrice || now.name !== line.name || now.sku !== line.sku || now.image !== line.image) changed = true;
    next.push({ partId: line.partId, quantity, sku: now.sku, name: now.name, unitPrice: now.unitPrice, image: now.image });
  }
  return changed ? { lines: next, notes } : null;
}
