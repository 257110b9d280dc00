import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client.ts';

/** Where the signed-in administrator is kept: null once the server says the session has ended. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function createQueryClient(): QueryClient {
  // An admin call answered 401 means the session ended mid-work: forget it, and the admin layout
  // sends the administrator to the login, remembering the page.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401 && queryClient.getQueryData(SESSION_QUERY_KEY)) {
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
