import { http as untyped, type HttpHandler } from 'msw';
import { currentUser } from '../auth';
import { db, wholeShop } from '../db/database';
import { maskedUnauthorized, unauthorized } from '../responses';
import { courseServerRatings, noReviewCalls } from './no-reviews';
import type { Quirk } from './quirk';

// What it has no mapping for (statistics, admin orders and users, the shopper's order list), on
// any origin: RegExps like the scenarios' `everyCall`, so no glob reaches a dev server's source
// module in an api/ folder.
const lacking =
  /^[a-z]+:\/\/[^/]+\/api\/(admin\/(statistics|orders|users)|orders\/users)(\/[^?]*)?(\?.*)?$/;
const authUser = /^[a-z]+:\/\/[^/]+\/api\/auth\/user(\?.*)?$/;
const orderPlacement = /^[a-z]+:\/\/[^/]+\/api\/order\/users\/payment\/[^/?]+(\?.*)?$/;
const defaultImage = /^[a-z]+:\/\/[^/]+\/api\/images\/default\.png(\?.*)?$/;

/** The caller, once the whole shop (users, sessions, carts) is open in the browser. */
async function caller(request: Request, cookies: Record<string, string>) {
  await wholeShop();
  return currentUser(request, cookies);
}

/**
 * The public "course" server, the Spring Boot server the shop grew from (the product's own backend
 * is a fork that adds what it lacks; docs/product/real-server.md, "The course server"): its
 * answers where they differ from the fork's (which the handlers and quirks
 * mode play), as measured against it. No mapping means Spring forwards to /error, which answers
 * the masked 401 even for a signed-in user; Spring Security's own 401 (with the called path)
 * still comes first for an anonymous call to a protected path.
 */
export const courseServerHandlers: HttpHandler[] = [
  untyped.all(lacking, async ({ request, cookies }) =>
    (await caller(request, cookies)) ? maskedUnauthorized() : unauthorized(request),
  ),
  // Its GET /auth/user reads the principal of a request that has none: a crash, so /error.
  untyped.get(authUser, async ({ request, cookies }) =>
    (await caller(request, cookies)) ? undefined : maskedUnauthorized(),
  ),
  // An empty cart is a null pointer there, not the fork's 400 "Cart is empty".
  untyped.post(orderPlacement, async ({ request, cookies }) => {
    const user = await caller(request, cookies);
    if (!user) return undefined;
    const cart = db().carts.find((c) => c.userId === user.id);
    return cart && cart.items.length > 0 ? undefined : maskedUnauthorized();
  }),
  // It serves no images under /api at all; the placeholder is the app's own.
  untyped.get(defaultImage, () => maskedUnauthorized()),
  // It has none of the catalogue's filters and facets, reviews or ratings either (as quirks
  // mode): the catalogue's reads answered without them.
  courseServerRatings,
  noReviewCalls,
];

export const courseServer: Quirk = {
  name: 'course server',
  description:
    'The public course server: no GET /admin/statistics (nor /admin/statistics/*), no /admin/orders (nor its status change), no /admin/users, no GET /orders/users: each answers the masked 401 {"path":"/error"} while the session holds (GET /auth/user 200). Also masked 401s: a signed-out GET /auth/user, an order placed from an empty cart, GET /api/images/default.png, a shopper asking for statistics. GET /public/products ignores the catalogue\'s brand, price and stock filters and sends no facets. No reviews: each reviews call answers the masked 401 and products carry no rating.',
  handlers: courseServerHandlers,
};
