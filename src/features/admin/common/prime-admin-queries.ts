import type { QueryClient } from '@tanstack/react-query';
import { currentSession, isAdmin } from '@/entities/session/session';
import { startBrowserPage, type PageQuery } from '@/lib/routing/page-data';

/**
 * The back office's route loaders: a page only the browser renders (src/lib/routing/page-data.ts,
 * shape 2), its requests started only for someone the cache knows as an administrator: a
 * shopper who opens /admin sees "No access" and must not fire the back office's calls at all.
 * Each page shows its own loading, sample-data and error states.
 */
export async function primeAdminQueries(
  queryClient: QueryClient,
  queries: readonly PageQuery[],
): Promise<void> {
  if (isAdmin(await currentSession(queryClient))) startBrowserPage({ queryClient }, queries);
}
