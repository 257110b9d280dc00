import { CONTACT_MESSAGES, type ContactMessage, type ContactMessageInput, MESSAGES_PAGE_SIZE } from '../../../domain/contact.schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { contactMessageMail } from '../../../domain/mail.ts';
import type { MailStatus } from '../../../domain/mail.schema.ts';
import { findMailAbout } from '../mail/mail.repository.ts';
import type { ShopMail } from '../mail/shop-mail.ts';
import { countHourlyRequest } from '../rate-limits/hourly-limit.ts';
import { type Actor, recordActivity } from '../activity/activity.repository.ts';
import { findPartIdBySku } from '../parts/parts.repository.ts';
import { type ContactMessageRow, deleteContactMessage, findContactMessage, insertContactMessage, listContactMessages, setContactMessageRead } from './contact.repository.ts';
import { paths } from '../../../domain/paths.ts';

/** Messages one address may send per hour: enough for a restorer with questions, too few for a flood. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return { id: row.id, name: row.name, email: row.email, partNumber: row.partNumber, partId: row.partId, message: row.message, read: row.read, createdAt: row.createdAt.toISOString() };
}

/**
 * Stores a message from the Contact page. A filled-in trap field means a robot: it is told all went
 * well and nothing is kept. Each address may send a few messages an hour (counted in the database).
 */
export async function sendContactMessage(db: Db, input: ContactMessageInput, sender: { ipAddress: string; now: Date }, mail?: ShopMail): Promise<{ stored: boolean }> {
  if (input.website) return { stored: false };
  await countHourlyRequest(db, `contact:${sender.ipAddress}`, CONTACT_MESSAGES_PER_HOUR, sender.now, CONTACT_MESSAGES.tooMany);
  const partId = input.partNumber ? ((await findPartIdBySku(db, input.partNumber)) ?? null) : null;
  const { name, email, partNumber, message } = input;
  await db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, { name, email, partNumber, partId, message });
    // Sent on to the owner's contact address, kept in the inbox either way.
    await mail?.queue(tx, sender.now, { key: messageMailKey(row.id), path: paths.admin.message(row.id) }, (shop, link) => [contactMessageMail({ name, email, partNumber, message, link }, shop)]);
  });
  mail?.sendSoon();
  return { stored: true };
}

export async function listMessages(db: Db, page: number) {
  const { rows, total, unread } = await listContactMessages(db, page, MESSAGES_PAGE_SIZE);
  return { items: rows.map(toContactMessage), total, page, pageSize: MESSAGES_PAGE_SIZE, unread };
}

/** The e-mail of a message is filed under this key (outgoing_mail.about). */
const messageMailKey = (id: number) => `contact_message:${id}`;

/** What became of a message's e-mail to the owner (none when the shop sends no e-mail). */
export async function messageMails(db: Db, id: number): Promise<MailStatus[]> {
  if (!(await findContactMessage(db, id))) throw new NotFoundError('Message not found');
  return findMailAbout(db, messageMailKey(id));
}

export async function getMessage(db: Db, id: number): Promise<ContactMessage> {
  const row = await findContactMessage(db, id);
  if (!row) throw new NotFoundError('Message not found');
  return toContactMessage(row);
}

export async function markMessage(db: Db, actor: Actor, id: number, read: boolean): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const row = await setContactMessageRead(tx, id, read);
    if (!row) throw new NotFoundError('Message not found');
    await recordActivity(tx, actor, { action: 'update', entityType: 'contact_message', entityId: id, summary: `Marked the message from ${row.name} as ${read ? 'read' : 'unread'}` });
    return toContactMessage(row);
  });
}

export async function removeMessage(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findContactMessage(tx, id);
    if (!row || !(await deleteContactMessage(tx, id))) throw new NotFoundError('Message not found');
    await recordActivity(tx, actor, { action: 'delete', entityType: 'contact_message', entityId: id, summary: `Deleted the message from ${row.name}` });
  });
}
