import type { ChildProcess } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, db, resetDatabase } from '../../mocks/db/database';
import { buildSeed } from '../../mocks/db/seed';
import { shopSnapshot } from '../../mocks/db/shop-snapshot';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import { escapeHtml } from '@/prerender/escape-html';
import { formatDollars } from '@/lib/money';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { client } from '../mocks/quirks-client';
import { readProductPage } from '../../scripts/pages/read-product-page';
import { runNode } from '../../scripts/pages/run-node';
import { inlineScriptHashes } from '../e2e/support/inline-script-hashes';

/**
 * The production build of a 5,000-product shop with 40 product pages built ahead (the pages it writes are tests/prerender/built-pages.test.ts's), served by
 * `npm run serve` (scripts/serve.ts: the built files, and the page handler for every other
 * page) in front of the mock server: the pages the build left to the handler, a product added
 * or removed after the build, bad addresses, the API failing, and the sitemaps.
 */

const root = process.cwd();
const dist = join(root, 'dist-test-pages');
const SITE = 'https://shop.example';
const PRODUCTS = 5000;
const BUILT = 40;
const HOSTILE_NAME = 'Evil </script><script>window.__pwned=1</script> <b>Lamp</b>';

let mock: MockHttpServer;
let site: ChildProcess | undefined;
let siteUrl = '';
let apiCalls = 0;

/** This process's environment without vitest's own variables and the unit tests' VITE_ switches,
 * which change what the build makes. */
function buildEnv(): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_ENV']) delete base[key];
  for (const key of Object.keys(base)) if (key.startsWith('VITE_')) delete base[key];
  return base;
}

const run = (args: string[], env: Record<string, string>, until?: RegExp) =>
  runNode(args, env, until, buildEnv());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(bypass(new Request(`${siteUrl}${path}`, { headers, redirect: 'manual' })));

/** A GET with the request target exactly as given (fetch resolves dot segments first). */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(siteUrl);
    const req = httpRequest({ host: url.hostname, port: url.port, path: target }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const jsonLd = (html: string) => readProductPage(html).jsonLd;

beforeAll(async () => {
  resetDatabase(buildSeed({ products: PRODUCTS }));
  mock = await startMockHttpServer({ port: 0 });
  mock.server.on('request', () => apiCalls++);
  await Promise.all(
    [dist, `${dist}-server`].map((dir) => rm(dir, { recursive: true, force: true })),
  );
  await run(
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--logLevel', 'warn'],
    {
      PRERENDER_API_URL: `${mock.url}/api`,
      PRERENDER_PRODUCTS: String(BUILT),
      SITE_URL: SITE,
    },
  );
  const served = await run(
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/serve.ts', '--dir', dist, '--port', '0'],
    // No page kept in the process, no answer kept between renders: each request shows the API now.
    { PAGES_API_URL: `${mock.url}/api`, PAGES_MEMORY: '0', PAGES_API_KEEP_MS: '0' },
    /at (http:\/\/\S+)/,
  );
  site = served.child;
  siteUrl = served.match![1]!;
}, 600_000);

afterAll(async () => {
  site?.kill();
  await mock?.close();
  // The next file in this worker starts from the usual shop.
  resetDatabase(shopSnapshot());
  await Promise.all(
    [dist, `${dist}-server`, join(root, '.vite/prerender-pages/production-dist-test-pages')].map(
      (dir) => rm(dir, { recursive: true, force: true }),
    ),
  );
});

describe('a 5,000-product shop served by the page handler', () => {
  it('answers product pages the build did not write with their name, price, canonical and Product JSON-LD', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => 1 + i * 208).concat(PRODUCTS);
    let rendered = 0;
    for (const id of ids) {
      const product = db().products.find((row) => row.productId === id)!;
      const response = await get(`/products/${id}`);
      expect(response.status, `/products/${id}`).toBe(200);
      const html = await response.text();
      if (response.headers.get('cache-control')?.includes('s-maxage')) rendered++;
      if (id === 4500) continue;
      expect(html).toContain(`<title>${escapeHtml(product.productName)} · Shop</title>`);
      expect(html).toContain(formatDollars(product.specialPrice));
      expect(html).toContain(`<link rel="canonical" href="${SITE}/products/${id}" />`);
      const [ld] = jsonLd(html);
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.productName,
        sku: String(id),
        offers: expect.objectContaining({ price: product.specialPrice.toFixed(2) }),
      });
    }
    // Most of them were rendered on request: only BUILT of 5,000 were built.
    expect(rendered).toBeGreaterThan(ids.length / 2);
  });

  it('tells a shared cache to keep a rendered page, with an ETag that answers 304', async () => {
    const response = await get('/products/3333');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    );
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await get('/products/3333', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    // The policy follows from the page: the hashes of its inline scripts, no nonce, nothing of
    // the visit, so a shared cache may keep the answer whole and give it to everyone. (This
    // server keeps no page, PAGES_MEMORY=0: each answer is a render of its own, whose router
    // data carries the render's moments, and its own policy names its own scripts.)
    for (const answer of [response, await get('/products/3333')]) {
      const policy = answer.headers.get('content-security-policy')!;
      expect(policy).not.toContain('nonce');
      const named = policy.split(' ').filter((source) => source.startsWith("'sha256-"));
      expect(named.sort()).toEqual(inlineScriptHashes(await answer.text()).sort());
    }
  });

  it('answers a product added through the API after the build, and 404 for one removed', async () => {
    const admin = client(() => mock.url, { contract: false });
    await admin.signIn('admin', 'adminPass');
    const created = (await (
      await admin.call('/admin/categories/1/product', {
        method: 'POST',
        json: {
          productName: 'Added After The Build',
          description: 'A brand new lamp',
          price: 12.5,
          quantity: 3,
        },
      })
    ).json()) as { productId: number };
    const added = await get(`/products/${created.productId}`);
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('<title>Added After The Build · Shop</title>');

    expect((await admin.call('/admin/products/4321', { method: 'DELETE' })).status).toBe(200);
    const removed = await get('/products/4321');
    expect(removed.status).toBe(404);
    expect(removed.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(await removed.text()).toContain(
      `<title>${STOREFRONT_TEXTS.pageTitles.productNotFound} · Shop</title>`,
    );
  });

  it('answers bad addresses with the not-found page without asking the API', async () => {
    const before = apiCalls;
    for (const path of [
      '/products/abc',
      '/products/0x10',
      `/products/${'7'.repeat(4000)}`,
      '/products/..%2F..%2Fadmin',
      '/products/%2e%2e/admin',
      '/products/../admin',
      '/products/1%2F2',
    ]) {
      // As sent, not as fetch would resolve it first.
      const response = await rawGet(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toContain(STOREFRONT_TEXTS.pageTitles.productNotFound);
    }
    expect(apiCalls).toBe(before);
  });

  it('writes a name with markup as text', async () => {
    db().products.find((product) => product.productId === 4500)!.productName = HOSTILE_NAME;
    const html = await (await get('/products/4500')).text();
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).toContain('Evil &lt;/script&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt;');
    expect(jsonLd(html)[0]).toMatchObject({ name: HOSTILE_NAME });
  });

  it('answers 503 for a short time when the API fails, and the page again once it answers', async () => {
    mock.setScenario('server-error');
    try {
      const response = await get('/products/2222');
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
      expect(await response.text()).toContain(STOREFRONT_TEXTS.pageUnavailable.title);
    } finally {
      mock.setScenario(null);
    }
    expect((await get('/products/2222')).status).toBe(200);
  });

  it('renders the catalogue’s next pages and a category, and gives the back office the app page', async () => {
    const second = await get('/products?page=2');
    expect(second.status).toBe(200);
    const list = jsonLd(await second.text()).find((block) => block['@type'] === 'ItemList');
    expect((list?.itemListElement as unknown[]).length).toBe(12);
    const admin = await get('/admin/products');
    expect(admin.status).toBe(200);
    const html = await admin.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
  });

  it('lists all 5,000 products in the sitemaps, built or not', async () => {
    const index = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    const urls = (await Promise.all(files.map((file) => readFile(join(dist, file), 'utf8')))).join(
      '',
    );
    for (let id = 1; id <= PRODUCTS; id++)
      expect(urls.includes(`<loc>${SITE}/products/${id}</loc>`), String(id)).toBe(true);
    expect(await readFile(join(dist, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${SITE}/sitemap.xml`,
    );
  });

  it('rebuilds only the pages that show a product whose price changed, and says which', async () => {
    const incremental = `${dist}-incremental`;
    const build = async () =>
      (
        await run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', incremental], {
          PRERENDER_API_URL: `${mock.url}/api`,
          PRERENDER_PRODUCTS: '50',
          SITE_URL: SITE,
        })
      ).output.match(/Pages: .*/)![0];
    try {
      await build();
      // The catalogue's first product (by price, as it lists them) a cent cheaper: it stays first.
      const first = db().products.toSorted((a, b) => a.price - b.price)[0]!;
      const changed = db().products.find((product) => product.productId === first.productId)!;
      changed.price = first.price - 0.01;
      changed.specialPrice = first.specialPrice - 0.01;
      commit();
      const said = await build();
      const rendered = said.match(/^Pages: \d+ rendered \(([^)]*)\)/)![1]!.split(', ');
      expect(said).toContain(
        `${57 - rendered.length} unchanged since the last build; ${PRODUCTS - 50} products left to the page handler`,
      );
      // The lists and its own page show it; so does every product page that lists it among its
      // related products. A page that does not link to it was not rendered again.
      expect(rendered).toEqual(
        expect.arrayContaining(['/', '/products', `/products/${first.productId}`]),
      );
      const link = `href="/products/${first.productId}"`;
      const built = (await readdir(join(incremental, 'products'))).filter((id) => /^\d+$/.test(id));
      for (const id of built) {
        const html = await readFile(join(incremental, `products/${id}/index.html`), 'utf8');
        const showsIt = id === String(first.productId) || html.includes(link);
        expect(rendered.includes(`/products/${id}`), `/products/${id}`).toBe(showsIt);
      }
      expect(
        await readFile(join(incremental, `products/${first.productId}/index.html`), 'utf8'),
      ).toContain(formatDollars(changed.specialPrice));
    } finally {
      await Promise.all(
        [
          incremental,
          `${incremental}-server`,
          join(root, '.vite/prerender-pages/production-dist-test-pages-incremental'),
        ].map((dir) => rm(dir, { recursive: true, force: true })),
      );
    }
  }, 300_000);
});
