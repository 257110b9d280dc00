import { ACTIVITY_KINDS, ACTIVITY_PAGE_SIZE, type ActivityPage, type ActivityQuery } from '../../../domain/activity.schema.ts';
import type { Db } from '../../db/client.ts';
import { listActivityPage } from './activity.repository.ts';

/** The activity log's page the owner asked for: every entry, or those of one kind (ACTIVITY_KINDS). */
export async function listActivity(db: Db, query: ActivityQuery): Promise<ActivityPage> {
  const entityTypes = query.kind ? ACTIVITY_KINDS[query.kind].entityTypes : undefined;
  const { items, total } = await listActivityPage(db, { entityTypes, page: query.page, pageSize: ACTIVITY_PAGE_SIZE });
  return { items, total, page: query.page, pageSize: ACTIVITY_PAGE_SIZE };
}
