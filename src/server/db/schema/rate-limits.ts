import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted per caller and fixed window, for the public API's rate limit. Kept in the
 * database so that every server process of the shop counts against one limit.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
