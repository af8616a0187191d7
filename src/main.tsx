// Mantine's global styles; each component's own CSS is added to the build next to the component
// (build/vite-plugin-mantine-css.ts), so the first load carries only what it renders.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The theme's variables and Mantine's responsive classes, written at build time rather than by
// the provider at every start (app.tsx; docs/decisions/0020).
import './app/theme-variables.gen.css';
import { StrictMode, startTransition } from 'react';
import { createBrowserHistory } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter, type AppRouter } from './app/router';
import { recheckBuildAnswersWhenIdle } from './app/recheck-build-answers';
import { yieldToMain } from './lib/yield-to-main';
import { startPageHydration } from './lib/hydration';
import { PAGE_CHUNK_ATTRIBUTE } from './app/page-chunk-attribute';

/**
 * Starts the in-browser mock backend when the build has mocks on. The check is replaced at build
 * time, so a production build drops this import together with msw and faker.
 */
async function enableMocks() {
  if (import.meta.env.VITE_API_MOCKS !== 'true') return;
  // Three tasks, not one: msw's own code (its chunk, shared with the mock shop's), the mock
  // shop's handlers and data, then the worker's start. Evaluated and started together they were
  // one task of 442 ms on the bench's phone (41 ms unthrottled), the longest of the mock build.
  await import('msw/browser');
  await yieldToMain();
  const { startMockWorker } = await import('../mocks/browser');
  await yieldToMain();
  await startMockWorker();
}

/**
 * A prerendered page (build/vite-plugin-prerender.ts) is hydrated when the address is the one
 * it was rendered for: the same path and no search parameters (the HTML holds the unfiltered
 * page). Otherwise (a filtered list, page 2, an old `?product=` link whose dialog names the
 * page differently) the app renders afresh over the painted frame.
 */
function rendersPrerenderedPage(router: AppRouter, prerendered: string): boolean {
  const { location } = router.state;
  return location.pathname === prerendered && Object.keys(location.search).length === 0;
}

/**
 * The code of the routes that the address matches (their components, split into chunks). The
 * router matches the address again in `hydrate`, from its match cache; it offers no way to load
 * a route's chunks apart from that.
 *
 * One dynamic import evaluates a chunk and every chunk it imports in one task (18 ms unthrottled
 * on /products in the bench's traces: the route's chunk, the filter bar's and Mantine's). The
 * built page names them, dependencies first (build/vite-plugin-prerender.ts): each is imported
 * and evaluated in a task of its own, as the first load's are (vite-plugin-evaluate-apart.ts),
 * and the router's import then finds them evaluated. The same modules in the same order.
 */
async function loadPageCode(router: AppRouter) {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${PAGE_CHUNK_ATTRIBUTE}]`)) {
    await import(/* @vite-ignore */ link.href);
    await yieldToMain();
  }
  const routes = router
    .matchRoutes(router.state.location)
    .map(({ routeId }) => router.routesById[routeId as keyof typeof router.routesById]);
  await Promise.all(routes.map((route) => router.loadRouteChunk(route)));
}

/**
 * The router's `hydrate` first puts the build's query cache back (the ssr-query integration's
 * `hydrate` option, src/app/router.ts), then matches the address, runs its routes' `head` and
 * sets its state, all in one task: 12–29 ms unthrottled in the bench's traces (35–50 ms with
 * its profiler on), some 70–170 ms on its 6× phone. A task boundary after the cache's part
 * splits it in two. Nothing renders in between (React hydrates after the router), so the page
 * is the built one meanwhile.
 */
function yieldAfterQueryCache(router: AppRouter) {
  const restoreQueries = router.options.hydrate;
  router.options.hydrate = async (dehydrated) => {
    await restoreQueries?.(dehydrated);
    await yieldToMain();
  };
}

/**
 * No top-level await here: Rolldown turns off its chunk merging for a graph with one, and the
 * first load then comes in some 90 small files instead of a few.
 */
async function start() {
  // The dev server pre-bundles @mantine/core, out of the CSS plugin's reach: dev takes the whole
  // sheet, in its cascade layer, so the theme's variables above still win though it comes later.
  if (import.meta.env.DEV) await import('@mantine/core/styles.layer.css');
  const container = document.getElementById('root')!;
  const prerendered = container.dataset.prerendered;
  await enableMocks();
  // Each chunk of the first load was evaluated in a task of its own (the page's start script,
  // build/vite-plugin-evaluate-apart.ts); React DOM's own start-up (its CommonJS modules run
  // when first required, 3–4 ms unthrottled) comes in the next task, apart from the app's chunk.
  await yieldToMain();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToMain();
  // The browser's history marks the current entry as the router's (history.replaceState), which
  // took a phone 10–20 ms by itself in some traces: a task of its own, before the router's.
  const history = createBrowserHistory();
  await yieldToMain();
  // The query client and the router, each in a task of its own too: traced together on /cart
  // they were one task of 40 ms unthrottled (the client's 12, the router's 20). A task blocks
  // for what it lasts over 50 ms on the phone: one long task blocks longer than its two halves.
  const queryClient = createQueryClient();
  await yieldToMain();
  const router = createAppRouter(queryClient, history);
  const app = <App loaded={{ router, queryClient }} />;

  if (prerendered && window.$_TSR && rendersPrerenderedPage(router, prerendered)) {
    // Making the router (its route tree) and taking the build's state are each tens of
    // milliseconds on a phone: two tasks, not one (the bench's long tasks). The page's own code
    // (its routes' split chunks) is loaded and evaluated before, in a task of its own too.
    await yieldToMain();
    await loadPageCode(router);
    await yieldToMain();
    yieldAfterQueryCache(router);
    // The router takes the state the build rendered with (its matches and, through
    // @tanstack/react-router-ssr-query, the query cache) and the route's code, so React finds
    // the page it renders in the HTML.
    await hydrate(router).finally(() => window.$_TSR?.h());
    // React's start (hydrateRoot sets up its root and event listeners: 9–13 ms unthrottled, in
    // the task that ended the router's hydration) in a task of its own.
    await yieldToMain();
    // The build's answers are asked again once the whole page has hydrated.
    recheckBuildAnswersWhenIdle(queryClient);
    startPageHydration();
    startTransition(() => {
      hydrateRoot(container, <StrictMode>{app}</StrictMode>);
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
}

void start();
