import { createRouter, type AnyRouter, type RouterHistory } from '@tanstack/react-router';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isOptionalData, isPublicData } from '@/lib/public-data';
import { routeTree } from '@/routeTree.gen';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  /** Whether this router has rendered yet (see `scrollRestoration`). */
  let firstRender = true;
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders prime the query cache; the cache decides freshness, not the router.
    defaultPreloadStaleTime: 0,
    // On in the browser only. Rendering a page on a server (the build's pages, src/prerender and
    // src/server) would put the router's restoring script in it, which calls scrollTo as it is
    // parsed: a style and layout of the whole page forced in the middle of its HTML (a long task
    // on a long page, the one that ends at the first paint). A page loaded anew
    // (a reload, back to another site and forward) gets its scroll back from the browser: the
    // router hands restoration back to it when the page is left (`pagehide`).
    //
    // The first render of a built page the browser already shows (hydrated) leaves the window
    // where it is: a person may have scrolled before the app ran, and being thrown back to the
    // top then would put their next tap on something else (a reload's position is the
    // browser's too).
    scrollRestoration: () => {
      if (typeof document === 'undefined') return false;
      const first = firstRender;
      firstRender = false;
      return !(first && document.getElementById('root')?.dataset.prerendered);
    },
  });
  carryQueryCache(router, queryClient);
  return router;
}

/**
 * The build's render (src/prerender) sends the query cache it rendered with along with the page,
 * through the router's own `dehydrate`; the browser's router puts it back into the client as it
 * hydrates (src/start-up/built-page.ts). Only the catalogue's answers go along (per-person ones,
 * such as the session, never do; nor those of what is below the fold, OPTIONAL_PUBLIC_DATA),
 * and only answers: a request still under way at build time is the browser's to make.
 *
 * Not @tanstack/react-router-ssr-query, which also streams the answers that come after the render
 * and so puts a stream's reader (1.9 KB of script) into every page, where a built page has
 * nothing to stream (decision 0022, "a catalogue of 20 KB"). Set after `createRouter`, as that
 * integration does: the option's type asks for what the router's serializer takes, which
 * react-query's `unknown` query keys are not said to be.
 */
function carryQueryCache(router: AnyRouter, queryClient: QueryClient) {
  router.options.dehydrate = () => ({
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && isPublicData(query.meta) && !isOptionalData(query.meta),
    }).queries,
  });
  router.options.hydrate = (dehydrated: { queries?: DehydratedState['queries'] } | undefined) => {
    if (dehydrated?.queries) hydrate(queryClient, { queries: dehydrated.queries, mutations: [] });
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
