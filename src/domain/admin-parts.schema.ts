import * as z from 'zod/mini';

import { wholeNumberInRange } from './query-values.ts';

/**
 * The back office's parts list: its orders, stock filter and query (the list and its CSV export). A file
 * of its own, so the public pages, which read part.schema.ts, do not carry it.
 */

export const ADMIN_PART_SORTS = ['updated_desc', 'name', 'sku', 'price_desc', 'price_asc', 'stock_asc', 'wanted_desc'] as const;
export type AdminPartSort = (typeof ADMIN_PART_SORTS)[number];

/** A part is low on stock when it can be ordered and this many or fewer are on the shelf, until the owner sets another mark in Shop settings. */
export const LOW_STOCK_UNITS = 3;
/**
 * The back office's stock filter: `in` the parts a visitor can order (marked in stock, at least one on
 * the shelf: availableQuantity in cart.ts), `low` those of them with the low-stock mark or fewer, `out` the
 * parts a visitor cannot order (marked out of stock, or none on the shelf), `wanted` the parts visitors
 * asked to be e-mailed about when they are back (stock alerts).
 */
export const ADMIN_STOCK_FILTERS = ['in', 'low', 'out', 'wanted'] as const;
export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number];

/** Which parts the back office's list shows, and its CSV export holds. */
export const AdminPartsFilterSchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters'))),
  stock: z.optional(z.enum(ADMIN_STOCK_FILTERS, { error: 'Stock must be in, low, out or wanted' })),
  /** Only the parts that name this category (any case): the categories screen links here. */
  category: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Category must be at most 200 characters'))),
});
export type AdminPartsFilter = z.infer<typeof AdminPartsFilterSchema>;

export const AdminPartsQuerySchema = z.object({
  ...AdminPartsFilterSchema.shape,
  sort: z._default(z.enum(ADMIN_PART_SORTS), 'updated_desc'),
  page: z._default(wholeNumberInRange('Page must be a number', { min: [1, 'Page must be 1 or more'] }), 1),
  pageSize: z._default(wholeNumberInRange('Page size must be a number', { min: [1, 'Page size must be between 1 and 100'], max: [100, 'Page size must be between 1 and 100'] }), 25),
});
export type AdminPartsQuery = z.input<typeof AdminPartsQuerySchema>;
