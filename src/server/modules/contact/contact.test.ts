import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';

import { activityLog, contactMessages } from '../../db/schema/index.ts';
import { insertPart } from '../../testing/builders.ts';
import { adminHeaders, TEST_ORIGIN } from '../../testing/sign-in.ts';
import { describeEachDatabase } from '../../testing/test-database.ts';

const MESSAGES_PER_HOUR = 5;

describeEachDatabase('contact messages', (context) => {
  let admin: { cookie: string; origin: string };
  let sender = 0;
  /** Each test sends from an address of its own, so the hourly limit of one never touches another. */
  const nextAddress = () => `192.0.2.${++sender}`;
  const send = (body: object, remoteAddress: string) =>
    context().app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress, headers: { origin: TEST_ORIGIN } });
  const message = { name: 'Walt Restorer', email: 'walt@example.com', partNumber: '', message: 'Do you have the 1955 Star Chief tail lamp lens?' };
  const adminApi = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => context().app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    admin = await adminHeaders(context());
  });

  it('stores a message, names the part its part number means however typed, and shows it in the inbox, newest first, unread', async () => {
    const part = await insertPart(context().database.db, { sku: 'CM-977-5196' });
    expect((await send({ ...message, partNumber: 'cm 9775196', message: 'Is this NOS?' }, nextAddress())).statusCode).toBe(204);
    const inbox = (await adminApi('GET', '/api/admin/messages')).json();
    expect(inbox.items[0]).toMatchObject({ name: 'Walt Restorer', partNumber: 'cm 9775196', partId: part.id, message: 'Is this NOS?', read: false });
    expect(inbox.unread).toBeGreaterThanOrEqual(1);
    expect((await adminApi('GET', '/api/admin/dashboard')).json().unreadMessages).toBe(inbox.unread);
  });

  it('refuses what the form refuses, with its messages, and a body too large to be a message', async () => {
    const address = nextAddress();
    const cases: [object, string][] = [
      [{ name: ' ' }, 'Your name is required'],
      [{ email: 'not an email' }, 'Enter a valid email address'],
      [{ message: '' }, 'Please write your message'],
      [{ message: 'x'.repeat(5_001) }, 'Your message must be at most 5,000 characters'],
    ];
    for (const [change, text] of cases) {
      const response = await send({ ...message, ...change }, address);
      expect(response.statusCode, text).toBe(400);
      expect(response.json().message).toBe(text);
    }
    expect((await send({ ...message, message: 'x'.repeat(40_000) }, address)).statusCode).toBe(413);
  });

  it(`lets one address send ${MESSAGES_PER_HOUR} messages an hour, then says to wait, and forgets after the hour`, async () => {
    const address = nextAddress();
    for (let i = 0; i < MESSAGES_PER_HOUR; i++) expect((await send({ ...message, message: `Question ${i}` }, address)).statusCode).toBe(204);
    const refused = await send({ ...message, message: 'One more' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have sent several messages in a short time. Please wait an hour and try again; what you wrote is still here.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect((await send(message, nextAddress())).statusCode).toBe(204);
    context().clock.advance(61 * 60_000);
    expect((await send({ ...message, message: 'After the hour' }, address)).statusCode).toBe(204);
  });

  it('answers a robot that fills in the trap field as if all went well, and keeps nothing', async () => {
    const { db } = context().database;
    const response = await send({ ...message, message: 'Cheap watches', website: 'http://spam.example' }, nextAddress());
    expect(response.statusCode).toBe(204);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.message, 'Cheap watches'))).toEqual([]);
  });

  it('keeps the inbox to administrators, who mark messages read and unread and delete them, each in the audit log', async () => {
    expect((await context().app.inject({ url: '/api/admin/messages' })).statusCode).toBe(401);
    await send({ ...message, message: 'Mark me' }, nextAddress());
    const [row] = await context().database.db.select().from(contactMessages).where(eq(contactMessages.message, 'Mark me'));
    expect((await adminApi('PUT', `/api/admin/messages/${row!.id}/read`, { read: true })).json()).toMatchObject({ read: true });
    expect((await adminApi('GET', `/api/admin/messages/${row!.id}`)).json()).toMatchObject({ message: 'Mark me', read: true });
    expect((await adminApi('PUT', `/api/admin/messages/${row!.id}/read`, { read: false })).json()).toMatchObject({ read: false });
    expect((await adminApi('DELETE', `/api/admin/messages/${row!.id}`)).statusCode).toBe(204);
    expect((await adminApi('GET', `/api/admin/messages/${row!.id}`)).statusCode).toBe(404);
    const audit = await context().database.db.select().from(activityLog).where(eq(activityLog.entityId, String(row!.id)));
    expect(audit.filter((entry) => entry.entityType === 'contact_message').map((entry) => entry.summary)).toEqual([
      'Marked the message from Walt Restorer as read',
      'Marked the message from Walt Restorer as unread',
      'Deleted the message from Walt Restorer',
    ]);
  });
});
