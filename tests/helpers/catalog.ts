import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { commit, db } from '../../mocks/db/database';
import type { ProductRow } from '../../mocks/db/types';
import { server } from '../../mocks/node';

/**
 * Records the query of every GET /public/products the app makes during the test, as the mock
 * backend received it. The app's own client is not touched.
 */
export function recordProductRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/api/public/products'))
      seen.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return seen;
}

/** Every request the app makes during the test (method and path). */
export function recordAllRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) =>
    void seen.push(`${request.method} ${new URL(request.url).pathname}`);
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return seen;
}

/**
 * Changes a seeded product and makes it the cheapest, so it is the first card of the first page
 * (the catalogue sorts by price, ascending by default). Returns the changed row.
 */
export function firstProduct(changes: Partial<ProductRow> = {}): ProductRow {
  const row = db().products.find((p) => p.quantity >= 5)!;
  Object.assign(row, { price: 0.5, specialPrice: 0.4, discount: 20 }, changes);
  commit();
  return row;
}

/** Products in the seeded catalogue, as the server counts them. */
export const catalogueSize = () => db().products.length;

/** The real server's answer to a keyword search with no hit: a 400 "Products not found". */
export const searchWithNoHitIs400 = () =>
  http.get('*/api/public/products', ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword');
    return keyword
      ? HttpResponse.json(
          { message: `Products not found with keyword: ${keyword}`, status: false },
          { status: 400 },
        )
      : undefined;
  });
