import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '@/prerender/render-page';
import { createPageHandler, type PageHandlerOptions } from '@/server/page-handler';
import { HEAD_MARK, ROOT_MARK, type PageShells } from '@/server/page-shell';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { inlineScriptHashes } from '../e2e/support/inline-script-hashes';

/**
 * The page handler's answers around the renderer (the renderer itself, with the API, is
 * tests/server/served-pages.test.ts): which addresses are rendered, what a shared cache is told,
 * what is kept in the process and for how long. The render here names the path it was given.
 */

const shell = (route: string) =>
  `<html><head>${HEAD_MARK}<meta name="route" content="${route}"></head><body><div id="root">${ROOT_MARK}</div></body></html>`;
const SHELLS: PageShells = {
  product: shell('product'),
  catalogue: shell('catalogue'),
  app: '<html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  notFound: '<html><head><title>Product not found</title></head><body>not found</body></html>',
};

function setup(
  pages: Record<string, Partial<RenderedPage> | Error> = {},
  options: Partial<PageHandlerOptions> = {},
) {
  const renders: string[] = [];
  let clock = 1_000_000;
  const gates: (() => void)[] = [];
  const handler = createPageHandler({
    shells: SHELLS,
    now: () => clock,
    render: async (path) => {
      renders.push(path);
      if (options.maxRendering) await new Promise<void>((resolve) => gates.push(resolve));
      const page = pages[path];
      if (page instanceof Error) throw page;
      return { html: `<p>${path}</p>`, head: `<title>${path}</title>`, notFound: false, ...page };
    },
    ...options,
  });
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    handler(new Request(`https://shop.example${path}`, { method, headers }));
  return {
    get,
    renders,
    later: (seconds: number) => (clock += seconds * 1000),
    open: () => gates.splice(0).forEach((open) => open()),
  };
}

describe('the page handler', () => {
  it('renders a product page into its shell, for a shared cache to keep, with an ETag', async () => {
    const { get } = setup();
    const response = await get('/products/7');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    );
    const html = await response.text();
    expect(html).toContain('<title>/products/7</title><meta name="route" content="product">');
    expect(html).toContain(
      '<div id="root" data-prerendered="/products/7"><p>/products/7</p></div>',
    );
    expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]{24}"$/);
  });

  it("sends the page's own policy: its inline scripts' hashes, the same for the kept page; none with a 304", async () => {
    const { get } = setup({
      '/products/7': { html: '<p>7</p><script>window.__data = 7</script>' },
      '/products/8': { html: '<p>8</p><script>window.__data = 8</script>' },
    });
    const first = await get('/products/7');
    const policy = first.headers.get('content-security-policy')!;
    const named = policy.split(' ').filter((source) => source.startsWith("'sha256-"));
    expect(named).toEqual(inlineScriptHashes(await first.text()));
    expect(named).toHaveLength(1);
    expect(policy).not.toContain('nonce');
    // Another visitor, and one whose copy is still good, get the same policy.
    expect((await get('/products/7')).headers.get('content-security-policy')).toBe(policy);
    const etag = first.headers.get('etag')!;
    const notModified = await get('/products/7', { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    // The copy kept keeps its own: a new render of the same content (the same tag) has other
    // moments in its inline script, so another hash.
    expect(notModified.headers.get('content-security-policy')).toBeNull();
    // Another page, another script: another hash.
    expect((await get('/products/8')).headers.get('content-security-policy')).not.toBe(policy);
    // The app's page has no inline script: scripts from the site alone.
    expect((await get('/profile')).headers.get('content-security-policy')).toMatch(
      /script-src 'self' https:\/\/js\.stripe\.com 'report-sample'/,
    );
  });

  it('answers 304 without a body when the ETag still matches, and the page on HEAD without one', async () => {
    const { get } = setup();
    const etag = (await get('/products/7')).headers.get('etag')!;
    const again = await get('/products/7', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await get('/products/7', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
    const head = await get('/products/7', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/products/7', {}, 'POST')).status).toBe(405);
  });

  it('takes the configured cache times', async () => {
    const { get } = setup(
      {},
      { cache: { sMaxAge: 60, staleWhileRevalidate: 600, notFoundMaxAge: 30, errorMaxAge: 2 } },
    );
    expect((await get('/products/1')).headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
  });

  it('renders the catalogue, its first pages and a category, written one way', async () => {
    const { get, renders } = setup();
    expect((await get('/products?page=2&category=Living%20Room')).status).toBe(200);
    expect((await get('/products?category=Living%20Room&page=2')).status).toBe(200);
    expect(renders).toEqual(['/products?category=Living%20Room&page=2']);
    const html = await (await get('/products')).text();
    expect(html).toContain('<meta name="route" content="catalogue">');
  });

  it('answers a product not in the shop with the rendered 404 page, kept for a short time only', async () => {
    const { get, renders } = setup({ '/products/99': { notFound: true } });
    const response = await get('/products/99');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(await response.text()).toContain('<title>/products/99</title>');
    await get('/products/99');
    expect(renders).toEqual(['/products/99', '/products/99']);
  });

  it('answers an address no page has with the not-found page, rendering nothing', async () => {
    const { get, renders } = setup();
    for (const path of ['/products/abc', `/products/${'1'.repeat(3000)}`, '/products/1%2F2']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(SHELLS.notFound);
    }
    expect(renders).toEqual([]);
  });

  it('gives the back office, the account pages and a filtered list the app page, rendering nothing', async () => {
    const { get, renders } = setup();
    for (const path of ['/admin/products', '/profile', '/checkout', '/products?keyword=mug']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(SHELLS.app);
    }
    expect(renders).toEqual([]);
  });

  it('answers 503 with a clear page and a short cache time when the API failed, and never keeps it', async () => {
    const { get, renders } = setup({
      '/products/5': { failed: 'GET /public/products: 500' },
      '/products/6': new Error('fetch failed'),
    });
    for (const path of ['/products/5', '/products/6']) {
      const response = await get(path);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
      expect(response.headers.get('retry-after')).toBe('5');
      const html = await response.text();
      expect(html).toContain(STOREFRONT_TEXTS.pageUnavailable.title);
      expect(html).not.toContain(`<p>${path}</p>`);
    }
    await get('/products/5');
    expect(renders).toEqual(['/products/5', '/products/6', '/products/5']);
  });

  it('keeps a page while fresh, serves it stale while it renders again, then renders afresh', async () => {
    const pages: Record<string, Partial<RenderedPage>> = {};
    const { get, renders, later } = setup(pages);
    await get('/products/3');
    await get('/products/3');
    expect(renders).toHaveLength(1);
    later(301);
    pages['/products/3'] = { html: '<p>new price</p>' };
    expect(await (await get('/products/3')).text()).toContain('<p>/products/3</p>');
    expect(renders).toHaveLength(2);
    await expect.poll(async () => (await get('/products/3')).text()).toContain('new price');
    later(301 + 3600);
    await get('/products/3');
    expect(renders).toHaveLength(3);
  });

  it('keeps the stale page when rendering it again fails', async () => {
    const pages: Record<string, Partial<RenderedPage>> = {};
    const { get, renders, later } = setup(pages);
    await get('/products/3');
    later(301);
    pages['/products/3'] = { failed: 'API down' };
    expect((await get('/products/3')).status).toBe(200);
    await expect.poll(() => renders.length).toBe(2);
    expect((await get('/products/3')).status).toBe(200);
  });

  it('keeps at most memoryPages pages, and none of a flood of unknown ids', async () => {
    const unknown = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`/products/${1000 + i}`, { notFound: true }]),
    );
    const { get, renders } = setup(unknown, { memoryPages: 3 });
    for (const id of [1, 2, 3, 4]) await get(`/products/${id}`);
    for (let i = 0; i < 200; i++) expect((await get(`/products/${1000 + i}`)).status).toBe(404);
    renders.length = 0;
    for (const id of [2, 3, 4, 1]) await get(`/products/${id}`);
    // 2, 3 and 4 were kept; 1, the oldest, had made room for 4; no 404 took a place.
    expect(renders).toEqual(['/products/1']);
  });

  it('renders an address once for the requests that ask at the same time, and refuses past its queue', async () => {
    const { get, renders, open } = setup({}, { maxRendering: 1, maxWaiting: 1 });
    const same = [get('/products/8'), get('/products/8'), get('/products/8')];
    const waiting = get('/products/9');
    const refused = await get('/products/10');
    expect(refused.status).toBe(503);
    await expect.poll(() => renders.length).toBe(1);
    open();
    await expect.poll(() => renders.length).toBe(2);
    open();
    expect((await Promise.all(same)).map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await waiting).status).toBe(200);
    expect(renders).toEqual(['/products/8', '/products/9']);
  });

  it('per request (an edge runtime): renders of one address run apart, and none waits for a slot', async () => {
    const pages: Record<string, Partial<RenderedPage>> = {};
    const { get, renders, open } = setup(pages, { maxRendering: 2, sharing: 'per-request' });
    const first = [get('/products/8'), get('/products/8')];
    // Both renders run at once (nothing shared); past them, no queue: a 503 at once.
    await expect.poll(() => renders.length).toBe(2);
    expect((await get('/products/9')).status).toBe(503);
    open();
    expect((await Promise.all(first)).map((response) => response.status)).toEqual([200, 200]);
  });

  it('hands the render of a stale page to the host’s waitUntil, so the host keeps it running', async () => {
    const pages: Record<string, Partial<RenderedPage>> = {};
    const renders: string[] = [];
    let clock = 1_000_000;
    const handler = createPageHandler({
      shells: SHELLS,
      now: () => clock,
      sharing: 'per-request',
      render: async (path) => {
        renders.push(path);
        return { html: `<p>${renders.length}</p>`, head: '', notFound: false, ...pages[path] };
      },
    });
    const request = () => new Request('https://shop.example/products/3');
    const kept: Promise<unknown>[] = [];
    const context = { waitUntil: (work: Promise<unknown>) => void kept.push(work) };
    await handler(request(), context);
    expect(kept).toHaveLength(0);
    clock += 301_000;
    expect(await (await handler(request(), context)).text()).toContain('<p>1</p>');
    expect(kept).toHaveLength(1);
    await Promise.all(kept);
    expect(await (await handler(request(), context)).text()).toContain('<p>2</p>');
  });

  it("never carries a visitor's cookie or person into a shared page: a signed-in visitor gets the guest's page", async () => {
    const { get, renders } = setup();
    const guest = await get('/products/7');
    const signedIn = await get('/products/7', {
      Cookie: 'springBootEcom=jwt-of-user1',
      Authorization: 'Bearer jwt-of-user1',
    });
    // The render is handed the address only, once: nothing of the visitor reaches it.
    expect(renders).toEqual(['/products/7']);
    expect(await signedIn.text()).toBe(await guest.text());
    expect(signedIn.headers.get('etag')).toBe(guest.headers.get('etag'));
    expect(signedIn.headers.get('set-cookie')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toMatch(/^public,/);
  });
});
