import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from './toast';
import type { MeReply, SessionUserDto } from '../../shared/auth';
import { SESSION_MESSAGES } from '../../shared/session-messages';
import { ApiError, apiGet, apiRequest } from './api-client';

/**
 * Who is signed in, shared by the header, the home page, route guards and every feature. The auth
 * pages write it after signing in or out, so it never needs a refetch to catch up.
 */
export const SESSION_KEY = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async ({ signal }) => (await apiGet<MeReply>('/api/me', undefined, { signal })).user,
  staleTime: 5 * 60_000,
  gcTime: Infinity,
});

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUserDto };

/** The spec's auth state: loading, signed-in, signed-out (a failed lookup counts as signed out). */
export function useSession(): AuthState {
  const { data, isPending } = useQuery(sessionQuery);
  if (isPending) return { status: 'loading', user: null };
  return data ? { status: 'signed-in', user: data } : { status: 'signed-out', user: null };
}

/**
 * Signs out, forgets the user's cached data, says so, and goes home. Staff leave with a full page load
 * to the staff sign-in (`reloadTo`): nothing of the admin's data stays in the page's memory.
 */
export function useSignOut({ reloadTo }: { reloadTo?: string } = {}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Spec section 8: sign-out ignores 401/403/404 (the session is already gone).
    mutationFn: () =>
      apiRequest<unknown>('POST', '/api/auth/sign-out').catch((error: unknown) => {
        if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return null;
        throw error;
      }),
    onSuccess: () => {
      if (reloadTo) return window.location.replace(reloadTo);
      client.setQueryData(SESSION_KEY, null);
      client.removeQueries({ queryKey: ['account'] });
      toast.success(SESSION_MESSAGES.signedOut);
      navigate('/', { replace: true });
    },
    onError: (error) => toast.error(SESSION_MESSAGES.signOutFailed, { description: error.message }),
  });
}
