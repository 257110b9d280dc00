import { z } from 'zod';

/** E-mail the mail server refused (ADR 019): waiting to be tried again, given up on lately, and its latest reason. */
export const MailTroubleSchema = z.object({
  waiting: z.number().int(),
  givenUp: z.number().int(),
  lastError: z.string().nullable(),
});
export type MailTrouble = z.infer<typeof MailTroubleSchema>;

/** What became of one e-mail the shop queued: sent, waiting to be tried again, or given up on. */
export const MailStatusSchema = z.object({
  to: z.string(),
  subject: z.string(),
  state: z.enum(['sent', 'waiting', 'given_up']),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  /** The mail server's latest reason, while it is not sent. */
  lastError: z.string().nullable(),
});
export type MailStatus = z.infer<typeof MailStatusSchema>;
