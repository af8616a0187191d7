import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { commit, db, resetDatabase } from '../../mocks/db/database';
import { server, useScenario } from '../../mocks/node';
import { API_BASE_URL } from '@/api/config';
import { renderPage } from '@/prerender/render-page';
import { shopPageHandler } from '@/server/entry';
import { HEAD_MARK, ROOT_MARK } from '@/server/page-shell';
import { REVIEW_TEXTS } from '@/lib/storefront-texts/reviews';

/**
 * A product page rendered on a server (the build's render and the page handler: src/prerender,
 * src/server) with its reviews: the rating in its JSON-LD where the server has reviews; a good
 * page, without anything about reviews, where it has none (the course server) or where they
 * failed (the page is whole without them: OPTIONAL_PUBLIC_DATA).
 */

const API = { url: API_BASE_URL, publicBase: API_BASE_URL };
const SHELL = `<html><head>${HEAD_MARK}</head><body><div id="root">${ROOT_MARK}</div></body></html>`;
const HOSTILE = '</script><script>window.__pwned=1</script>';

/** The product's JSON-LD block (schema.org's Product), parsed. */
function productData(head: string): Record<string, unknown> {
  const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const block = blocks.map((match) => match[1]!).find((text) => text.includes('"Product"'));
  expect(block, 'a Product block').toBeDefined();
  return JSON.parse(block!) as Record<string, unknown>;
}

/** A product with approved reviews, the newest of them hostile. */
function reviewedProduct(): number {
  const row = db().reviews.find((review) => review.status === 'approved')!;
  const newest = db().reviews.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
  row.title = HOSTILE;
  row.text = `<b>${HOSTILE}</b>`;
  row.createdAt = new Date(Date.parse(newest.createdAt) + 60_000).toISOString();
  commit();
  return row.productId;
}

function handler() {
  const handle = shopPageHandler({
    shells: { product: SHELL, catalogue: SHELL, app: 'app', notFound: 'not found' },
    apiUrl: API_BASE_URL,
    memoryPages: 0,
  });
  return async (path: string) => {
    const response = await handle(new Request(`https://shop.example${path}`));
    return { status: response.status, html: await response.text() };
  };
}

beforeEach(() => {
  resetDatabase();
});

describe('a product page rendered on a server, with reviews', () => {
  it('carries aggregateRating and the first reviews, escaped, on the default mock', async () => {
    const productId = reviewedProduct();
    // The render's own client (src/api/client-of.ts) asks for the reviews, not the app's.
    const asked: string[] = [];
    const page = await renderPage(`/products/${productId}`, {
      ...API,
      fetch: (input, init) => {
        asked.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
    expect(asked.some((url) => url.includes(`/public/products/${productId}/reviews`))).toBe(true);
    expect(page.failed).toBeUndefined();
    expect(page.head).not.toContain('__pwned=1</script>');
    expect(page.html).not.toContain(HOSTILE);
    const data = productData(page.head);
    const approved = db().reviews.filter(
      (review) => review.productId === productId && review.status === 'approved',
    );
    expect(data.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      reviewCount: approved.length,
      bestRating: 5,
      worstRating: 1,
    });
    expect((data.review as { name: string }[])[0]!.name).toBe(HOSTILE);
    // The section itself is below the fold: the browser renders it once the page runs
    // (src/features/catalog/components/product-page.tsx).
    expect(page.html).not.toContain(REVIEW_TEXTS.section.heading);

    const served = await handler()(`/products/${productId}`);
    expect(served.status).toBe(200);
    expect(served.html).toContain('"aggregateRating"');
    expect(served.html).not.toContain('__pwned=1</script>');
  });

  it('is a good page without anything about reviews on the course server', async () => {
    useScenario('course-server');
    const page = await renderPage('/products/1', API);
    expect(page.failed).toBeUndefined();
    expect(productData(page.head)).not.toHaveProperty('aggregateRating');

    const served = await handler()('/products/1');
    expect(served.status).toBe(200);
    expect(served.html).not.toContain('aggregateRating');
  });

  it('is a good page when the reviews fail, which the browser asks for again', async () => {
    server.use(
      http.get(`${API_BASE_URL}/public/products/:productId/reviews`, ({ request }) =>
        HttpResponse.json(
          {
            timestamp: new Date().toISOString(),
            status: 500,
            error: 'Internal Server Error',
            path: new URL(request.url).pathname,
          },
          { status: 500 },
        ),
      ),
    );
    const page = await renderPage('/products/1', API);
    expect(page.failed).toBeUndefined();
    expect(productData(page.head)).not.toHaveProperty('aggregateRating');
    // The failed answer is not in the page: the browser asks again.
    expect(page.html).not.toContain('product-reviews');

    const served = await handler()('/products/1');
    expect(served.status).toBe(200);
  });
});
