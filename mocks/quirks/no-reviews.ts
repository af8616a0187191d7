import { getResponse, http as untyped, type HttpHandler } from 'msw';
import { currentUser } from '../auth';
import { wholeShop } from '../db/database';
import { productHandlers } from '../handlers/products';
import { maskedUnauthorized, unauthorized } from '../responses';
import { courseServerCatalogue } from './no-catalogue-extension';
import { isObject, type Quirk } from './quirk';

// Every call of the reviews extension (docs/contract-changes.md), on any origin: RegExps like
// the course server's, so no glob reaches a dev server's source module.
const REVIEW_CALL =
  /^[a-z]+:\/\/[^/]+\/api\/(public\/products\/[^/?]+\/reviews|products\/[^/?]+\/reviews(\/mine)?|reviews\/[^/?]+|admin\/reviews(\/[^/?]+\/status)?)(\?.*)?$/;
const PUBLIC_CALL = /^[a-z]+:\/\/[^/]+\/api\/public\//;

/**
 * The real server has no reviews: Spring finds no mapping and forwards to /error, which answers
 * the masked 401, also for a signed-in person; an anonymous call to a protected path gets Spring
 * Security's own 401 first. The app hides reviews on seeing it (src/features/reviews).
 */
export const noReviewCalls: HttpHandler = untyped.all(REVIEW_CALL, async ({ request, cookies }) => {
  if (PUBLIC_CALL.test(request.url)) return maskedUnauthorized();
  await wholeShop();
  return currentUser(request, cookies) ? maskedUnauthorized() : unauthorized(request);
});

/** Takes the extension's `rating` off every product of a body, in place. */
export function withoutRatings(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(withoutRatings);
  if (!isObject(value)) return;
  if ('productId' in value || 'id' in value) delete value.rating;
  for (const child of Object.values(value)) withoutRatings(child);
}

// The catalogue's reads (the only answers with products a storefront page shows).
const PRODUCT_READ =
  /^[a-z]+:\/\/[^/]+\/api\/public\/(products(\/keyword\/[^/?]+)?|categories\/[^/?]+\/products)(\?.*)?$/;

/**
 * For the course-server scenario, which also runs in the browser and in vitest (no answer
 * rewrite there): the catalogue's answers without ratings, as that server sends them. Quirks
 * mode takes them off with the other extension fields (./plain-shapes.ts).
 */
export const courseServerRatings: HttpHandler = untyped.get(PRODUCT_READ, async ({ request }) => {
  // Its list also ignores the catalogue's filters (./no-catalogue-extension.ts).
  const answer = await getResponse([courseServerCatalogue, ...productHandlers], request);
  if (!answer || !(answer.headers.get('content-type') ?? '').includes('json')) return answer;
  const body: unknown = await answer.json();
  withoutRatings(body);
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: answer.status, headers });
});

export const noReviews: Quirk = {
  name: 'no reviews',
  description:
    'No reviews or ratings (the extension built ahead of the backend): every reviews call answers the masked 401 {"path":"/error"} (Spring Security\'s 401 first for a signed-out call to a protected path), and products carry no rating.',
  handlers: [noReviewCalls],
};
