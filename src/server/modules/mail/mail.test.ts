import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { defaultShopSettings } from '../../../domain/shop-settings.schema.ts';
import { contactMessages, outgoingMail } from '../../db/schema/index.ts';
import { insertPart } from '../../testing/builders.ts';
import { useTestSmtpServer } from '../../testing/smtp-server.ts';
import { adminHeaders, TEST_ORIGIN } from '../../testing/sign-in.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';
import { writeShopSettings } from '../settings/settings.repository.ts';
import { findMailAbout } from './mail.repository.ts';
import { createMailer, MAX_MAIL_ATTEMPTS, retryDelayMs, sendTestMail } from './mailer.ts';

const smtp = useTestSmtpServer();
const { received, mailsTo } = smtp;

const OWNER = 'owner@example.com';
const mailEnv = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port()}`, MAIL_FROM: 'shop@example.com', CONTACT_EMAIL: OWNER, SHOP_NAME: 'Silver Streak Restoration Parts' });

describeEachDatabase(
  "the shop's e-mail",
  (context) => {
    let sender = 0;
    /** Each test sends from an address of its own, so the hourly limits never touch another. */
    const nextAddress = () => `198.51.100.${++sender}`;
    const post = (url: string, payload: object) => context().app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress(), headers: { origin: TEST_ORIGIN } });
    /** An address of this suite's own: both databases' suites send to the one SMTP server. */
    const at = (name: string) => `${name}.${context().kind}@example.com`;
    /** The row of the e-mail to `to`, once the mailer has recorded what came of it. */
    const settled = async (where: SQL | undefined) => {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const [row] = await context().database.db.select().from(outgoingMail).where(where);
        if (row && (row.sentAt || row.lastError)) return row;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('The e-mail was not settled');
    };
    const details = { phone: '', address: '12 Chieftain Road', city: 'Pontiac', region: 'MI', postalCode: '48340', country: 'United States', note: '' };

    it('tells the owner of an order request, and the buyer what they asked for, each with a reply to the other', async () => {
      const { db } = context().database;
      const hose = await insertPart(db, { sku: 'MAIL-HOSE-1', name: 'Brake Hose', regularPrice: '12.00', stock: 5 });
      const placed = await post('/api/order-requests', { ...details, name: 'Jane Buyer', email: at('jane'), note: 'Ship together, please.', lines: [{ partId: hose.id, quantity: 2 }] });
      expect(placed.statusCode).toBe(201);
      const { id } = placed.json() as { id: number };

      const [toBuyer] = await mailsTo(at('jane'), 1);
      expect(toBuyer!.from?.text).toBe('shop@example.com');
      expect(toBuyer!.replyTo?.text).toBe(OWNER);
      expect(toBuyer!.subject).toBe(`Your order request #${id} at Silver Streak Restoration Parts`);
      expect(toBuyer!.text).toContain(`Thank you, Jane Buyer. We have your order request #${id} and have set these parts aside for you:`);
      expect(toBuyer!.text).toContain('2 × Brake Hose (MAIL-HOSE-1), $12.00 each');
      expect(toBuyer!.text).toContain('Total before shipping: $24.00');
      expect(toBuyer!.text).toContain('Nothing has been charged.');

      const toOwner = (await mailsTo(OWNER, 1)).find((mail) => mail.replyTo?.text === at('jane'));
      expect(toOwner?.subject).toBe(`Order request #${id} from Jane Buyer: 2 parts, $24.00`);
      expect(toOwner!.replyTo?.text).toBe(at('jane'));
      expect(toOwner!.text).toContain('12 Chieftain Road');
      expect(toOwner!.text).toContain('Ship together, please.');
      expect(toOwner!.text).toContain(`Open it in the back office: ${TEST_ORIGIN}/admin/orders/${id}`);

      const row = await settled(eq(outgoingMail.toAddress, at('jane')));
      expect(row).toMatchObject({ attempts: 1, nextAttemptAt: null, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      await settled(sql`${outgoingMail.about} = ${`order_request:${id}`} and ${outgoingMail.toAddress} = ${OWNER}`);
      // The request's page in the back office says what became of them.
      const admin = await adminHeaders(context());
      const mails = await context().app.inject({ url: `/api/admin/order-requests/${id}/emails`, headers: admin });
      expect(mails.json()).toEqual([
        { to: OWNER, subject: toOwner!.subject, state: 'sent', sentAt: expect.any(String), attempts: 1, lastError: null },
        { to: at('jane'), subject: toBuyer!.subject, state: 'sent', sentAt: expect.any(String), attempts: 1, lastError: null },
      ]);
      expect((await context().app.inject({ url: '/api/admin/order-requests/999999/emails', headers: admin })).statusCode).toBe(404);
    });

    it('sends one address a few order confirmations a day, however many requests name it, and tells the owner of every one', async () => {
      const { db } = context().database;
      const lamp = await insertPart(db, { sku: 'MAIL-LAMP-1', name: 'Dome Lamp', regularPrice: '9.00', stock: 10 });
      // Requests from four places, naming one address written two ways.
      const ids: number[] = [];
      for (const email of [at('victim'), at('victim'), at('victim').toUpperCase(), at('victim')]) {
        const placed = await post('/api/order-requests', { ...details, name: 'Not The Victim', email, lines: [{ partId: lamp.id, quantity: 1 }] });
        expect(placed.statusCode).toBe(201);
        ids.push((placed.json() as { id: number }).id);
      }
      const fourth = ids.at(-1)!;
      await settled(sql`${outgoingMail.about} = ${`order_request:${fourth}`}`);
      const toOwner = (await mailsTo(OWNER, 1)).find((mail) => mail.subject?.startsWith(`Order request #${fourth} `));
      expect(toOwner?.text).toContain('The buyer was not e-mailed a confirmation: the shop has already sent 3 to this address in the last 24 hours.');
      // In the order they were queued: without an order, PostgreSQL may return them in another.
      const queued = await db.select().from(outgoingMail).where(sql`lower(${outgoingMail.toAddress}) = ${at('victim')}`).orderBy(asc(outgoingMail.id));
      expect(queued.map((row) => row.about)).toEqual(ids.slice(0, 3).map((id) => `order_request:${id}`));
      // Its page in the back office lists the one e-mail that went.
      const mails = await context().app.inject({ url: `/api/admin/order-requests/${fourth}/emails`, headers: await adminHeaders(context()) });
      expect((mails.json() as { to: string }[]).map((mail) => mail.to)).toEqual([OWNER]);
      // A day on, the address is sent a confirmation again.
      context().clock.advance(24 * 60 * 60 * 1000 + 1_000);
      const later = await post('/api/order-requests', { ...details, name: 'Real Buyer', email: at('victim'), lines: [{ partId: lamp.id, quantity: 1 }] });
      const { id } = later.json() as { id: number };
      await settled(sql`${outgoingMail.about} = ${`order_request:${id}`} and ${outgoingMail.toAddress} = ${at('victim')}`);
    });

    it('sends a message from the Contact page on to the contact address the owner set in Shop settings', async () => {
      const { db } = context().database;
      await writeShopSettings(db, { ...defaultShopSettings({ contactEmail: OWNER }), contactEmail: at('counter') }, 0);
      try {
        const sent = await post('/api/contact', { name: 'Walt\nBcc: victim@example.com', email: at('walt'), partNumber: '977-5196', message: 'Does it fit a 1955 Star Chief?' });
        expect(sent.statusCode).toBe(204);
        const [mail] = await mailsTo(at('counter'), 1);
        // A line break typed into the name stays in no header.
        expect(mail!.subject).toBe('Message from Walt Bcc: victim@example.com about 977-5196');
        expect(mail!.bcc).toBeUndefined();
        expect(mail!.replyTo?.text).toBe(at('walt'));
        expect(mail!.text).toContain('Does it fit a 1955 Star Chief?');
        expect(mail!.text).toMatch(new RegExp(`Open it in the back office: ${TEST_ORIGIN}/admin/messages/\\d+`));
        expect(received.some((item) => item.envelopeTo.includes('victim@example.com'))).toBe(false);
        // The message's page in the back office says it went out.
        const [kept] = await db.select().from(contactMessages).where(eq(contactMessages.email, at('walt')));
        await settled(eq(outgoingMail.about, `contact_message:${kept!.id}`));
        const admin = await adminHeaders(context());
        const mails = await context().app.inject({ url: `/api/admin/messages/${kept!.id}/emails`, headers: admin });
        expect(mails.json()).toEqual([{ to: at('counter'), subject: mail!.subject, state: 'sent', sentAt: expect.any(String), attempts: 1, lastError: null }]);
        expect((await context().app.inject({ url: '/api/admin/messages/999999/emails', headers: admin })).statusCode).toBe(404);
      } finally {
        await db.delete(outgoingMail).where(eq(outgoingMail.toAddress, at('counter')));
        await writeShopSettings(db, defaultShopSettings({ contactEmail: OWNER }), 1);
      }
    });

    it('keeps a message a mail server refused and sends it when it is due again, with a growing wait and a last attempt', async () => {
      const { db } = context().database;
      smtp.refuse(true);
      try {
        const sent = await post('/api/contact', { name: 'Retry Tester', email: at('retry'), partNumber: '', message: 'Is the shop open on Saturday?' });
        expect(sent.statusCode).toBe(204);
        // The shop's own mailer tries at once and is refused: the message waits, with the server's reason.
        const row = await settled(eq(outgoingMail.replyTo, at('retry')));
        expect(row).toMatchObject({ attempts: 1, sentAt: null });
        expect(row!.lastError).toContain('Mailbox busy, try again later');
        expect(row!.nextAttemptAt!.getTime() - context().clock.now().getTime()).toBeGreaterThan(retryDelayMs(1) - 5_000);
        // The owner sees it on the dashboard, with the mail server's reason.
        const dashboard = await context().app.inject({ url: '/api/admin/dashboard', headers: await adminHeaders(context()) });
        expect(dashboard.json().mailTrouble).toMatchObject({ givenUp: 0, lastError: expect.stringContaining('Mailbox busy, try again later') });
        expect(dashboard.json().mailTrouble.waiting).toBeGreaterThanOrEqual(1);
      } finally {
        smtp.refuse(false);
      }
      // A second mailer (another server process, here this test's) finds it not yet due, then due a minute on.
      const mailer = createMailer({ db, settings: { smtpUrl: `smtp://127.0.0.1:${smtp.port()}`, from: 'shop@example.com' }, clock: context().clock.now, onError: (error) => { throw error; } });
      try {
        expect(await mailer.deliverDue()).toBe(0);
        context().clock.advance(retryDelayMs(1) + 1_000);
        await mailer.deliverDue();
        const mail = (await mailsTo(OWNER, 1)).find((item) => item.replyTo?.text === at('retry'));
        expect(mail?.text).toContain('Is the shop open on Saturday?');
        const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.replyTo, at('retry')));
        expect(row).toMatchObject({ attempts: 2, nextAttemptAt: null, lastError: null });
      } finally {
        await mailer.close();
      }
      expect([1, 2, 3, 7, 8].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
      expect(MAX_MAIL_ATTEMPTS).toBe(10);
    });

    it('queues nothing for a request that is not kept: a shortage, or a robot in the trap field', async () => {
      const { db } = context().database;
      const last = await insertPart(db, { name: 'Last Horn Relay', regularPrice: '30.00', stock: 1 });
      const shortage = await post('/api/order-requests', { ...details, name: 'Too Many', email: at('toomany'), lines: [{ partId: last.id, quantity: 2 }] });
      expect(shortage.statusCode).toBe(409);
      const robot = await post('/api/contact', { name: 'Robot', email: at('robot'), partNumber: '', message: 'Buy now', website: 'https://spam.example.com' });
      expect(robot.statusCode).toBe(204);
      const queued = await db.select().from(outgoingMail);
      const theirs = [at('toomany'), at('robot')];
      expect(queued.filter((row) => theirs.includes(row.toAddress) || theirs.includes(row.replyTo))).toEqual([]);
    });
  },
  { env: mailEnv },
);

it('checks the mail settings with one test e-mail, and says the mail server\'s words when it refuses', async () => {
  const settings = { smtpUrl: `smtp://127.0.0.1:${smtp.port()}`, from: 'shop@example.com' };
  expect(await sendTestMail(settings, 'Silver Streak Restoration Parts', 'check@example.com')).toEqual({ sent: true });
  const [mail] = await mailsTo('check@example.com', 1);
  expect(mail!.subject).toBe('A test e-mail from Silver Streak Restoration Parts');
  expect(mail!.from?.text).toBe('shop@example.com');
  smtp.refuse(true);
  try {
    expect(await sendTestMail(settings, 'Silver Streak Restoration Parts', 'check@example.com')).toEqual({ sent: false, reason: expect.stringContaining('Mailbox busy, try again later') });
  } finally {
    smtp.refuse(false);
  }
  expect(await sendTestMail({ ...settings, smtpUrl: 'smtp://127.0.0.1:1' }, 'Shop', 'check@example.com')).toEqual({ sent: false, reason: expect.stringContaining('ECONNREFUSED') });
});

describeEachDatabase('a shop with no SMTP_URL', (context) => {
  it('keeps the message in the inbox and queues no e-mail', async () => {
    const sent = await context().app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Quiet', email: 'quiet@example.com', partNumber: '', message: 'Hello there.' }, headers: { origin: TEST_ORIGIN } });
    expect(sent.statusCode).toBe(204);
    expect(await context().database.db.select().from(outgoingMail)).toEqual([]);
  });
});

describeEachDatabase("the dashboard's word on e-mail", (context) => {
  it('counts what waits to be tried again and what was given up this week, with the latest reason, and nothing sent', async () => {
    const { db } = context().database;
    const dashboard = async () => (await context().app.inject({ url: '/api/admin/dashboard', headers: await adminHeaders(context()) })).json().mailTrouble;
    expect(await dashboard()).toEqual({ waiting: 0, givenUp: 0, lastError: null });
    const mail = { toAddress: 'someone@example.com', replyTo: OWNER, subject: 'Subject', body: 'Text', about: 'order_request:999' };
    const now = Date.now();
    await db.insert(outgoingMail).values([
      { ...mail, sentAt: new Date(now), nextAttemptAt: null, attempts: 1 },
      { ...mail, nextAttemptAt: null, attempts: 10, lastError: '550 Given up long ago', createdAt: new Date(now - 8 * 24 * 3600_000) },
      { ...mail, nextAttemptAt: null, attempts: 10, lastError: '535 Authentication failed', createdAt: new Date(now - 3600_000) },
      // Not tried yet: nothing wrong with it.
      { ...mail, nextAttemptAt: new Date(now), attempts: 0 },
    ]);
    expect(await dashboard()).toEqual({ waiting: 0, givenUp: 1, lastError: '535 Authentication failed' });
    await db.insert(outgoingMail).values({ ...mail, nextAttemptAt: new Date(now + 60_000), attempts: 2, lastError: 'Connection refused' });
    expect(await dashboard()).toEqual({ waiting: 1, givenUp: 1, lastError: 'Connection refused' });
    // What became of each, as the request's page says it.
    expect((await findMailAbout(db, 'order_request:999')).map(({ state, attempts, lastError }) => [state, attempts, lastError])).toEqual([
      ['sent', 1, null],
      ['given_up', 10, '550 Given up long ago'],
      ['given_up', 10, '535 Authentication failed'],
      ['waiting', 0, null],
      ['waiting', 2, 'Connection refused'],
    ]);
  });
});
