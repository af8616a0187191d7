import { getResponse, http as mswHttp, type HttpHandler } from 'msw';
import { currentUser } from '../auth';
import { db } from '../db/database';
import { orderStockProblem } from '../db/stock';
import { API_PREFIX } from '../http';
import { isCareful } from '../mode';
import { message } from '../responses';

const PLACE_ORDER = '/order/users/payment/:paymentMethod';

const isPlaceOrder = (handler: HttpHandler) =>
  handler.info.method === 'POST' &&
  String(handler.info.path)
    .replace(API_PREFIX, '')
    .replace(/\{[^}]+\}/g, ':paymentMethod') === PLACE_ORDER;

/**
 * The careful server's re-check at order placement, wrapped around the order handler
 * (mocks/handlers/orders.ts), still one handler per operation: before anything is written, every
 * line of the cart must still be for sale (active) and in stock, lines of one product summed, so
 * stock never goes negative; otherwise 400 (404 for a product deleted since). With nothing to
 * say (quirks mode, no session, no cart, all in stock) the order handler answers as it is.
 */
export function withOrderGuard(orderHandlers: HttpHandler[]): HttpHandler[] {
  return orderHandlers.map((handler) =>
    isPlaceOrder(handler)
      ? mswHttp.post(`${API_PREFIX}${PLACE_ORDER}`, async ({ request, cookies }) => {
          if (isCareful(request)) {
            const user = currentUser(request, cookies);
            const cart = user && db().carts.find((c) => c.userId === user.id);
            const problem = cart?.items.length ? orderStockProblem(cart.items) : null;
            if (problem) return message(problem.status, problem.message);
          }
          return getResponse([handler], request);
        })
      : handler,
  );
}
