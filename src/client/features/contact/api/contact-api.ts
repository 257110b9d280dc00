import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { ContactInboxSchema, type ContactMessageInput, ContactMessageSchema } from '../../../../domain/contact.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function useSendMessage() {
  return useMutation({ mutationFn: (input: ContactMessageInput) => apiFetch('/api/contact', z.undefined(), { method: 'POST', body: JSON.stringify(input) }) });
}

export const useInbox = (page: number) =>
  useQuery({ queryKey: ['admin', 'messages', 'list', page], queryFn: () => apiFetch(`/api/admin/messages?page=${page}`, ContactInboxSchema), placeholderData: keepPreviousData, staleTime: 0 });

export const useMessage = (id: number) =>
  useQuery({ queryKey: ['admin', 'messages', 'one', id], queryFn: () => apiFetch(`/api/admin/messages/${id}`, ContactMessageSchema), staleTime: 0, refetchOnMount: 'always' });

/** After a change: the inbox and the dashboard's unread count show it. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [['admin', 'messages', 'list'], ['admin', 'dashboard']]) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useMarkMessage(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (read: boolean) => apiFetch(`/api/admin/messages/${id}/read`, ContactMessageSchema, { method: 'PUT', body: JSON.stringify({ read }) }),
    onSuccess: (message) => {
      queryClient.setQueryData(['admin', 'messages', 'one', id], message);
      refresh();
    },
  });
}

export function useDeleteMessage() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/messages/${id}`, z.undefined(), { method: 'DELETE' }),
    // Only the lists are refreshed: the open message's own query would answer 404 now; its page leaves.
    onSuccess: refresh,
  });
}
