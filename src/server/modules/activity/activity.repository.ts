import { count, desc, inArray } from 'drizzle-orm';

import type { ActivityEntityType, ActivityEntry } from '../../../domain/activity.schema.ts';
import type { Db } from '../../db/client.ts';
import { activityLog } from '../../db/schema/index.ts';

export interface Actor {
  id: string | null;
  email: string;
}

export interface ActivityInput {
  action: 'create' | 'update' | 'delete' | 'import' | 'sign_in' | 'sign_out';
  entityType: ActivityEntityType;
  entityId?: string | number | null;
  summary: string;
}

/** Writes one audit-log row; call it with the transaction of the write it describes. */
export async function recordActivity(db: Db, actor: Actor, entry: ActivityInput): Promise<void> {
  await db.insert(activityLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary,
  });
}

const toEntry = (row: typeof activityLog.$inferSelect): ActivityEntry => ({
  id: row.id,
  actorEmail: row.actorEmail,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  summary: row.summary,
  createdAt: row.createdAt.toISOString(),
});

const NEWEST_FIRST = [desc(activityLog.createdAt), desc(activityLog.id)];

export async function listRecentActivity(db: Db, limit: number): Promise<ActivityEntry[]> {
  const rows = await db.select().from(activityLog).orderBy(...NEWEST_FIRST).limit(limit);
  return rows.map(toEntry);
}

/** A page of the audit log, newest first, of these entity types (every type when none are given), and how many entries there are. */
export async function listActivityPage(db: Db, { entityTypes, page, pageSize }: { entityTypes?: readonly ActivityEntityType[]; page: number; pageSize: number }): Promise<{ items: ActivityEntry[]; total: number }> {
  const where = entityTypes ? inArray(activityLog.entityType, [...entityTypes]) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(activityLog).where(where).orderBy(...NEWEST_FIRST).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(activityLog).where(where),
  ]);
  return { items: rows.map(toEntry), total: total?.n ?? 0 };
}
