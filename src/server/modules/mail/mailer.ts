import nodemailer, { type Transporter } from 'nodemailer';

import type { MailSettings } from '../../config.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { markMailFailed, markMailSent, takeDueMail } from './mail.repository.ts';

/** E-mails taken at a time; a few orders a day make a handful, a backlog after an outage goes out in turns. */
const BATCH = 20;
/** A taken e-mail falls due again after this long if its process stopped before sending it. */
const LEASE_MS = 10 * 60_000;
/** The queue is looked at this often, besides right after an e-mail is queued. */
const POLL_MS = 30_000;
/** After a failed attempt: 1, 2, 4 … minutes, at most an hour; after the last attempt, given up. */
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;
export const MAX_MAIL_ATTEMPTS = 10;
/** A mail server that does not answer is given up on for this attempt after this long. */
const SMTP_TIMEOUT_MS = 20_000;

/** The shop's SMTP transport for SMTP_URL, with timeouts so a mail server that does not answer is given up on. */
function smtpTransport(settings: MailSettings): Transporter {
  return nodemailer.createTransport({ url: settings.smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS });
}

/**
 * Sends one e-mail to `to` now, outside the queue, to check the mail settings (`npm run mail:test`):
 * answers the mail server's words when it refuses, as the queue would keep them.
 */
export async function sendTestMail(settings: MailSettings, shopName: string, to: string): Promise<{ sent: true } | { sent: false; reason: string }> {
  const smtp = smtpTransport(settings);
  try {
    await smtp.sendMail({
      from: settings.from,
      to,
      subject: `A test e-mail from ${shopName}`,
      text: `This e-mail checks the shop's mail settings. Order requests and messages are e-mailed from ${settings.from} the same way.`,
    });
    return { sent: true };
  } catch (error) {
    return { sent: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    smtp.close();
  }
}

export interface Mailer {
  /** Sends what is due soon, in this process (after a request has queued e-mail). */
  wake(): void;
  /** Sends what is due now, and answers how many went out: the timer's work, and the tests'. */
  deliverDue(): Promise<number>;
  close(): Promise<void>;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * Sends the queued e-mails (ADR 019) through SMTP_URL with nodemailer: each is sent at least once, and
 * retried with a growing wait until MAX_MAIL_ATTEMPTS. One delivery runs at a time in a process; several
 * processes share the queue through takeDueMail's row locks.
 */
export function createMailer({ db, settings, clock, onError, transport, gather }: {
  db: Db;
  settings: MailSettings;
  clock: Clock;
  onError: (error: unknown) => void;
  transport?: Transporter;
  /** Queues, before each delivery, the e-mails nobody's request queued (a restocked part's stock alerts). */
  gather?: () => Promise<unknown>;
}): Mailer {
  const smtp = transport ?? smtpTransport(settings);
  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;

  async function sendBatch(): Promise<number> {
    const now = clock();
    const taken = await takeDueMail(db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    let sent = 0;
    for (const mail of taken) {
      try {
        await smtp.sendMail({ from: settings.from, to: mail.toAddress, replyTo: mail.replyTo, subject: mail.subject, text: mail.body });
      } catch (error) {
        const next = mail.attempts >= MAX_MAIL_ATTEMPTS ? null : new Date(clock().getTime() + retryDelayMs(mail.attempts));
        await markMailFailed(db, mail.id, error instanceof Error ? error.message : String(error), next);
        continue;
      }
      // Only the mail server's refusal counts as a failed attempt: if recording the sending fails, the
      // e-mail stays taken until its lease runs out (sent again then: at least once, ADR 019).
      await markMailSent(db, mail.id, clock());
      sent += 1;
    }
    return taken.length === BATCH ? sent + (await sendBatch()) : sent;
  }

  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    // What gather could not queue now is gathered on the next delivery; what is already queued goes anyway.
    running = (gather ? gather().catch(onError) : Promise.resolve())
      .then(sendBatch)
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          void deliverDue().catch(onError);
        }
      });
    return running;
  }

  const timer = setInterval(() => void deliverDue().catch(onError), POLL_MS);
  timer.unref();

  return {
    wake: () => {
      if (!closed) setImmediate(() => void deliverDue().catch(onError));
    },
    deliverDue,
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => 0);
      smtp.close();
    },
  };
}
