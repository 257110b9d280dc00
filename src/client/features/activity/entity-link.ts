import type { ActivityEntityType, ActivityEntry } from '../../../domain/activity.schema.ts';
import { paths } from '../../../domain/paths.ts';

/** The page of each kind of record the audit log names, by its entity type. */
const RECORD_PAGES: Readonly<Partial<Record<ActivityEntityType, (id: string) => string>>> = {
  part: paths.admin.editPart,
  category: paths.admin.editCategory,
  section: paths.admin.editSection,
  vehicle_model: paths.admin.editModel,
  vehicle_make: paths.admin.editMake,
  contact_message: paths.admin.message,
  order_request: paths.admin.order,
};

/** Where an audit-log entry's record is edited or read, while it exists (none for a deletion). */
export function entityLink(entry: ActivityEntry): string | undefined {
  if (!entry.entityId || entry.action === 'delete') return undefined;
  return RECORD_PAGES[entry.entityType as ActivityEntityType]?.(entry.entityId);
}
