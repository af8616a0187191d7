import type { Query, QueryClient } from '@tanstack/react-query';
import { onceIdle } from './once-idle';
import { isPublicData } from '@/lib/public-data';

const isBuildAnswer = (query: Query) =>
  isPublicData(query.meta) && query.state.status === 'success';

/**
 * The build's answers (the queries a prerendered page was hydrated with) are as old as the
 * build: they are asked again once the browser is idle, that is once React has hydrated every
 * part of the page (it keeps the main thread busy until it has).
 *
 * Not sooner. A part that asked on its own as it hydrated (a stale query refetches when its
 * first observer mounts) could get its answer while the parts below it were still HTML: React
 * then hydrates each of them at once, in the same task, to apply the update — the catalogue
 * re-rendered some 20 times in one long task when the live list differed
 * from the build's. Until the re-check, the build's answers count as fresh, so no part asks on
 * its own; the re-check then refetches those on screen together and marks the others stale.
 */
export function recheckBuildAnswersWhenIdle(queryClient: QueryClient): void {
  const hydratedAt = Date.now();
  // Only the build's: a query the app has asked itself since (a page built without data asks on
  // arrival) is already current.
  const fromBuild = new Set(queryClient.getQueryCache().findAll({ predicate: isBuildAnswer }));
  for (const query of fromBuild)
    query.setState({ dataUpdatedAt: hydratedAt, isInvalidated: false });
  if (fromBuild.size === 0) return;
  // At the latest after 5 s: a page kept busy must not show the build's prices for long.
  onceIdle(
    () => void queryClient.invalidateQueries({ predicate: (query) => fromBuild.has(query) }),
    { timeoutMs: 5000, fallbackMs: 1000 },
  );
}
