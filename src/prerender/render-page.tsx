/**
 * The build's server-side entry (build/vite-plugin-prerender.ts): renders one storefront route
 * to HTML with TanStack Router's own server rendering. The router loads the route as it would in
 * the browser; its loaders ask the API the build is pointed at (PRERENDER_API_URL, or the mock
 * server for the mock-mode build) and the render waits for the answers, so the page's HTML holds
 * its products. The query cache goes into the page with the router's state (the router's
 * hydration scripts, through its `dehydrate` option: src/app/router.ts) and the browser starts from it
 * (src/start-up/built-page.ts). Without an API every call is left unanswered: lists render their loading
 * state, and the browser asks the API as usual.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import {
  attachRouterServerSsrUtils,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createApiClient } from '@/api/client';
import { bindApiClient } from '@/api/client-of';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { headMarkup } from './head-markup';
import { isOptionalData, isPublicData } from '@/lib/public-data';
import { catalogueProducts } from '@/features/catalog/api/find-product';
import { productPath } from '@/features/catalog/catalog-head';
import { toApi } from './to-api';

export interface RenderedPage {
  /**
   * With an API: what of the page's data did not arrive (an error, garbage, no answer in time);
   * the build then writes the page without data (build/vite-plugin-prerender.ts).
   */
  failed?: string;
  /** The markup that goes inside `<div id="root">`, the router's hydration scripts included. */
  html: string;
  /** What goes into `<head>`: title, description, canonical, link previews, JSON-LD. */
  head: string;
  /** The address names nothing (a product not in the shop): the page is the not-found page. */
  notFound: boolean;
}

/**
 * Where the page's data comes from: `url`, the API's address for the render (none: every call
 * is left unanswered); `publicBase`, where the browser reaches the API; `fetch`, what reaches
 * `url` (default the host's own; the page handler, src/server, passes one that shares answers).
 */
export interface RenderApi {
  url?: string;
  publicBase: string;
  fetch?: typeof fetch;
}

/** An answer that never comes: the page renders what it shows while it waits. */
const unanswered = () => new Promise<Response>(() => undefined);

/**
 * The catalogue's queries that failed or are still waiting, named by their keys. Not those the
 * page is whole without (OPTIONAL_PUBLIC_DATA: a product's reviews): their failure is the page's
 * own small message, and the browser asks again (only answers go into the page).
 */
function failedAnswers(queryClient: QueryClient): string | undefined {
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => isPublicData(query.meta) && !isOptionalData(query.meta))
    .filter((query) => query.state.status !== 'success' || query.state.fetchStatus !== 'idle')
    .map(
      (query) => `${JSON.stringify(query.queryKey)}: ${String(query.state.error ?? 'no answer')}`,
    );
  return failed.length ? failed.join('; ') : undefined;
}

/**
 * The render's own API client (src/api/client-of.ts): its calls go to `api.url`, or are left
 * unanswered without one. Renders overlap in the page handler; each has its own.
 */
const renderClient = (api: RenderApi) =>
  createApiClient({
    fetch: api.url
      ? toApi(api.url, api.publicBase, api.fetch ?? ((input, init) => fetch(input, init)))
      : unanswered,
  });

/**
 * `seed`: what the caller already has, put into the page's query cache before the router loads
 * (the page handler's product, src/server/entry.ts), so the loaders do not ask for it again.
 */
export async function renderPage(
  path: string,
  api: RenderApi,
  seed?: (queryClient: QueryClient) => Promise<unknown>,
): Promise<RenderedPage> {
  const apiUrl = api.url;
  const queryClient = bindApiClient(createQueryClient(), renderClient(api));
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  // With an API the loaders wait for their data (src/lib/routing/page-data.ts), so the
  // page and its heads are rendered with it.
  router.update({
    ...router.options,
    context: { ...router.options.context, waitForData: !!apiUrl },
  });
  attachRouterServerSsrUtils({ router, manifest: undefined });
  await seed?.(queryClient);
  await router.load();
  const failed = apiUrl ? failedAnswers(queryClient) : undefined;
  await router.serverSsr!.dehydrate();
  const matches = router.state.matches;
  const response = await renderRouterToString({
    router,
    responseHeaders: new Headers(),
    children: (
      <StrictMode>
        <App loaded={{ router, queryClient }} />
      </StrictMode>
    ),
  });
  const html = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  return {
    failed,
    html,
    head: headMarkup(matches),
    notFound: matches.some((match) => match.status === 'notFound'),
  };
}

/** Every product's page (`/products/{id}`), from the catalogue of the build's API. */
export async function productPaths(api: { url: string; publicBase: string }): Promise<string[]> {
  const paths: string[] = [];
  for await (const products of catalogueProducts(renderClient(api)))
    for (const product of products)
      if (Number.isSafeInteger(product.productId) && product.productId > 0)
        paths.push(productPath(product.productId));
  return [...new Set(paths)];
}

export { DEFAULT_SITE_URL, SITE_URL } from '@/lib/seo/site-url';

export { firstRequestScript } from './first-request';

export { PRERENDERED_ROUTES } from './routes';
