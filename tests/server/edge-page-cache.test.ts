import { describe, expect, it } from 'vitest';
import { edgePage, type EdgeCache } from '@/server/edge-page-cache';

/**
 * The edge worker's keeping of pages in the runtime's Cache API (src/server/edge-page-cache.ts):
 * fresh, stale while rendered again, gone; only pages that exist. The cache is a map standing
 * for the runtime's (it keeps what it is given for its s-maxage); the clock is the test's.
 */

const HANDLER_POLICY = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';

function setup(options: { sMaxAge?: number; staleWhileRevalidate?: number } = {}) {
  let clock = 1_000_000;
  const kept = new Map<string, { response: Response; until: number }>();
  const cache: EdgeCache = {
    match: async (request) => {
      const entry = kept.get(request.url);
      if (!entry || entry.until <= clock) return undefined;
      return entry.response.clone();
    },
    put: async (request, response) => {
      const seconds = Number(
        /s-maxage=(\d+)/.exec(response.headers.get('cache-control') ?? '')![1],
      );
      kept.set(request.url, { response: response.clone(), until: clock + seconds * 1000 });
    },
  };
  const renders: string[] = [];
  const pages: Record<string, { status: number; body: string } | Error> = {};
  const background: Promise<unknown>[] = [];
  const get = (path: string) =>
    edgePage(new Request(`https://shop.example${path}`), {
      cache,
      render: async (request) => {
        const path = new URL(request.url).pathname;
        renders.push(path);
        const page = pages[path] ?? { status: 200, body: `render ${renders.length}` };
        if (page instanceof Error) throw page;
        return new Response(page.body, {
          status: page.status,
          headers: { 'Cache-Control': HANDLER_POLICY, ETag: `W/"${renders.length}"` },
        });
      },
      waitUntil: (work) => void background.push(work),
      sMaxAge: options.sMaxAge ?? 300,
      staleWhileRevalidate: options.staleWhileRevalidate ?? 3600,
      now: () => clock,
    });
  const settle = async () => {
    while (background.length) await background.shift();
  };
  return {
    get,
    renders,
    pages,
    settle,
    kept,
    later: (seconds: number) => (clock += seconds * 1000),
  };
}

describe('the edge worker’s page cache', () => {
  it('answers a kept page while fresh, as the handler sent it', async () => {
    const { get, renders, settle } = setup();
    expect(await (await get('/products/1')).text()).toBe('render 1');
    await settle();
    const again = await get('/products/1');
    expect(await again.text()).toBe('render 1');
    expect(renders).toHaveLength(1);
    expect(again.headers.get('cache-control')).toBe(HANDLER_POLICY);
    expect(again.headers.get('etag')).toBe('W/"1"');
    expect([...again.headers.keys()].filter((name) => name.startsWith('x-page'))).toEqual([]);
  });

  it('answers a stale page at once and renders it again behind it, then the fresh one', async () => {
    const { get, renders, settle, later } = setup();
    await get('/products/1');
    await settle();
    later(301);
    expect(await (await get('/products/1')).text()).toBe('render 1');
    expect(renders).toHaveLength(2);
    await settle();
    expect(await (await get('/products/1')).text()).toBe('render 2');
    expect(renders).toHaveLength(2);
  });

  it('keeps the stale page when rendering it again fails', async () => {
    const { get, renders, pages, settle, later } = setup();
    await get('/products/1');
    await settle();
    later(301);
    pages['/products/1'] = { status: 503, body: 'unavailable' };
    expect((await get('/products/1')).status).toBe(200);
    await settle();
    pages['/products/1'] = new Error('down');
    expect(await (await get('/products/1')).text()).toBe('render 1');
    await settle();
    expect(renders).toHaveLength(3);
  });

  it('renders afresh, and waits, once the page is past both times', async () => {
    const { get, renders, settle, later } = setup();
    await get('/products/1');
    await settle();
    later(300 + 3600);
    expect(await (await get('/products/1')).text()).toBe('render 2');
    expect(renders).toHaveLength(2);
  });

  it('keeps no 404 or 503, so a flood of unknown ids leaves the cache as it was', async () => {
    const { get, pages, settle, kept } = setup();
    for (let id = 900_001; id <= 900_050; id++)
      pages[`/products/${id}`] = { status: 404, body: 'not found' };
    pages['/products/7'] = { status: 503, body: 'unavailable' };
    for (let id = 900_001; id <= 900_050; id++)
      expect((await get(`/products/${id}`)).status).toBe(404);
    expect((await get('/products/7')).status).toBe(503);
    await settle();
    expect(kept.size).toBe(0);
  });

  it('keeps nothing when both times are 0 (every visitor gets a fresh render)', async () => {
    const { get, renders, settle, kept } = setup({ sMaxAge: 0, staleWhileRevalidate: 0 });
    await get('/products/1');
    await settle();
    await get('/products/1');
    expect(renders).toHaveLength(2);
    expect(kept.size).toBe(0);
  });
});
