import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { isApiError } from '@/api/errors';
import { readAuthUser, writeAuthUser } from '@/api/auth-storage';
import { sessionKeys } from '@/entities/session/query-keys';
import { isAdmin, type SessionUser } from '@/entities/session/session';

/** Under the session's key: forgetting the user (or invalidating the session) drops it too. */

export type VerifiedSession =
  /** GET /auth/user has not answered yet. */
  | { status: 'checking' }
  /** The server answered: this is who the cookie belongs to, with the server's roles. */
  | { status: 'verified'; user: SessionUser }
  /** The server said the session is gone (a real 401): the 401 handler forgot the user. */
  | { status: 'signed-out' }
  /** No verdict (offline, a 5xx, a masked failure): say so and offer to ask again. */
  | { status: 'failed'; error: unknown; retry: () => void; retrying: boolean };

/**
 * The session as the server sees it now, for the screens that must not render from what the
 * browser stored (the back office): stored roles can be stale or edited by hand. The answer
 * also refreshes the stored profile and the session in the cache.
 */
export function useVerifiedSession(): VerifiedSession {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sessionKeys.verified(),
    queryFn: async ({ signal }): Promise<SessionUser | null> => {
      const stored = readAuthUser();
      if (!stored) return null;
      const user = await call(api.GET('/auth/user', { signal }));
      // Signed out meanwhile (here or in another tab): nothing to verify any more.
      if (readAuthUser()?.id !== stored.id) return null;
      const merged = { ...stored, ...user, email: user.email ?? stored.email };
      writeAuthUser(merged);
      queryClient.setQueryData(sessionKeys.all, merged);
      return merged;
    },
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
  // A retry after a failure stays in the error state while fetching: the message stays up.
  if (query.isPending) return { status: 'checking' };
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.status === 401 && !error.masked) return { status: 'signed-out' };
    return {
      status: 'failed',
      error,
      retry: () => void query.refetch(),
      retrying: query.isFetching,
    };
  }
  return query.data ? { status: 'verified', user: query.data } : { status: 'signed-out' };
}

/**
 * The server has said this signed-in user is no administrator: the back office's route names
 * its page "No access" (the storefront's), from its loader, read from the check above.
 */
export function verifiedNoAccess(queryClient: QueryClient): boolean {
  const user = queryClient.getQueryData<SessionUser | null>(sessionKeys.verified());
  return !!user && !isAdmin(user);
}
