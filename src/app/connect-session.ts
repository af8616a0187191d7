import type { Query, QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHooks } from '@/api/unauthorized';
import { sessionKeys } from '@/entities/session/query-keys';
import type { SessionUser } from '@/entities/session/session';
import { forgetUser, registerUserData } from '@/api/forget-user';
import { followOtherTabs } from '@/entities/session/tab-sync';
// Loaded at start-up, not with the checkout page: it reads (and drops a corrupted) stored checkout
// address at once, and registers the checkout state with forgetUser before anyone signs out.
import '@/features/checkout/checkout-storage';
import type { createAppRouter } from './router';
import { PUBLIC_CATALOGUE_ROOTS } from '@/features/catalog';

/**
 * The catalogue everyone sees the same (products, a product, categories): kept when a user is
 * forgotten, so the storefront does not blink. Every other query (session, addresses, orders,
 * the back office's lists and statistics, the admin session check) is someone's and goes.
 */
const PUBLIC_QUERY_ROOTS = PUBLIC_CATALOGUE_ROOTS;

export const isPublicQuery = (query: Pick<Query, 'queryKey'>) =>
  PUBLIC_QUERY_ROOTS.has(query.queryKey[0]);

const isSessionQuery = (query: Pick<Query, 'queryKey'>) =>
  query.queryKey.length === sessionKeys.all.length && query.queryKey[0] === sessionKeys.all[0];

/** Reloads the page; a hook so tests can observe it. */
export const pageReload = { reload: () => globalThis.location?.reload() };

/**
 * Connects the session to the app:
 *   - the query cache registers with `forgetUser`: every query but the public catalogue goes,
 *     and the session reads null;
 *   - the API client's 401 handling (docs/decisions/0004-401-handling.md) navigates through the router and, once the user
 *     was forgotten, re-runs the route guards (a protected page then sends the person to /login);
 *   - tabs follow each other: a sign-out in another tab forgets the user here too and the
 *     guards leave protected pages; a sign-in elsewhere (another user, or this tab had none)
 *     forgets this tab's user and reloads the page, which starts from the new stored user and
 *     checks it with GET /auth/user. A reload is the one way to be sure no memory of the
 *     previous identity (a query observer, a form, the in-page mock backend's cookie jar in mock
 *     mode) survives: never two identities at once.
 */
export function connectSessionToApp(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
): () => void {
  const unregister = registerUserData('query cache', () => {
    // Every query of the person is cancelled (its signal aborts the fetch) and removed: the next
    // person's queries start fetches of their own and never join one the previous person started.
    // The session itself is cancelled too, then set, not removed: its observers (the header, the
    // guards) must see null.
    const usersOwn = (query: Query) => !isPublicQuery(query) && !isSessionQuery(query);
    void queryClient.cancelQueries({ predicate: (query) => !isPublicQuery(query) });
    queryClient.removeQueries({ predicate: usersOwn });
    queryClient.setQueryData(sessionKeys.all, null);
  });
  const restoreHooks = setUnauthorizedHooks({
    navigate: (to) => void router.navigate({ href: to }),
    currentPath: () => router.state.location.pathname,
    onSessionCleared: () => void router.invalidate(),
  });
  const stopFollowing = followOtherTabs(
    () => queryClient.getQueryData<SessionUser | null>(sessionKeys.all)?.id ?? null,
    {
      signedOutElsewhere: () => {
        forgetUser('signed-out-elsewhere');
        void router.invalidate();
      },
      signedInElsewhere: () => {
        forgetUser('switched-elsewhere');
        pageReload.reload();
      },
    },
  );
  return () => {
    stopFollowing();
    restoreHooks();
    unregister();
  };
}
