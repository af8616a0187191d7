/**
 * The site on an edge runtime (Cloudflare Workers, workerd; `npm run serve:edge` runs it here in
 * workerd through Miniflare): the build's files from the runtime's static assets, the rest from
 * the same page handler `npm run serve` runs on Node (src/server/entry.ts), behind the runtime's
 * Cache API. Bundled whole, with the build's shells, by scripts/build-edge.ts (no Node built-in
 * at run time). docs/deployment.md, "On an edge runtime".
 */
import shells from 'virtual:page-shells';
import { SECURITY_HEADERS } from './security-headers';
import { apiOrigin, pagePolicy } from './content-security-policy';
import { shopPageHandler } from './entry';
import { siteRoute } from './site-route';
import { edgePage } from './edge-page-cache';
import { DEFAULT_CACHE_POLICY } from './page-handler';

/** The worker's bindings (wrangler.toml's `[vars]` and `[assets]`; Miniflare's `bindings`). */
export interface EdgeEnv {
  /** The build's files. */
  ASSETS: { fetch: (request: Request) => Promise<Response> };
  /** The API the pages are rendered from, e.g. https://api.example/api. */
  API_URL: string;
  /** Where the browser's /api (and /images) go, when not to API_URL; "none": nowhere. */
  API_PROXY?: string;
  /** Where the browser reaches the API (the build's VITE_API_BASE_URL; default /api). */
  PUBLIC_BASE?: string;
  /** Seconds, as `npm run serve`'s PAGES_* settings. */
  PAGES_S_MAXAGE?: string;
  PAGES_STALE_WHILE_REVALIDATE?: string;
  PAGES_MEMORY?: string;
  PAGES_CATALOGUE_PAGES?: string;
  /** Renders at once in one isolate (default 32); past it, a 503 at once. */
  PAGES_MAX_RENDERING?: string;
}

interface EdgeContext {
  waitUntil: (promise: Promise<unknown>) => void;
}

const HTML = 'text/html; charset=utf-8';
const number = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : Number(value);

type HandlePage = (request: Request, context: EdgeContext) => Promise<Response>;

let handlePage: HandlePage | undefined;

function pageHandler(env: EdgeEnv) {
  handlePage ??= shopPageHandler({
    shells,
    apiUrl: env.API_URL,
    publicBase: env.PUBLIC_BASE,
    cataloguePages: number(env.PAGES_CATALOGUE_PAGES),
    // The Cache API is the edge's keeper of pages; the isolate keeps some for stale answers.
    memoryPages: number(env.PAGES_MEMORY) ?? 100,
    // workerd ties every I/O to its request and cancels a request that waits on another's
    // (src/server/work-under-way.ts): each request renders on its own, with no queue.
    sharing: 'per-request',
    maxRendering: number(env.PAGES_MAX_RENDERING) ?? 32,
    cache: Object.fromEntries(
      Object.entries({
        sMaxAge: number(env.PAGES_S_MAXAGE),
        staleWhileRevalidate: number(env.PAGES_STALE_WHILE_REVALIDATE),
      }).filter(([, value]) => value !== undefined),
    ),
  });
  return handlePage;
}

/** The response with the security headers, and a page's policy when it has none yet. */
async function secured(response: Response, env: EdgeEnv): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  let body: BodyInit | null = response.body;
  // Not a 304: it has no body to hash, and the copy it revalidates keeps its own policy
  // (page-handler.ts).
  if (
    response.status !== 304 &&
    headers.get('content-type')?.startsWith('text/html') &&
    !headers.has('content-security-policy')
  ) {
    const html = await response.text();
    headers.set('Content-Security-Policy', await pagePolicy(html, apiOrigin(env.PUBLIC_BASE)));
    body = html;
  }
  return new Response(body, { status: response.status, headers });
}

/** A file of the build, or null (the assets answer 404 for a file they lack). */
async function file(env: EdgeEnv, request: Request, path: string): Promise<Response | null> {
  const url = new URL(path, request.url);
  const answer = await env.ASSETS.fetch(new Request(url, { method: request.method }));
  return answer.status === 404 ? null : answer;
}

function toApi(request: Request, env: EdgeEnv, path: string): Promise<Response> | Response {
  const base = env.API_PROXY ?? env.API_URL;
  if (base === 'none') return new Response(null, { status: 404, headers: SECURITY_HEADERS });
  const upstream = new URL(base);
  const target = path.startsWith('/images/')
    ? new URL(path, upstream.origin)
    : new URL(upstream.pathname.replace(/\/+$/, '') + path, upstream.origin);
  return fetch(new Request(target, request));
}

/** A page of the handler, kept in the runtime's Cache API (./edge-page-cache.ts). */
function cachedPage(request: Request, env: EdgeEnv, context: EdgeContext): Promise<Response> {
  const handler = pageHandler(env);
  return edgePage(request, {
    cache: (globalThis.caches as unknown as { default: Cache }).default,
    render: (page) => handler(page, context),
    waitUntil: (work) => context.waitUntil(work),
    sMaxAge: number(env.PAGES_S_MAXAGE) ?? DEFAULT_CACHE_POLICY.sMaxAge,
    staleWhileRevalidate:
      number(env.PAGES_STALE_WHILE_REVALIDATE) ?? DEFAULT_CACHE_POLICY.staleWhileRevalidate,
  });
}

async function handle(request: Request, env: EdgeEnv, context: EdgeContext): Promise<Response> {
  const url = new URL(request.url);
  const route = siteRoute(url, { cataloguePages: number(env.PAGES_CATALOGUE_PAGES) ?? 5 });
  switch (route.kind) {
    case 'api':
      return toApi(request, env, route.path);
    case 'images':
      return toApi(request, env, url.pathname + url.search);
    case 'bad':
      return secured(
        new Response(shells.notFound, { status: 404, headers: { 'Content-Type': HTML } }),
        env,
      );
    case 'file': {
      const found = await file(env, request, route.path);
      if (!found && route.orPage) return secured(await cachedPage(request, env, context), env);
      if (!found) return new Response(null, { status: 404, headers: SECURITY_HEADERS });
      const headers = new Headers(found.headers);
      headers.set(
        'Cache-Control',
        route.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      return secured(new Response(found.body, { status: found.status, headers }), env);
    }
    case 'page': {
      const built = route.built ? await file(env, request, route.built) : null;
      if (built) {
        const headers = new Headers(built.headers);
        headers.set('Content-Type', HTML);
        headers.set('Cache-Control', 'no-cache');
        return secured(new Response(built.body, { status: 200, headers }), env);
      }
      return secured(await cachedPage(request, env, context), env);
    }
  }
}

export default {
  fetch(request: Request, env: EdgeEnv, context: EdgeContext): Promise<Response> {
    return handle(request, env, context).catch((error: unknown) => {
      console.error(error);
      return new Response('Internal Server Error', { status: 500 });
    });
  },
};
