import { z } from 'zod';

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

/** E-mail the mail server refused (ADR 019): waiting to be tried again, given up on lately, and its latest reason. */
export const MailTroubleSchema = z.object({
  waiting: z.number().int(),
  givenUp: z.number().int(),
  lastError: z.string().nullable(),
});
export type MailTrouble = z.infer<typeof MailTroubleSchema>;

export const DashboardSchema = z.object({
  totalParts: z.number().int(),
  categories: z.number().int(),
  vehicleModels: z.number().int(),
  unreadMessages: z.number().int(),
  /** Order requests not yet confirmed or cancelled. */
  newOrders: z.number().int(),
  recentActivity: z.array(ActivityEntrySchema),
  mailTrouble: MailTroubleSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;
