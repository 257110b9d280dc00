import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { parts } from './parts.ts';

/**
 * A visitor's wish to be e-mailed when a part that cannot be ordered can be again ("E-mail me when it's
 * back"). Kept until that e-mail is queued, then deleted with its address (the outgoing e-mail keeps it,
 * as an order's confirmation does); gone with its part.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partId: integer('part_id').notNull().references(() => parts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One wish per part and address, however the address is written; its part's rows found by it (the
  // delete of a part, the owner's count).
  (t) => [uniqueIndex('stock_alerts_part_email').on(t.partId, sql`lower(${t.email})`)],
);
