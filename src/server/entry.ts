/**
 * The page handler's entry, built by the production build beside the page renderer into
 * `<outDir>-server/page-handler.js` (build/vite-plugin-prerender.ts), with the build's shells
 * in `<outDir>-server/page-shells.json`. A host imports it and serves `shopPageHandler(...)`
 * (scripts/serve.ts on Node; docs/deployment.md for an edge runtime).
 */
import { renderPage } from '../prerender/render-page';
import { apiAnswers } from './api-answers';
import { createPageHandler, type PageCachePolicy } from './page-handler';
import type { PageShells } from './page-shell';

export interface ShopPageHandlerOptions {
  shells: PageShells;
  /** The API the pages are rendered from (as PRERENDER_API_URL for the build). */
  apiUrl: string;
  /** Where the browser reaches the API (VITE_API_BASE_URL; default `/api`). */
  publicBase?: string;
  cache?: Partial<PageCachePolicy>;
  cataloguePages?: number;
  memoryPages?: number;
  maxRendering?: number;
  /** A call to the API that takes longer fails the render (default 3000 ms). */
  apiTimeoutMs?: number;
  /** How long the API's answers are shared between renders (default 2000 ms; 0: not kept). */
  apiKeepMs?: number;
  /** What reaches the API (default the runtime's fetch). */
  fetch?: typeof fetch;
}

export function shopPageHandler(options: ShopPageHandlerOptions) {
  const api = {
    url: options.apiUrl,
    publicBase: options.publicBase || '/api',
    fetch: apiAnswers({
      timeoutMs: options.apiTimeoutMs ?? 3000,
      keepMs: options.apiKeepMs ?? 2000,
      maxEntries: 256,
      fetch: options.fetch,
    }),
  };
  return createPageHandler({
    shells: options.shells,
    render: (path) => renderPage(path, api),
    cache: options.cache,
    cataloguePages: options.cataloguePages,
    memoryPages: options.memoryPages,
    maxRendering: options.maxRendering,
  });
}

export { createPageHandler, DEFAULT_CACHE_POLICY } from './page-handler';
export type { PageShells } from './page-shell';
