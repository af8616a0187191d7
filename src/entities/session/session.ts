import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, call } from '@/api/client';
import { isApiError } from '@/api/errors';
import { readAuthUser, writeAuthUser } from '@/api/auth-storage';
import { sessionKeys } from './query-keys';

export type SessionUser = components['schemas']['CurrentUser'];

/**
 * The signed-in user, checked with the server. A 401 from GET /auth/user means the cookie
 * session expired: the client's 401 handler has cleared storage, so the session is null. Any
 * other failure (offline, 500) keeps the stored user rather than signing the person out.
 */
async function verifySession({ signal }: { signal?: AbortSignal }): Promise<SessionUser | null> {
  const stored = readAuthUser();
  if (!stored) return null;
  try {
    const user = await call(api.GET('/auth/user', { signal }));
    // Signed out (or someone else signed in) while the check was under way: not this answer's.
    if (readAuthUser()?.id !== stored.id) return readAuthUser();
    const merged = { ...stored, ...user, email: user.email ?? stored.email };
    writeAuthUser(merged);
    return merged;
  } catch (error) {
    // Only a real 401 ends the session; a masked server failure keeps the stored user.
    if (isApiError(error) && error.status === 401 && !error.masked) return null;
    return stored;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: verifySession,
  // Start from storage at once, and check with the server right after start-up.
  initialData: readAuthUser,
  initialDataUpdatedAt: 0,
  staleTime: 5 * 60_000,
  retry: false,
});

/** The session as guards see it: whatever the cache holds now, without waiting for the check. */
export async function currentSession(queryClient: QueryClient): Promise<SessionUser | null> {
  return (await queryClient.ensureQueryData(sessionQueryOptions)) ?? null;
}

/**
 * Who the cache's user data belongs to now: the session's user (the stored one before the
 * session query exists). The person's queries are keyed by it (TanStack Query's advice), so one
 * person's answer is never read as another's.
 */
export function sessionUserId(queryClient: QueryClient): number | null {
  const cached = queryClient.getQueryData<SessionUser | null>(sessionKeys.all);
  return (cached === undefined ? readAuthUser() : cached)?.id ?? null;
}

export const isAdmin = (user: SessionUser | null | undefined) =>
  !!user?.roles.includes('ROLE_ADMIN');
