import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { parts } from './parts.ts';

/** Order requests sent from the cart: the visitor's details and where the request stands. */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('new'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    itemCount: integer('item_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_requests_status', sql`${t.status} in ('new', 'confirmed', 'shipped', 'cancelled')`),
    index('order_requests_created_at').on(t.createdAt.desc(), t.id.desc()),
    index('order_requests_status').on(t.status),
  ],
);

/** An order request's parts, each with its part number, name and price as they were when it was sent. */
export const orderRequestLines = pgTable(
  'order_request_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orderRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    partId: integer('part_id').references(() => parts.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_request_lines_quantity', sql`${t.quantity} between 1 and 99`),
    index('order_request_lines_part').on(t.partId),
  ],
);
