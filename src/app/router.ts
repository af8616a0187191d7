import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { QueryClient } from '@tanstack/react-query';
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
  // The build's render (src/prerender) sends the query cache it rendered with along with the
  // page; the browser's router puts it back into this client when it hydrates (src/start-up/built-page.ts).
  // Only the catalogue's answers go along (per-person ones, such as the session, never do; nor
  // those of what is below the fold, OPTIONAL_PUBLIC_DATA), and only answers: a request still
  // under way at build time is the browser's to make.
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    wrapQueryClient: false,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && isPublicData(query.meta) && !isOptionalData(query.meta),
    },
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
