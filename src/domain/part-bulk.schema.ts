import * as z from 'zod/mini';

import { MAX_ROW_ID } from './query-values.ts';

// A schema of its own (not part.schema.ts, which the public pages load): only the back office uses it.

/** What the parts list does to the parts chosen in it at once: marks them in or out of stock, or deletes them. */
export const BULK_PART_ACTIONS = ['in_stock', 'out_of_stock', 'delete'] as const;
export type BulkPartAction = (typeof BULK_PART_ACTIONS)[number];
/** The most parts one change takes: a page of the list holds 25, a page of 100 may be asked for. */
export const MAX_BULK_PARTS = 100;

export const BulkPartsSchema = z.object({
  action: z.enum(BULK_PART_ACTIONS, { error: 'Action must be in_stock, out_of_stock or delete' }),
  ids: z
    .array(z.int({ error: 'Each part id must be a whole number' }).check(z.positive('Each part id must be positive'), z.maximum(MAX_ROW_ID, 'A part id is too large')), { error: 'ids must be a list of part ids' })
    .check(
      z.minLength(1, 'Select at least one part'),
      z.maxLength(MAX_BULK_PARTS, `Select at most ${MAX_BULK_PARTS} parts at a time`),
      z.refine((ids) => new Set(ids).size === ids.length, 'Each part may be selected once'),
    ),
});
export type BulkPartsInput = z.infer<typeof BulkPartsSchema>;

export const BulkPartsResultSchema = z.object({
  action: z.enum(BULK_PART_ACTIONS),
  /** The parts selected, each now as the action leaves it. */
  count: z.number(),
  /** Of those, the parts the action changed (a part already out of stock is not written again). */
  changed: z.number(),
});
export type BulkPartsResult = z.infer<typeof BulkPartsResultSchema>;

const partsWord = (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`;

/** What a change to chosen parts did, in the owner's words: the list says it, the audit log records it. */
export function bulkPartsSummary(action: BulkPartAction, count: number): string {
  switch (action) {
    case 'in_stock':
      return `Marked ${partsWord(count)} in stock`;
    case 'out_of_stock':
      return `Marked ${partsWord(count)} out of stock`;
    case 'delete':
      return `Deleted ${partsWord(count)}`;
  }
}
