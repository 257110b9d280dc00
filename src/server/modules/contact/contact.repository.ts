import { count, desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

/** The contact_messages table. */
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Db, values: Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt' | 'read'>): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** Newest first. */
export async function listContactMessages(db: Db, page: number, pageSize: number) {
  const [rows, [total], [unread]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.read, false)),
  ]);
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

export async function countUnreadMessages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.read, false));
  return row?.n ?? 0;
}

export async function findContactMessage(db: Db, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export async function setContactMessageRead(db: Db, id: number, read: boolean): Promise<ContactMessageRow | undefined> {
  const [row] = await db.update(contactMessages).set({ read }).where(eq(contactMessages.id, id)).returning();
  return row;
}

export async function deleteContactMessage(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}
