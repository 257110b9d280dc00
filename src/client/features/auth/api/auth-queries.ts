import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { LoginHintSchema, type Session, SessionSchema, SessionStateSchema, type SignInCodeInput, type SignInInput, SignInResultSchema } from '../../../../domain/auth.schema.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { SESSION_ENDED_KEY, SESSION_QUERY_KEY } from '../../../lib/query-client.ts';

export { SESSION_QUERY_KEY };

/** The signed-in administrator, or null when nobody is signed in. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async (): Promise<Session | null> => {
      const state = await apiFetch('/api/auth/session', SessionStateSchema);
      return state.user === null ? null : state;
    },
    staleTime: 0,
    retry: 1,
  });

/** Checked each time the admin area mounts (SPEC §4). */
export const useSession = () => useQuery({ ...sessionQueryOptions(), refetchOnMount: 'always' });

export const useLoginHint = () =>
  useQuery({ queryKey: ['auth', 'login-hint'], queryFn: () => apiFetch('/api/auth/login-hint', LoginHintSchema), staleTime: Infinity });

/** The password: signs in, or answers that a code from the authenticator app is wanted next. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => apiFetch('/api/auth/sign-in', SignInResultSchema, { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: (result) => {
      if ('user' in result) signedIn(queryClient, result);
    },
  });
}

/** The login's second step, with two-factor sign-in on. */
export function useSignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInCodeInput) => apiFetch('/api/auth/sign-in/code', SessionSchema, { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: (session) => signedIn(queryClient, session),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', z.undefined(), { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.setQueryData(SESSION_ENDED_KEY, null);
      queryClient.removeQueries({ queryKey: ['admin'] });
    },
  });
}

/** A sign-in's session is the one the back office works with; a session that had ended is no longer asked about. */
function signedIn(queryClient: QueryClient, session: Session): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  queryClient.setQueryData(SESSION_ENDED_KEY, null);
}
