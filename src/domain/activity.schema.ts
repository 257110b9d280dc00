import { z } from 'zod';

import { pagedListSchema } from './api.schema.ts';
import { MailTroubleSchema } from './mail.schema.ts';
import { wholeNumberInRange } from './query-values.ts';

export const ActivityEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

/** What an audit-log entry is about: the server writes each of these (recordActivity), and each belongs to one kind below. */
export const ACTIVITY_ENTITY_TYPES = ['part', 'category', 'section', 'vehicle_make', 'vehicle_model', 'session', 'import', 'contact_message', 'shop_settings', 'order_request', 'two_factor'] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

/**
 * The kinds of entry the activity log can be narrowed to, each with the audit log's entity types it
 * holds and its label: what the owner looks for ("who changed this part?", "when was the last import?").
 */
export const ACTIVITY_KINDS = {
  parts: { label: 'Parts', entityTypes: ['part'] },
  categories: { label: 'Categories and sections', entityTypes: ['category', 'section'] },
  vehicles: { label: 'Vehicles', entityTypes: ['vehicle_make', 'vehicle_model'] },
  imports: { label: 'CSV imports', entityTypes: ['import'] },
  orders: { label: 'Order requests', entityTypes: ['order_request'] },
  messages: { label: 'Messages', entityTypes: ['contact_message'] },
  settings: { label: 'Shop settings', entityTypes: ['shop_settings'] },
  sign_ins: { label: 'Sign-ins and security', entityTypes: ['session', 'two_factor'] },
} as const satisfies Record<string, { label: string; entityTypes: readonly ActivityEntityType[] }>;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const ACTIVITY_KIND_NAMES = Object.keys(ACTIVITY_KINDS) as ActivityKind[];

/** Entries on a page of the activity log. */
export const ACTIVITY_PAGE_SIZE = 50;

/** Which page of the activity log, of which kind (every kind when none). */
export const ActivityQuerySchema = z.object({
  kind: z.enum(ACTIVITY_KIND_NAMES as [ActivityKind, ...ActivityKind[]], { error: `Kind must be one of ${ACTIVITY_KIND_NAMES.join(', ')}` }).optional(),
  page: z._default(wholeNumberInRange('Page must be a number', { min: [1, 'Page must be 1 or more'] }), 1),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export const ActivityPageSchema = pagedListSchema(ActivityEntrySchema);
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

export const DashboardSchema = z.object({
  totalParts: z.number().int(),
  /** The parts a visitor cannot order: marked out of stock, or none on the shelf. */
  outOfStock: z.number().int(),
  /** The parts a visitor can order no more than the owner's low-stock mark of (Shop settings). */
  lowStock: z.number().int(),
  /** The parts visitors asked to be e-mailed about when they are back (stock alerts). */
  wantedBack: z.number().int(),
  categories: z.number().int(),
  vehicleModels: z.number().int(),
  unreadMessages: z.number().int(),
  /** Order requests not yet confirmed or cancelled. */
  newOrders: z.number().int(),
  recentActivity: z.array(ActivityEntrySchema),
  mailTrouble: MailTroubleSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;
