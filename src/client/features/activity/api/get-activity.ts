import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { ActivityPageSchema, type ActivityQuery } from '../../../../domain/activity.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** A page of the audit log, of one kind or every kind. */
export function useActivity(query: ActivityQuery) {
  const params = new URLSearchParams({ page: String(query.page), ...(query.kind ? { kind: query.kind } : {}) });
  return useQuery({
    queryKey: ['admin', 'activity', query],
    queryFn: () => apiFetch(`/api/admin/activity?${params}`, ActivityPageSchema),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
