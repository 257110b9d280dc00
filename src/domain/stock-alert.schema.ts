import { z } from 'zod';

import { ContactMessageInputSchema } from './contact.schema.ts';

/** The stock alert form's API contract (stock-alert.ts has the visitor's words). `website` is a trap only robots fill in. */
export const StockAlertInputSchema = z.object({
  email: ContactMessageInputSchema.shape.email,
  website: ContactMessageInputSchema.shape.website,
});
export type StockAlertInput = z.infer<typeof StockAlertInputSchema>;

/** How many visitors wait to hear that a part is back (the back office's part page), and whether the shop sends e-mail now. */
export const StockAlertCountSchema = z.object({ waiting: z.number().int(), mailing: z.boolean() });
export type StockAlertCount = z.infer<typeof StockAlertCountSchema>;

/**
 * The back office's word on a part's waiting visitors (its edit page); here, beside the admin's contract,
 * so the part page's form (stock-alert.ts) is a file of its own for the public pages.
 */
export const waitingLine = (waiting: number, mailing: boolean) =>
  `${waiting === 1 ? 'One visitor asked' : `${waiting} visitors asked`} to be e-mailed when this part is back. ${
    mailing
      ? 'The e-mail goes out once the part has stock and is marked in stock.'
      : 'The shop sends no e-mail now (no mail server is set up), so none goes out until one is; the wishes are kept until then.'
  }`;

/** The parts list's note on a part visitors wait for (none when no one does). */
export const waitingNote = (waiting: number) => (waiting === 0 ? null : waiting === 1 ? '1 visitor waiting' : `${waiting} visitors waiting`);
