import * as z from 'zod/mini';

/** Every error the API answers has this body; the client shows `message` (SPEC §8's words). */
export const ErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** One page of a list: the items, how many there are in all, and which page this is. */
export function pagedListSchema<Item extends z.core.$ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.int(), page: z.int(), pageSize: z.int() });
}
