import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { yieldToMain } from '@/lib/yield-to-main';
import { PAGE_CHUNK_ATTRIBUTE } from './page-chunk-attribute';
import { startPageHydration } from './page-hydration';
import { recheckBuildAnswersWhenIdle } from './recheck-build-answers';

/**
 * A built page (build/vite-plugin-prerender.ts) is hydrated when the address is the one it was
 * rendered for: the same path and no search parameters (the HTML holds the unfiltered page).
 * Otherwise (a filtered list, page 2, an old `?product=` link whose dialog names the page
 * differently) the app renders afresh over the painted frame.
 */
export function rendersBuiltPage(router: AnyRouter, container: HTMLElement): boolean {
  const prerendered = container.dataset.prerendered;
  const { location } = router.state;
  return (
    !!prerendered &&
    !!window.$_TSR &&
    location.pathname === prerendered &&
    Object.keys(location.search).length === 0
  );
}

/**
 * The code of the routes that the address matches (their components, split into chunks). The
 * router matches the address again in `hydrate`, from its match cache; it offers no way to load
 * a route's chunks apart from that.
 *
 * One dynamic import evaluates a chunk and every chunk it imports in one task (on /products: the
 * route's chunk, the filter bar's and Mantine's). The built page names them, dependencies first
 * (build/page-html/): each is imported and evaluated in a task of its own, as the first load's
 * are (the start script), and the router's import then finds them evaluated. The same modules in
 * the same order.
 */
async function loadPageCode(router: AnyRouter) {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${PAGE_CHUNK_ATTRIBUTE}]`)) {
    await import(/* @vite-ignore */ link.href);
    await yieldToMain();
  }
  const routes = router
    .matchRoutes(router.state.location)
    .map(({ routeId }) => router.routesById[routeId]);
  await Promise.all(routes.map((route) => router.loadRouteChunk(route)));
}

/**
 * The router's `hydrate` first puts the build's query cache back (its `hydrate` option,
 * src/app/router.ts), then matches the address, runs its routes' `head` and
 * sets its state, all in one task, tens of milliseconds on a phone. A task boundary after the
 * cache's part splits it in two. Nothing renders in between (React hydrates after the router),
 * so the page is the built one meanwhile.
 */
function yieldAfterQueryCache(router: AnyRouter) {
  const restoreQueries = router.options.hydrate;
  router.options.hydrate = async (dehydrated) => {
    await restoreQueries?.(dehydrated);
    await yieldToMain();
  };
}

/**
 * Everything before React hydrates a built page: the page's own code, then the router's state
 * as the build rendered it (its matches and, through the router's `hydrate` option, the query
 * cache: src/app/router.ts), so React finds the page it renders in the HTML. Making the router and taking the
 * build's state are each tens of milliseconds on a phone: tasks of their own.
 */
export async function hydrateBuiltPage(router: AnyRouter, queryClient: QueryClient): Promise<void> {
  await yieldToMain();
  await loadPageCode(router);
  await yieldToMain();
  yieldAfterQueryCache(router);
  await hydrate(router).finally(() => window.$_TSR?.h());
  // React's start (hydrateRoot sets up its root and event listeners) in a task of its own.
  await yieldToMain();
  // The build's answers are asked again once the whole page has hydrated.
  recheckBuildAnswersWhenIdle(queryClient);
  startPageHydration();
}
