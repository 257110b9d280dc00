import { z } from 'zod';

import { pagedListSchema } from './api.schema.ts';
import { wholeNumberInRange } from './query-values.ts';
import { formatCount } from './counts.ts';

export const CONTACT_MESSAGES = {
  nameRequired: 'Your name is required',
  emailInvalid: 'Enter a valid email address',
  messageRequired: 'Please write your message',
  sent: 'Thank you: your message has been sent. We answer within one working day.',
  sendFailed: 'Your message could not be sent. Please try again; what you wrote is still here.',
  tooMany: 'You have sent several messages in a short time. Please wait an hour and try again; what you wrote is still here.',
  fetchFailed: 'Failed to fetch messages',
} as const;

export const MAX_CONTACT_MESSAGE_LENGTH = 5_000;

/** The contact form and the contact API share this contract. `website` is a trap only robots fill in. */
export const ContactMessageInputSchema = z.object({
  name: z.string({ error: CONTACT_MESSAGES.nameRequired }).trim().min(1, CONTACT_MESSAGES.nameRequired).max(100, 'Name must be at most 100 characters'),
  email: z.string({ error: CONTACT_MESSAGES.emailInvalid }).trim().max(254, 'Email address is too long').pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  partNumber: z.string().trim().max(100, 'Part number must be at most 100 characters').default(''),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(MAX_CONTACT_MESSAGE_LENGTH, `Your message must be at most ${formatCount(MAX_CONTACT_MESSAGE_LENGTH)} characters`),
  website: z.string().max(200).default(''),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;
export type ContactFormValues = z.input<typeof ContactMessageInputSchema>;

export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  partNumber: z.string(),
  /** The part the part number names, when one does: the inbox links to it. */
  partId: z.number().int().nullable(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const MESSAGES_PAGE_SIZE = 20;
export const MessagesQuerySchema = z.object({
  page: z._default(wholeNumberInRange('Page must be a number', { min: [1, 'Page must be 1 or more'] }), 1),
});
/** One page of the inbox, with how many messages are unread in all. */
export const ContactInboxSchema = z.object({ ...pagedListSchema(ContactMessageSchema).shape, unread: z.number().int() });

export const MarkReadSchema = z.object({ read: z.boolean() });
