import { withAuth } from '../auth';
import { addCartLine, cartOf, cartSaved, readCartLines, stepCartLine } from '../handlers/cart';
import { on, type Quirk } from './quirk';

export const noStockOrCartLimits: Quirk = {
  name: 'no stock or cart limits',
  description:
    'POST /cart/create stores the lines as sent: the same product twice stays two lines, no stock check, no caps (plain mode: at most 100 lines and 1,000 of one product), inactive products too; the cart operations have no caps or active check either. An order takes the stock without checking it (trusting payments), so stock goes negative; plain mode re-checks every line (active, in stock, lines of one product summed) and refuses with 400.',
  handlers: [
    on.post(
      '/cart/create',
      withAuth(async ({ request, user }) => {
        const lines = await readCartLines(request);
        if (lines instanceof Response) return lines;
        cartOf(user).items = lines;
        return cartSaved();
      }),
    ),
    on.post(
      '/carts/products/:productId/quantity/:quantity',
      withAuth(({ params, user }) => addCartLine(params, user)),
    ),
    on.put(
      '/cart/products/:productId/quantity/:operation',
      withAuth(({ params, user }) => stepCartLine(params, user)),
    ),
  ],
};
