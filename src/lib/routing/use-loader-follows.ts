import { useMatch, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Keeps a route's loader data (and so its `head`: the title) in step with live data the page
 * shows, such as the cart's count, an open product's lookup or a placed order. The router runs a
 * loader on navigation only; when what the page now shows differs from what the loader returned,
 * this asks the router to run the loader of the page's own match again (`router.invalidate`),
 * which then reads the same source and returns the new value. Values are compared as JSON, so
 * the loader and the page must derive them from the same source the same way.
 */
export function useLoaderFollows(loaded: unknown, live: unknown): void {
  const router = useRouter();
  const matchId = useMatch({ strict: false, select: (match) => match.id });
  const loadedKey = JSON.stringify(loaded ?? null);
  const liveKey = JSON.stringify(live ?? null);
  useEffect(() => {
    if (loadedKey !== liveKey) void router.invalidate({ filter: (match) => match.id === matchId });
  }, [loadedKey, liveKey, router, matchId]);
}
