import type { RenderedPage } from '@/prerender/render-page';
import { pagePolicy } from './content-security-policy';
import { readPageAddress, type PageAddress } from './page-address';
import { fillShell, type PageShells } from './page-shell';
import { unavailablePage } from './unavailable-page';
import { keptValues } from './kept-values';
import { workUnderWay, type WorkSharing } from './work-under-way';

/**
 * The storefront's pages on request, as a fetch handler (`(request) => Promise<Response>`, the
 * Web's own signature, so it runs on Node through scripts/serve.ts and on any runtime that takes
 * a fetch handler: docs/deployment.md). A product page, the catalogue's first pages and a
 * category's are rendered with the API's current data (src/prerender/render-page.tsx, the
 * build's own renderer) into the build's shells, and answered so that a shared cache (the CDN)
 * keeps them: `s-maxage` and `stale-while-revalidate`, an ETag, and the page's own
 * Content-Security-Policy (the hashes of its inline scripts, decision 0028: nothing per visit, so
 * the cache may give page and policy to everyone). Everything else is the
 * build's static `app.html` (the back office and the account pages are never rendered here).
 *
 * Renders never carry the visitor's cookies: what is per person renders in the browser.
 */

export interface PageCachePolicy {
  /** How long a shared cache keeps a rendered page (seconds). */
  sMaxAge: number;
  /** How long after that it may still serve it while it asks again (seconds). */
  staleWhileRevalidate: number;
  /** How long the 404 page of a product not in the shop is kept (seconds). */
  notFoundMaxAge: number;
  /** How long the 503 page is kept when the API failed (seconds). */
  errorMaxAge: number;
}

export const DEFAULT_CACHE_POLICY: PageCachePolicy = {
  sMaxAge: 300,
  staleWhileRevalidate: 3600,
  notFoundMaxAge: 60,
  errorMaxAge: 5,
};

export interface PageHandlerOptions {
  shells: PageShells;
  /** Renders one address (renderPage with the API bound), given as its key and as read. */
  render: (
    path: string,
    address: Extract<PageAddress, { kind: 'product' | 'catalogue' }>,
  ) => Promise<RenderedPage>;
  cache?: Partial<PageCachePolicy>;
  /** The catalogue's pages rendered here (default 5); a later one is the app's. */
  cataloguePages?: number;
  /**
   * Rendered pages kept in this process, fresh and stale as a shared cache would keep them
   * (default 500; 0: none, the CDN is the cache). Only pages of products and lists that exist.
   */
  memoryPages?: number;
  /**
   * Renders at once (default 4) and waiting (default 64, none per request: a request may not
   * wait for a slot another request frees, ./work-under-way.ts); past both, a 503 at once.
   */
  maxRendering?: number;
  maxWaiting?: number;
  /** Whether requests share a render of the same address under way (default `shared`). */
  sharing?: WorkSharing;
  now?: () => number;
  /** Origins the pages call besides their own (the API's, when it has another). */
  connect?: readonly string[];
}

interface Kept {
  status: number;
  body: string;
  etag: string;
  at: number;
  /** Its Content-Security-Policy, computed with the render (a kept page is answered many times). */
  policy?: string;
}

/**
 * What the host gives a request: an edge runtime's `waitUntil`, which keeps work the request
 * started after it has answered (a stale page's fresh render) from being cancelled with it.
 */
export interface HandlerContext {
  waitUntil: (work: Promise<unknown>) => void;
}

type Background = (work: Promise<unknown>) => void;

const HTML = 'text/html; charset=utf-8';

/**
 * The moments in the router's state (a match's `u`, the query cache's `dehydratedAt`,
 * `dataUpdatedAt`, `errorUpdatedAt`), which differ at every render of the same content.
 */
const RENDER_MOMENTS = /\b(u|dehydratedAt|dataUpdatedAt|errorUpdatedAt):\d+/g;

/** A tag of what the page shows: the same content rendered again keeps its tag. */
async function etagOf(body: string): Promise<string> {
  const content = body.replace(RENDER_MOMENTS, '$1:0');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(content));
  const hex = [...new Uint8Array(digest).slice(0, 12)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  // Weak: two renders of the same content differ in those moments, so their bytes differ.
  return `W/"${hex}"`;
}

const matchesEtag = (request: Request, etag: string) =>
  (request.headers.get('if-none-match') ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag.replace(/^W\//, ''));

export function createPageHandler(options: PageHandlerOptions) {
  const policy = { ...DEFAULT_CACHE_POLICY, ...options.cache };
  const cataloguePages = options.cataloguePages ?? 5;
  const memoryPages = options.memoryPages ?? 500;
  const maxRendering = options.maxRendering ?? 4;
  const sharing = options.sharing ?? 'shared';
  const maxWaiting = sharing === 'per-request' ? 0 : (options.maxWaiting ?? 64);
  const now = options.now ?? Date.now;
  const kept = keptValues<string, Kept>({ max: memoryPages, now });
  const underWay = workUnderWay<string, Kept>(sharing);
  let rendering = 0;
  const waiting: (() => void)[] = [];

  const sharedCache = `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
  const cacheControl = (status: number) =>
    status === 200
      ? sharedCache
      : status === 404
        ? `public, max-age=0, s-maxage=${policy.notFoundMaxAge}`
        : `public, max-age=0, s-maxage=${policy.errorMaxAge}`;

  /** A render slot, or null when too many are waiting already. */
  async function slot(): Promise<(() => void) | null> {
    if (rendering >= maxRendering) {
      if (waiting.length >= maxWaiting) return null;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    rendering++;
    return () => {
      rendering--;
      waiting.shift()?.();
    };
  }

  async function renderOnce(
    address: Extract<PageAddress, { kind: 'product' | 'catalogue' }>,
  ): Promise<Kept> {
    const release = await slot();
    if (!release)
      return { status: 503, body: unavailablePage(options.shells.app), etag: '', at: 0 };
    try {
      const page = await options
        .render(address.key, address)
        .catch((error: unknown): RenderedPage => ({
          failed: String(error),
          html: '',
          head: '',
          notFound: false,
        }));
      if (page.failed)
        return { status: 503, body: unavailablePage(options.shells.app), etag: '', at: 0 };
      const shell = address.kind === 'product' ? options.shells.product : options.shells.catalogue;
      const body = fillShell(shell, address.key, page);
      const status = page.notFound ? 404 : 200;
      return {
        status,
        body,
        etag: await etagOf(body),
        at: now(),
        policy: await pagePolicy(body, options.connect),
      };
    } finally {
      release();
    }
  }

  /** One render per address at a time (shared work); a page that exists is kept (memoryPages). */
  function render(address: Extract<PageAddress, { kind: 'product' | 'catalogue' }>) {
    return underWay.run(address.key, () =>
      renderOnce(address).then((page) => {
        if (page.status === 200 && memoryPages > 0) kept.set(address.key, page);
        return page;
      }),
    );
  }

  async function pageFor(address: PageAddress, background: Background): Promise<Kept> {
    if (address.kind === 'bad')
      return { status: 404, body: options.shells.notFound, etag: '', at: 0 };
    if (address.kind === 'app') return { status: 200, body: options.shells.app, etag: '', at: 0 };
    const hit = kept.get(address.key);
    const age = hit ? (now() - hit.at) / 1000 : Infinity;
    if (hit && age < policy.sMaxAge) return hit;
    if (hit && age < policy.sMaxAge + policy.staleWhileRevalidate) {
      // Stale: answered at once, asked again behind it; a failed render keeps the old page.
      background(render(address));
      return hit;
    }
    if (hit) kept.delete(address.key);
    return render(address);
  }

  return async function handlePage(request: Request, context?: HandlerContext): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    const address = readPageAddress(new URL(request.url), { cataloguePages });
    const page = await pageFor(
      address,
      context?.waitUntil.bind(context) ?? ((work) => void work.catch(() => undefined)),
    );
    const rendered = address.kind === 'product' || address.kind === 'catalogue';
    const headers = new Headers({
      'Content-Type': HTML,
      'Cache-Control': rendered
        ? cacheControl(page.status)
        : address.kind === 'bad'
          ? sharedCache
          : 'no-cache',
    });
    if (page.status === 503) headers.set('Retry-After', String(policy.errorMaxAge));
    // A shell or the 503 page: a few inline scripts, hashed per answer.
    headers.set(
      'Content-Security-Policy',
      page.policy ?? (await pagePolicy(page.body, options.connect)),
    );
    const etag = page.etag || (await etagOf(page.body));
    headers.set('ETag', etag);
    if (page.status === 200 && matchesEtag(request, etag)) {
      // Not the policy: a 304 updates the headers of the copy the browser (or a shared cache)
      // keeps, and the tag leaves out the render's moments, which are in the router's inline
      // script: this render's hash would not be the kept copy's, whose script would then be
      // blocked. The kept copy keeps the policy it arrived with.
      headers.delete('Content-Security-Policy');
      return new Response(null, { status: 304, headers });
    }
    return new Response(request.method === 'HEAD' ? null : page.body, {
      status: page.status,
      headers,
    });
  };
}
