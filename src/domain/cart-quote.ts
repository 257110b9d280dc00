import * as z from 'zod/mini';

import { CartLineSchema, type CartLine, MAX_CART_LINES, MAX_LINE_QUANTITY, QUANTITY_MESSAGE, type StoredCartLine } from './cart.ts';
import { formatUsd } from './money.ts';

/**
 * A cart checked against the shop: what the cart page asks, what the shop answers, and how a kept cart
 * is brought up to date with the answer. Only the cart page and the server need these (cart.ts is what
 * every public page loads).
 */

export const CART_MESSAGES = {
  cartEmpty: 'Your cart is empty',
  tooManyLines: `A cart can hold at most ${MAX_CART_LINES} different parts`,
  quantity: QUANTITY_MESSAGE,
} as const;

/** The lines of an order request: at least one. */
export const CartLinesSchema = z.array(CartLineSchema).check(z.minLength(1, CART_MESSAGES.cartEmpty), z.maxLength(MAX_CART_LINES, CART_MESSAGES.tooManyLines));

/** One line per part, in the order first added: a part sent twice is one line with the quantities added. */
export function mergeCartLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.partId, Math.min(MAX_LINE_QUANTITY, (merged.get(line.partId) ?? 0) + line.quantity));
  return [...merged].map(([partId, quantity]) => ({ partId, quantity }));
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
