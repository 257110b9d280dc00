import { MutationCache, QueryCache, QueryClient, useQuery } from '@tanstack/react-query';

import type { Session } from '../../domain/auth.schema.ts';
import { ApiError } from './api-client.ts';

/** Where the signed-in administrator is kept: null once the server says the session has ended. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** Whose session ended mid-work (an admin call answered 401), until someone signs in or out: the back office asks to sign in again in place. */
export const SESSION_ENDED_KEY = ['auth', 'session-ended'] as const;
export interface SessionEnded {
  email: string;
}

/** Whose session ended mid-work (SESSION_ENDED_KEY), or null: set by the query client when an admin call is answered 401, never fetched. */
export const useSessionEnded = () =>
  useQuery<SessionEnded | null>({ queryKey: SESSION_ENDED_KEY, queryFn: () => null, initialData: null, staleTime: Infinity, enabled: false });

export function createQueryClient(): QueryClient {
  // An admin call answered 401 means the session ended mid-work: forget it, and say whose it was, so
  // the admin layout asks to sign in again over the page, keeping what was typed on it.
  const onError = (error: unknown) => {
    const session = queryClient.getQueryData<Session | null>(SESSION_QUERY_KEY);
    if (error instanceof ApiError && error.status === 401 && session) {
      queryClient.setQueryData<SessionEnded>(SESSION_ENDED_KEY, { email: session.user.email });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a network blip might.
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
  return queryClient;
}
