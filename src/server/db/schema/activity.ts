import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The audit log: one row per admin write, written in the same transaction as the write. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The newest first, of every kind (the dashboard, the activity page) or of one kind (the page narrowed).
  (t) => [index('activity_log_created_at').on(t.createdAt.desc()), index('activity_log_entity_type').on(t.entityType, t.createdAt.desc())],
);
