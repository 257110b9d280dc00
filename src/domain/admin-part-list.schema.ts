import * as z from 'zod/mini';

import { pagedListSchema } from './api.schema.ts';
import { PartSchema } from './part.schema.ts';

/**
 * The back office's parts list's answer, for its route and the client's reading of it. A file of its own:
 * admin-parts.schema.ts is read by Shop settings too, and importing the part's schema there splits it
 * out of the public pages' main file into a chunk of its own (1.2 kB more for every public page).
 */

/** A part as the list shows it: with how many visitors wait to be e-mailed when it is back (stock alerts). */
export const AdminPartSchema = z.extend(PartSchema, { waiting: z.int().check(z.nonnegative()) });
export type AdminPart = z.infer<typeof AdminPartSchema>;

export const AdminPartListSchema = pagedListSchema(AdminPartSchema);
