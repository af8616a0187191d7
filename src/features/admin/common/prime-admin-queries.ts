import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { currentSession, isAdmin } from '../../../entities/session/session';

/**
 * The back office's route loaders: start the page's requests as soon as the route matches (also
 * on hovering a link to it), in parallel with the page's code, like the storefront's loaders.
 * They do not hold the page back: each page shows its own loading, sample-data and error states.
 * Only for someone the cache knows as an administrator: a shopper who opens /admin sees "No
 * access" and must not fire the back office's calls at all.
 */
export async function primeAdminQueries(
  queryClient: QueryClient,
  // The options of different queries have different data types: any query's options fit.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queries: readonly FetchQueryOptions<any, any, any, any>[],
): Promise<void> {
  if (!isAdmin(await currentSession(queryClient))) return;
  for (const options of queries) void queryClient.prefetchQuery(options);
}
