import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { type DemandKey, UnfoundSearchesSchema } from '../../../../domain/search-demand.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const UNFOUND_SEARCHES_KEY = ['admin', 'unfound-searches'];

/** What visitors searched for and did not find, the most searched first (ADR 020). */
export const useUnfoundSearches = () =>
  useQuery({ queryKey: UNFOUND_SEARCHES_KEY, queryFn: () => apiFetch('/api/admin/unfound-searches', UnfoundSearchesSchema), staleTime: 0, refetchOnMount: 'always' });

/** Takes a search off the list; it comes back when visitors search it again. */
export function useDismissUnfoundSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: DemandKey) => apiFetch('/api/admin/unfound-searches', z.undefined(), { method: 'DELETE', body: JSON.stringify(search) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNFOUND_SEARCHES_KEY }),
  });
}
