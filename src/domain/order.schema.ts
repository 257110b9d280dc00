import { z } from 'zod';

import { pagedListSchema } from './api.schema.ts';
import { ContactMessageInputSchema } from './contact.schema.ts';
import { fromCents, toCents } from './money.ts';
import { MAX_ROW_ID, wholeNumberInRange } from './query-values.ts';

/**
 * The cart and order requests (PRODUCT.md "Beyond" 8). A visitor fills a cart in the browser and sends
 * it as an order request with contact and shipping details; the shop confirms availability and the
 * shipping cost by e-mail. Sending it takes the parts off the shelf at once, so stock is never sold twice.
 */

/** The most of one part a cart holds, and the most different parts. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

export const ORDER_MESSAGES = {
  addressRequired: 'Street address is required',
  cityRequired: 'Town or city is required',
  postalCodeRequired: 'ZIP or postal code is required',
  countryRequired: 'Country is required',
  phoneInvalid: 'Enter a phone number with at least 7 digits, or leave it empty',
  cartEmpty: 'Your cart is empty',
  tooManyLines: `A cart can hold at most ${MAX_CART_LINES} different parts`,
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  shortage: 'Some parts in your cart are no longer available in the quantity you asked for. Your cart now shows what is left; please check it and send your request again.',
  sendFailed: 'Your order request could not be sent. Please try again; your cart and what you wrote are still here.',
  tooMany: 'You have sent several order requests in a short time. Please wait an hour and try again; your cart is still here.',
  fetchFailed: 'Failed to fetch order requests',
  notFound: 'Order request not found',
} as const;

/** The parts a visitor can take: none when the part is marked out of stock, else its stock. */
export function availableQuantity(part: { inStock: boolean; stock: number }): number {
  return part.inStock ? Math.max(0, part.stock) : 0;
}

export const CartLineSchema = z.object({
  partId: z.number({ error: 'Part id must be a number' }).int('Part id must be a number').positive('Part id must be positive').max(MAX_ROW_ID, 'Part id is too large'),
  quantity: z.number({ error: ORDER_MESSAGES.quantity }).int(ORDER_MESSAGES.quantity).min(1, ORDER_MESSAGES.quantity).max(MAX_LINE_QUANTITY, ORDER_MESSAGES.quantity),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartLinesSchema = z.array(CartLineSchema).min(1, ORDER_MESSAGES.cartEmpty).max(MAX_CART_LINES, ORDER_MESSAGES.tooManyLines);

/** One part per line, in the order first added: a part sent twice is one line with the quantities added. */
export function mergeCartLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.partId, Math.min(MAX_LINE_QUANTITY, (merged.get(line.partId) ?? 0) + line.quantity));
  return [...merged].map(([partId, quantity]) => ({ partId, quantity }));
}

/** What the browser keeps of a line: the part as it was when added, so the header can show a total at once. */
export const StoredCartLineSchema = CartLineSchema.extend({
  sku: z.string().max(64),
  name: z.string().max(200),
  unitPrice: z.string().max(20),
  image: z.string().max(300).nullable(),
});
export type StoredCartLine = z.infer<typeof StoredCartLineSchema>;
export const StoredCartSchema = z.array(StoredCartLineSchema).max(MAX_CART_LINES);

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
  const limit = Math.min(available, MAX_LINE_QUANTITY);
  const next = Math.min(wanted, limit);
  if (next <= 0) return { cart: [...cart], quantity: 0, capped: true };
  if (!existing && cart.length >= MAX_CART_LINES) return { cart: [...cart], quantity: 0, capped: true };
  const line = { ...part, quantity: next };
  return {
    cart: existing ? cart.map((l) => (l.partId === part.partId ? line : l)) : [...cart, line],
    quantity: next,
    capped: next < wanted,
  };
}

/** Sets a line's quantity (1..limit); zero or less takes the line out. */
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
export const CartQuoteRequestSchema = z.object({ lines: z.array(CartLineSchema).max(MAX_CART_LINES, ORDER_MESSAGES.tooManyLines) });

export const QuotedLineSchema = z.object({
  partId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  unitPrice: z.string(),
  /** What the visitor asked for. */
  quantity: z.number().int(),
  /** What the shop can take now: 0 when the part is out of stock. */
  available: z.number().int(),
});
export type QuotedLine = z.infer<typeof QuotedLineSchema>;

export const CartQuoteSchema = z.object({
  lines: z.array(QuotedLineSchema),
  /** Parts of the cart that the catalogue no longer holds. */
  gone: z.array(z.number().int()),
});
export type CartQuote = z.infer<typeof CartQuoteSchema>;

const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/** The order request form and the API share this contract. `website` is a trap only robots fill in. */
export const OrderRequestInputSchema = z.object({
  name: ContactMessageInputSchema.shape.name,
  email: ContactMessageInputSchema.shape.email,
  phone: z
    .string()
    .trim()
    .max(40, 'Phone must be at most 40 characters')
    .refine((phone) => phone === '' || phone.replace(/\D/g, '').length >= 7, ORDER_MESSAGES.phoneInvalid)
    .default(''),
  address: requiredText(ORDER_MESSAGES.addressRequired, 300, 'Street address'),
  city: requiredText(ORDER_MESSAGES.cityRequired, 100, 'Town or city'),
  region: z.string().trim().max(100, 'State or region must be at most 100 characters').default(''),
  postalCode: requiredText(ORDER_MESSAGES.postalCodeRequired, 20, 'ZIP or postal code'),
  country: requiredText(ORDER_MESSAGES.countryRequired, 100, 'Country'),
  note: z.string().trim().max(2_000, 'Your note must be at most 2,000 characters').default(''),
  lines: CartLinesSchema,
  website: z.string().max(200).default(''),
});
export type OrderRequestInput = z.infer<typeof OrderRequestInputSchema>;
export type OrderRequestFormValues = Omit<z.input<typeof OrderRequestInputSchema>, 'lines'>;

export const ORDER_STATUSES = ['new', 'confirmed', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = { new: 'New', confirmed: 'Confirmed', shipped: 'Shipped', cancelled: 'Cancelled' };

/** Where an order request may go next: confirmed, then shipped; cancelled until it has shipped. */
const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
};
export function nextOrderStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[status];
}
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}
export function orderMoveRefused(from: OrderStatus, to: OrderStatus): string {
  return `An order request that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}`;
}

export const OrderLineSchema = z.object({
  /** The part, while the catalogue holds it: the line keeps its part number, name and price either way. */
  partId: z.number().int().nullable(),
  sku: z.string(),
  name: z.string(),
  unitPrice: z.string(),
  quantity: z.number().int(),
});

export const OrderSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.string(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderRequestSchema = OrderSummarySchema.extend({
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  note: z.string(),
  lines: z.array(OrderLineSchema),
  updatedAt: z.string(),
});
export type OrderRequest = z.infer<typeof OrderRequestSchema>;

/** What the visitor is told once the request is sent. */
export const PlacedOrderSchema = z.object({ id: z.number().int(), total: z.string(), itemCount: z.number().int() });
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

export const ORDERS_PAGE_SIZE = 20;
export const OrdersQuerySchema = z.object({
  page: z._default(wholeNumberInRange('Page must be a number', { min: [1, 'Page must be 1 or more'] }), 1),
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
});
/** One page of order requests, with how many are new in all. */
export const OrderListSchema = z.object({ ...pagedListSchema(OrderSummarySchema).shape, new: z.number().int() });

export const OrderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }),
});
