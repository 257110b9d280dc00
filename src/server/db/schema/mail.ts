import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * E-mail waiting to go out, or gone (ADR 019): written in the same transaction as what it tells of (an
 * order request, a message), so a request is never stored without its e-mails or the other way round,
 * and sent afterwards by the mailer, again after a failure, from any server process.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** What it tells of ("order_request:12", "contact_message:5"), so that request's page can say what became of it. */
    about: text('about').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mailer may try it next; null once sent or given up. A mailer taking it moves this on first, so no other takes it too. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why the last attempt failed, as the mail server said it. */
    lastError: text('last_error'),
  },
  (t) => [
    index('outgoing_mail_due').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    index('outgoing_mail_about').on(t.about),
    // The e-mails to one address lately, counted before a visitor's address is sent another (BUYER_MAILS_PER_DAY).
    index('outgoing_mail_to').on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
);
