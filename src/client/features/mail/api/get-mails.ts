import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { MailStatusSchema } from '../../../../domain/mail.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** What the e-mail is about: an order request or a Contact message, as the admin API names them. */
export type MailAbout = { kind: 'order-requests' | 'messages'; id: number };

/** What became of the e-mails about an order request or a message (ADR 019). */
export const useMails = ({ kind, id }: MailAbout) =>
  useQuery({ queryKey: ['admin', kind, 'mails', id], queryFn: () => apiFetch(`/api/admin/${kind}/${id}/emails`, z.array(MailStatusSchema)), staleTime: 0, refetchOnMount: 'always' });
