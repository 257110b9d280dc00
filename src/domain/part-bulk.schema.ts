import * as z from 'zod/mini';

import { fromCents, toCents } from './cart.ts';
import { ExpectedUpdatedAtSchema } from './edit-version.ts';
import { MAX_PRICE } from './part-input.schema.ts';
import { MAX_ROW_ID } from './query-values.ts';

// A schema of its own (not part.schema.ts, which the public pages load): only the back office uses it.

/**
 * What the parts list does to the parts chosen in it at once: marks them in or out of stock, changes their
 * prices by a percentage, files them under a category (taking them out of another, if asked), or deletes them.
 */
export const BULK_PART_ACTIONS = ['in_stock', 'out_of_stock', 'price', 'file', 'delete'] as const;
export type BulkPartAction = (typeof BULK_PART_ACTIONS)[number];
/** The most parts one change takes: a page of the list holds 25, a page of 100 may be asked for. */
export const MAX_BULK_PARTS = 100;

/** How far one change may move prices: down to a tenth of what they were, up to six times. */
export const MIN_PRICE_PERCENT = -90;
export const MAX_PRICE_PERCENT = 500;
export const PRICE_PERCENT_MESSAGE = `Change prices by a percentage from ${MIN_PRICE_PERCENT} to ${MAX_PRICE_PERCENT}, other than 0, with at most two decimals`;

/** A price change's percentage: a rise as 5, a cut as -10 (PRICE_PERCENT_MESSAGE). */
export const PricePercentSchema = z.number({ error: PRICE_PERCENT_MESSAGE }).check(
  z.minimum(MIN_PRICE_PERCENT, PRICE_PERCENT_MESSAGE),
  z.maximum(MAX_PRICE_PERCENT, PRICE_PERCENT_MESSAGE),
  z.refine((percent) => percent !== 0 && Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6, PRICE_PERCENT_MESSAGE),
);

/** What the file action and its dialog say of the categories chosen. */
export const FILE_MESSAGES = { category: 'Choose a category', sameCategory: 'Choose another category to take the parts out of' } as const;

/** A category the file action names, as the shop spells it or in any case (the server finds it). */
const CategoryNameSchema = z.string({ error: FILE_MESSAGES.category }).check(z.trim(), z.minLength(1, FILE_MESSAGES.category), z.maxLength(200, 'A category name is at most 200 characters'));

export const BulkPartsSchema = z.object({
  action: z.enum(BULK_PART_ACTIONS, { error: 'Action must be in_stock, out_of_stock, price, file or delete' }),
  /** For `price` alone: the percentage each price changes by. */
  percent: z.optional(PricePercentSchema),
  /** For `price` alone: each new price keeps the cents the part's price had (priceAfter). */
  keepCents: z.optional(z.boolean({ error: 'keepCents must be true or false' })),
  /** For `file` alone: the category each part is filed under (added where the part is not filed in it yet). */
  category: z.optional(CategoryNameSchema),
  /** For `file` alone, if given: the category each part is taken out of at the same time. */
  from: z.optional(CategoryNameSchema),
  ids: z
    .array(z.int({ error: 'Each part id must be a whole number' }).check(z.positive('Each part id must be positive'), z.maximum(MAX_ROW_ID, 'A part id is too large')), { error: 'ids must be a list of part ids' })
    .check(
      z.minLength(1, 'Select at least one part'),
      z.maxLength(MAX_BULK_PARTS, `Select at most ${MAX_BULK_PARTS} parts at a time`),
      z.refine((ids) => new Set(ids).size === ids.length, 'Each part may be selected once'),
    ),
  /** If given, each part's updatedAt as the list showed it, in the order of `ids`: a part changed since stops the change (bulkStaleMessage). */
  versions: z.optional(z.array(ExpectedUpdatedAtSchema, { error: 'versions must be a list of timestamps' })),
}).check(
  z.refine((input) => input.versions === undefined || input.versions.length === input.ids.length, { message: 'Name one version for each selected part', path: ['versions'] }),
  z.refine((input) => (input.action === 'price') === (input.percent !== undefined), { message: 'A percentage goes with the price action, and with it alone', path: ['percent'] }),
  z.refine((input) => input.action === 'price' || input.keepCents === undefined, { message: 'Keeping the cents goes with the price action alone', path: ['keepCents'] }),
  z.refine((input) => (input.action === 'file') === (input.category !== undefined), { message: 'A category goes with the file action, and with it alone', path: ['category'] }),
  z.refine((input) => input.action === 'file' || input.from === undefined, { message: 'Taking parts out of a category goes with the file action alone', path: ['from'] }),
  z.refine((input) => input.from === undefined || input.from.toLowerCase() !== input.category?.toLowerCase(), { message: FILE_MESSAGES.sameCategory, path: ['from'] }),
);
export type BulkPartsInput = z.infer<typeof BulkPartsSchema>;

/** The refusal of a change to chosen parts some of which someone else changed since the list showed them (their part numbers, the first few). */
export function bulkStaleMessage(skus: string[]): string {
  const one = skus.length === 1;
  const named = `${skus.slice(0, 5).join(', ')}${skus.length > 5 ? ` and ${skus.length - 5} more` : ''}`;
  return `${one ? 'A selected part was' : `${skus.length} of the selected parts were`} changed by someone else since you last saw ${one ? 'it' : 'them'} (${named}). Nothing was changed: the list now shows ${one ? 'it as it is' : 'them as they are'}.`;
}

export const BulkPartsResultSchema = z.object({
  action: z.enum(BULK_PART_ACTIONS),
  percent: z.optional(z.number()),
  keepCents: z.optional(z.boolean()),
  category: z.optional(z.string()),
  from: z.optional(z.string()),
  /** The parts selected, each now as the action leaves it. */
  count: z.number(),
  /** Of those, the parts the action changed (a part already out of stock is not written again). */
  changed: z.number(),
});
export type BulkPartsResult = z.infer<typeof BulkPartsResultSchema>;

const partsWord = (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`;

/**
 * A price after a change by `percent`, to the cent (half a cent up), as a numeric string: worked out on
 * whole cents, so the preview and the server agree. "48.50" raised by 5% is "50.93". With `keepCents`,
 * the price keeps the cents it had, as shops price "24.95": the nearest price with those cents to the
 * change's (the higher of two as near, never below nothing), so "24.95" raised by 10% (27.45) is "27.95",
 * and by 1% (25.20) stays "24.95".
 */
export function priceAfter(price: string, percent: number, { keepCents = false }: { keepCents?: boolean } = {}): string {
  // Hundredths of a percent as a whole number: 5.25% is 525, so the product stays exact.
  const basisPoints = Math.round(percent * 100);
  const before = toCents(price);
  const after = Math.floor((before * (10_000 + basisPoints) + 5_000) / 10_000);
  if (!keepCents) return fromCents(after);
  const cents = before % 100;
  const below = Math.floor((after - cents) / 100) * 100 + cents;
  const above = below + 100;
  return fromCents(below < 0 || above - after <= after - below ? above : below);
}

/** Whether a price after the change is one a part may have (at most MAX_PRICE). */
export const priceAllowed = (price: string) => Number(price) <= MAX_PRICE;

/** What a change to chosen parts did, in the owner's words: the list says it, the audit log records it. */
export function bulkPartsSummary({ action, count, percent = 0, keepCents = false, category = '', from }: Omit<BulkPartsResult, 'changed'>): string {
  switch (action) {
    case 'in_stock':
      return `Marked ${partsWord(count)} in stock`;
    case 'out_of_stock':
      return `Marked ${partsWord(count)} out of stock`;
    case 'price':
      return `${percent > 0 ? 'Raised' : 'Lowered'} the prices of ${partsWord(count)} by ${Math.abs(percent)}%${keepCents ? ', each keeping its cents' : ''}`;
    case 'file':
      return `Filed ${partsWord(count)} under ${category}${from ? `, taking ${count === 1 ? 'it' : 'them'} out of ${from}` : ''}`;
    case 'delete':
      return `Deleted ${partsWord(count)}`;
  }
}
