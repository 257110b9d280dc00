import { z } from 'zod';

/** Every error the API answers has this body; the client shows `message` (SPEC §8's words). */
export const ErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** One page of a list: the items, how many there are in all, and which page this is. */
export function pagedListSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
