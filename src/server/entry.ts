/**
 * The page handler's entry, built by the production build beside the page renderer into
 * `<outDir>-server/page-handler.js` (build/vite-plugin-prerender.ts), with the build's shells
 * in `<outDir>-server/page-shells.json`. A host imports it and serves `shopPageHandler(...)`
 * (scripts/serve.ts on Node; docs/deployment.md for an edge runtime).
 */
import { createApiClient } from '@/api/client';
import { API_BASE_URL } from '@/api/config';
import {
  MAX_SCAN_PAGES,
  readScanPage,
  seedProductQuery,
} from '@/features/catalog/api/find-product';
import { renderPage } from '@/prerender/render-page';
import { toApi } from '@/prerender/to-api';
import { apiAnswers } from './api-answers';
import { apiOrigin } from './content-security-policy';
import { createPageHandler, type PageCachePolicy } from './page-handler';
import type { WorkSharing } from './work-under-way';
import type { PageShells } from './page-shell';
import { productIndex } from './product-index';

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
  /**
   * How long the API's answers are shared between renders, and the index of the catalogue's
   * products is used before it is read again (default 2000 ms; 0: not kept).
   */
  apiKeepMs?: number;
  /**
   * The catalogue's pages of 1,000 products the index holds (default 100, the scan's own limit);
   * a product past them is rendered with the scan. 0: no index.
   */
  indexPages?: number;
  /** What reaches the API (default the runtime's fetch). */
  fetch?: typeof fetch;
  /**
   * Whether requests share work under way (default `shared`, as on Node); `per-request` on an
   * edge runtime, which cancels a request that waits on another's (./work-under-way.ts).
   */
  sharing?: WorkSharing;
}

export function shopPageHandler(options: ShopPageHandlerOptions) {
  const timeoutMs = options.apiTimeoutMs ?? 3000;
  const keepMs = options.apiKeepMs ?? 2000;
  const sharing = options.sharing ?? 'shared';
  const api = {
    url: options.apiUrl,
    publicBase: options.publicBase || '/api',
    fetch: apiAnswers({ timeoutMs, keepMs, maxEntries: 256, sharing, fetch: options.fetch }),
  };
  // A product page's render is given its product from the index (read with the app's own client
  // and adapters, as the render's scan would read it), so it reads no catalogue page itself. The
  // index reads afresh: its own keep time is the only one between the API and the page.
  const scanClient = createApiClient({
    baseUrl: API_BASE_URL,
    fetch: toApi(
      api.url,
      api.publicBase,
      apiAnswers({ timeoutMs, keepMs: 0, maxEntries: 0, sharing, fetch: options.fetch }),
    ),
  });
  const products = productIndex({
    readPage: (pageNumber) => readScanPage(pageNumber, scanClient),
    keepMs,
    maxPages: Math.min(options.indexPages ?? MAX_SCAN_PAGES, MAX_SCAN_PAGES),
    sharing,
  });
  return createPageHandler({
    shells: options.shells,
    connect: apiOrigin(options.publicBase),
    render: async (path, address) => {
      // Not found in the index (or it could not be read): the render scans, as without it.
      const product =
        address.kind === 'product'
          ? await products.find(address.productId).catch(() => undefined)
          : undefined;
      return renderPage(
        path,
        api,
        product && ((queryClient) => seedProductQuery(queryClient, product)),
      );
    },
    cache: options.cache,
    cataloguePages: options.cataloguePages,
    memoryPages: options.memoryPages,
    maxRendering: options.maxRendering,
    sharing,
  });
}

export { createPageHandler, DEFAULT_CACHE_POLICY, type HandlerContext } from './page-handler';
export type { PageShells } from './page-shell';
