import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { parts } from './parts.ts';

/** Messages sent from the Contact page, read in the admin inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    partNumber: text('part_number').notNull().default(''),
    /** The part the part number named when the message was sent; kept even if the part number changes. */
    partId: integer('part_id').references(() => parts.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at').on(t.createdAt.desc()), index('contact_messages_unread').on(t.read)],
);
