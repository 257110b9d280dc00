import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';

import type { MailStatus, MailTrouble } from '../../../domain/mail.schema.ts';

import type { MailMessage } from '../../../domain/mail.ts';
import type { Db } from '../../db/client.ts';
import { outgoingMail } from '../../db/schema/index.ts';

export type OutgoingMailRow = typeof outgoingMail.$inferSelect;

/** Queues e-mails about `about` ("order_request:12") in the caller's transaction: they go out only if it commits. */
export async function queueMail(db: Db, mails: readonly MailMessage[], about: string, now: Date): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(outgoingMail).values(mails.map((mail) => ({ toAddress: mail.to, replyTo: mail.replyTo, subject: mail.subject, body: mail.text, about, createdAt: now, nextAttemptAt: now })));
}

/** How many e-mails the shop has queued to `address` (in any case) since `since`. */
export async function countMailTo(db: Db, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(outgoingMail)
    .where(and(sql`lower(${outgoingMail.toAddress}) = ${address.toLowerCase()}`, gt(outgoingMail.createdAt, since)));
  return row?.count ?? 0;
}

/** What became of the e-mails about `about`, in the order they were queued. */
export async function findMailAbout(db: Db, about: string): Promise<MailStatus[]> {
  const rows = await db.select().from(outgoingMail).where(eq(outgoingMail.about, about)).orderBy(asc(outgoingMail.id));
  return rows.map((row) => ({
    to: row.toAddress,
    subject: row.subject,
    state: row.sentAt ? 'sent' : row.nextAttemptAt ? 'waiting' : 'given_up',
    sentAt: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
    lastError: row.sentAt ? null : row.lastError,
  }));
}

/**
 * Takes up to `limit` e-mails due at `now` for sending, and moves their next attempt to `leaseUntil`
 * at once, in one statement: a second mailer (another server process) skips the rows this one holds
 * and finds them taken once it commits. If this process stops before it sends them, they fall due
 * again when the lease runs out.
 */
export async function takeDueMail(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutgoingMailRow[]> {
  const due = db
    .select({ id: outgoingMail.id })
    .from(outgoingMail)
    .where(and(isNotNull(outgoingMail.nextAttemptAt), lte(outgoingMail.nextAttemptAt, now)))
    .orderBy(asc(outgoingMail.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outgoingMail)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${outgoingMail.attempts} + 1` })
    .where(sql`${outgoingMail.id} in ${due}`)
    .returning();
}

export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(outgoingMail).set({ sentAt: now, nextAttemptAt: null, lastError: null }).where(eq(outgoingMail.id, id));
}

/** Records why an attempt failed, and when to try again (null: given up). */
export async function markMailFailed(db: Db, id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db.update(outgoingMail).set({ lastError: error.slice(0, 1_000), nextAttemptAt }).where(eq(outgoingMail.id, id));
}

/** How long an e-mail given up on is still shown on the dashboard. */
const GIVEN_UP_SHOWN_DAYS = 7;

/**
 * E-mail the mail server has refused: waiting to be tried again, and given up on this week, with the
 * mail server's latest reason. Nothing to show when the shop sends no e-mail or all of it went out.
 */
export async function findMailTrouble(db: Db): Promise<MailTrouble> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${outgoingMail.nextAttemptAt} is not null)`.mapWith(Number),
      givenUp: sql<number>`count(*) filter (where ${outgoingMail.nextAttemptAt} is null)`.mapWith(Number),
      lastError: sql<string | null>`(array_agg(${outgoingMail.lastError} order by ${outgoingMail.id} desc))[1]`,
    })
    .from(outgoingMail)
    .where(
      and(
        sql`${outgoingMail.sentAt} is null`,
        isNotNull(outgoingMail.lastError),
        sql`(${outgoingMail.nextAttemptAt} is not null or ${outgoingMail.createdAt} > now() - make_interval(days => ${GIVEN_UP_SHOWN_DAYS}))`,
      ),
    );
  return { waiting: row?.waiting ?? 0, givenUp: row?.givenUp ?? 0, lastError: row?.lastError ?? null };
}
