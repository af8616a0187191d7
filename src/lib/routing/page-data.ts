import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

/**
 * How a route's loader brings its page's data: one of two shapes (docs/architecture.md §4).
 *
 * 1. **A page the build and the page handler render** (the storefront's public pages:
 *    src/prerender/routes.ts, the product pages, the catalogue's): `loadRenderedPage`. Its
 *    queries start at once; the loader waits for their answers only where the page is rendered
 *    ahead (the render sets `waitForData` in the router's context: src/prerender/render-page.tsx),
 *    so the HTML holds the data. A browser navigation is never held back: the page shows its own
 *    loading state while the answers arrive. A page whose subject may not exist (a product's
 *    page) first awaits the subject itself (`queryClient.ensureQueryData`) to say not-found.
 * 2. **A page only the browser renders** (the account, the checkout, the back office, the wish
 *    list): `startBrowserPage`. Its queries start as the route matches (also on hovering a link
 *    to it), in parallel with the page's code, and nothing waits for them.
 *
 * Either loader returns only what its `head` needs (lint: routes read no query cache in a head).
 */

/** Any query's options (their data types differ page by page). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageQuery = FetchQueryOptions<any, any, any, any>;

export interface PageDataContext {
  queryClient: QueryClient;
  /** Set by a server's render only. */
  waitForData?: boolean;
}

/**
 * Shape 1: starts the queries, and waits for them where the page is rendered ahead.
 * `browserOnly`: the queries of the parts below the fold that the HTML does not carry (a product
 * page's related products, decision 0022): started in the browser with the others, never in a
 * render, which would pay a call per page for data its HTML leaves out.
 */
export async function loadRenderedPage(
  { queryClient, waitForData }: PageDataContext,
  queries: readonly PageQuery[],
  { browserOnly = [] }: { browserOnly?: readonly PageQuery[] } = {},
): Promise<void> {
  // prefetchQuery never rejects: a failed answer is the page's to show (and the render's to
  // count: src/prerender/render-page.tsx).
  const answers = queries.map((options) => queryClient.prefetchQuery(options));
  const rendering = typeof document === 'undefined';
  if (!rendering) for (const options of browserOnly) void queryClient.prefetchQuery(options);
  if (waitForData) await Promise.all(answers);
}

/** Shape 2: starts the queries; nothing waits for them. */
export function startBrowserPage(
  { queryClient }: PageDataContext,
  queries: readonly PageQuery[],
): void {
  for (const options of queries) void queryClient.prefetchQuery(options);
}
