import { withAuth } from '../auth';
import { db } from '../db/database';
import { maskedUnauthorized } from '../responses';
import { on, type Quirk } from './quirk';

// The real server meets a null cart: the masked 401 until POST /cart/create made one.
const refuseWithoutCart = withAuth(({ user }) =>
  db().carts.some((c) => c.userId === user.id) ? undefined : maskedUnauthorized(),
);

export const noCartUntilCreated: Quirk = {
  name: 'no server cart until created',
  description:
    'A user has no server cart until POST /cart/create (no seeded user has one, user1 included): GET /carts/users/cart, PUT /cart/products/…, POST /carts/products/… and DELETE /carts/… answer the masked 401 until then.',
  handlers: [
    on.get('/carts/users/cart', refuseWithoutCart),
    on.put('/cart/products/:productId/quantity/:operation', refuseWithoutCart),
    on.post('/carts/products/:productId/quantity/:quantity', refuseWithoutCart),
    on.delete('/carts/:cartId/product/:productId', refuseWithoutCart),
  ],
};
