import { z } from 'zod';

import { MailTroubleSchema } from './mail.schema.ts';

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
