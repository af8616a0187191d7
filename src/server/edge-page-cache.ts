/**
 * The edge worker's keeping of the handler's pages in the runtime's Cache API (./worker.ts), by
 * the rules `npm run serve` keeps them in memory (./page-handler.ts): a page of a product or list
 * that exists is answered from the cache while fresh (`sMaxAge`); after that, for
 * `staleWhileRevalidate` more, the kept page is answered at once and rendered again behind it
 * (`waitUntil`), the fresh one replacing it; a 404, a 503 or any other answer is never kept, so a
 * flood of unknown ids leaves the cache as it was.
 *
 * The Cache API does not do stale-while-revalidate itself (Cloudflare's ignores the directive;
 * Miniflare's would answer the stale page and never ask again): the kept copy says how long the
 * cache may hold it (`s-maxage` of both times together) and when it was rendered, and this module
 * decides fresh or stale. The answer a visitor gets carries the handler's own Cache-Control.
 */

export interface EdgeCache {
  match: (request: Request) => Promise<Response | undefined>;
  put: (request: Request, response: Response) => Promise<void>;
}

export interface EdgePageCacheOptions {
  cache: EdgeCache;
  /** Renders a page (the handler). */
  render: (request: Request) => Promise<Response>;
  /** Keeps work going after the answer (the request's `waitUntil`). */
  waitUntil: (work: Promise<unknown>) => void;
  sMaxAge: number;
  staleWhileRevalidate: number;
  now?: () => number;
}

/** When the kept copy was rendered (ms), and the Cache-Control the handler gave it. */
const RENDERED_AT = 'x-page-rendered-at';
const PAGE_CACHE_CONTROL = 'x-page-cache-control';

/** The kept copy: held for both times together, marked with its moment and its own policy. */
function keptCopy(answer: Response, renderedAt: number, keepSeconds: number): Response {
  const headers = new Headers(answer.headers);
  headers.set(PAGE_CACHE_CONTROL, headers.get('cache-control') ?? '');
  headers.set('cache-control', `public, s-maxage=${keepSeconds}`);
  headers.set(RENDERED_AT, String(renderedAt));
  return new Response(answer.body, { status: answer.status, headers });
}

/** A kept copy as a visitor gets it: the handler's Cache-Control, no marks of the keeping. */
function asAnswer(kept: Response): Response {
  const headers = new Headers(kept.headers);
  headers.set('cache-control', headers.get(PAGE_CACHE_CONTROL) ?? 'no-cache');
  headers.delete(PAGE_CACHE_CONTROL);
  headers.delete(RENDERED_AT);
  return new Response(kept.body, { status: kept.status, headers });
}

export async function edgePage(request: Request, options: EdgePageCacheOptions): Promise<Response> {
  const now = options.now ?? Date.now;
  const keepSeconds = options.sMaxAge + options.staleWhileRevalidate;
  if (request.method !== 'GET' || keepSeconds <= 0) return options.render(request);
  const key = new Request(request.url, { method: 'GET' });
  const renderAndKeep = async () => {
    const renderedAt = now();
    const answer = await options.render(key);
    if (answer.status === 200)
      options.waitUntil(options.cache.put(key, keptCopy(answer.clone(), renderedAt, keepSeconds)));
    return answer;
  };
  const kept = await options.cache.match(key);
  const age = kept ? (now() - Number(kept.headers.get(RENDERED_AT))) / 1000 : Infinity;
  if (kept && age < options.sMaxAge) return asAnswer(kept);
  if (kept && age < keepSeconds) {
    // Stale: answered at once, rendered again behind it; a failed render keeps the old copy.
    options.waitUntil(renderAndKeep().catch(() => undefined));
    return asAnswer(kept);
  }
  return renderAndKeep();
}
