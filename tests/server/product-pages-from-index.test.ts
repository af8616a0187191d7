import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { commit, db, resetDatabase } from '../../mocks/db/database';
import { buildSeed } from '../../mocks/db/seed';
import { shopSnapshot } from '../../mocks/db/shop-snapshot';
import { server } from '../../mocks/node';
import { API_BASE_URL } from '@/api/config';
import { shopPageHandler, type ShopPageHandlerOptions } from '@/server/entry';
import { HEAD_MARK, ROOT_MARK } from '@/server/page-shell';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/**
 * The page handler (src/server/entry.ts) rendering product pages with the app's renderer against
 * the mock API, its product taken from the index of the catalogue (src/server/product-index.ts)
 * rather than from a scan of the catalogue in each render.
 */

const SHELL = `<html><head>${HEAD_MARK}</head><body><div id="root">${ROOT_MARK}</div></body></html>`;
const PRODUCTS = 2500;

function handler(options: Partial<ShopPageHandlerOptions> = {}) {
  const handle = shopPageHandler({
    shells: { product: SHELL, catalogue: SHELL, app: 'app', notFound: 'not found' },
    apiUrl: API_BASE_URL,
    // Every request renders: nothing is kept in the process between them.
    memoryPages: 0,
    ...options,
  });
  return async (id: number) => {
    const response = await handle(new Request(`https://shop.example/products/${id}`));
    return { status: response.status, html: await response.text() };
  };
}

/** The catalogue's pages of 1,000 asked of the API (the scan's), counted from now. */
function scanPageCalls() {
  const urls: string[] = [];
  const count = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/public/products') && url.searchParams.get('pageSize') === '1000')
      urls.push(request.url);
  };
  server.events.on('request:start', count);
  return { urls, stop: () => server.events.removeListener('request:start', count) };
}

const title = (name: string) => `<title>${name} · Shop</title>`;
// The moments of the render in the router's data, which differ at every render.
const withoutMoments = (html: string) =>
  html.replace(/\b(u|dehydratedAt|dataUpdatedAt|errorUpdatedAt):\d+/g, '$1:0');

beforeEach(() => {
  resetDatabase(buildSeed({ products: PRODUCTS }));
});
// The files of a worker share the mock's data (vitest.config.ts): the next one starts from the
// usual shop.
afterAll(() => resetDatabase(shopSnapshot()));

describe('product pages rendered from the index of the catalogue', () => {
  it('reads the catalogue’s pages once for many pages, each the page a scan renders', async () => {
    // A keep time far longer than the test: no read is due to the clock.
    const fromIndex = handler({ apiKeepMs: 600_000 });
    const rows = db().products.filter((_, i) => i % 250 === 0);
    const calls = scanPageCalls();
    try {
      for (const row of rows) {
        const page = await fromIndex(row.productId);
        expect(page.status).toBe(200);
        expect(page.html).toContain(title(row.productName));
      }
      expect(calls.urls).toHaveLength(3);
    } finally {
      calls.stop();
    }
    const scanned = await handler({ indexPages: 0 })(rows[3]!.productId);
    expect(withoutMoments((await fromIndex(rows[3]!.productId)).html)).toBe(
      withoutMoments(scanned.html),
    );
  });

  it('answers 200 for a product created after the index was read, without a rebuild', async () => {
    const page = handler({ apiKeepMs: 600_000 });
    expect((await page(1)).status).toBe(200);
    const created = { ...db().products[0]!, productId: 90_001, productName: 'Added Later' };
    db().products.push(created);
    commit();
    const added = await page(created.productId);
    expect(added.status).toBe(200);
    expect(added.html).toContain(title('Added Later'));
  });

  it('answers 404 for a deleted product (at once without a keep time)', async () => {
    const page = handler({ apiKeepMs: 0 });
    const row = db().products[1800]!;
    expect((await page(row.productId)).status).toBe(200);
    db().products = db().products.filter((product) => product.productId !== row.productId);
    commit();
    const removed = await page(row.productId);
    expect(removed.status).toBe(404);
    expect(removed.html).toContain(title(STOREFRONT_TEXTS.pageTitles.productNotFound));
  });
});
