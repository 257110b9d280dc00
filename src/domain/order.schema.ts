import { z } from 'zod';

import { pagedListSchema } from './api.schema.ts';
import { ContactMessageInputSchema } from './contact.schema.ts';
import { CART_MESSAGES, CartLinesSchema } from './cart-quote.ts';
import { wholeNumberInRange } from './query-values.ts';

/**
 * Order requests (PRODUCT.md "Beyond" 8). A visitor sends the cart (cart.ts) as an order request with
 * contact and shipping details; the shop confirms availability and the shipping cost by e-mail. Sending
 * it takes the parts off the shelf at once, so stock is never sold twice.
 */

export const ORDER_MESSAGES = {
  ...CART_MESSAGES,
  addressRequired: 'Street address is required',
  cityRequired: 'Town or city is required',
  postalCodeRequired: 'ZIP or postal code is required',
  countryRequired: 'Country is required',
  phoneInvalid: 'Enter a phone number with at least 7 digits, or leave it empty',
  shortage: 'Some parts in your cart are no longer available in the quantity you asked for. Your cart now shows what is left; please check it and send your request again.',
  sendFailed: 'Your order request could not be sent. Please try again; your cart and what you wrote are still here.',
  tooMany: 'You have sent several order requests in a short time. Please wait an hour and try again; your cart is still here.',
  fetchFailed: 'Failed to fetch order requests',
  notFound: 'Order request not found',
} as const;

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

/** The order requests' CSV export: one row per part requested, with its request's details beside it. */
export const ORDER_EXPORT_HEADERS = [
  'Request', 'Received', 'Status', 'Name', 'Email', 'Phone', 'Street address', 'Town or city', 'State or region', 'ZIP or postal code', 'Country', 'Note',
  'SKU', 'Part', 'Unit price', 'Quantity', 'Request total',
] as const;

export function orderExportCells(order: Omit<OrderRequest, 'lines' | 'itemCount' | 'updatedAt'>, line: OrderRequest['lines'][number]): (string | number)[] {
  return [
    order.id, order.createdAt, ORDER_STATUS_LABELS[order.status], order.name, order.email, order.phone, order.address, order.city, order.region, order.postalCode, order.country, order.note,
    line.sku, line.name, line.unitPrice, line.quantity, order.total,
  ];
}
