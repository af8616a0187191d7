import { withAuth, withRole } from '../auth';
import { db } from '../db/database';
import { maskedUnauthorized } from '../responses';
import { on, type Quirk } from './quirk';

export const inAnOrder = (productId: number) =>
  db().orders.some((o) => o.items.some((i) => i.productId === productId));
export const inACart = (productId: number) =>
  db().carts.some((c) => c.items.some((i) => i.productId === productId));

export const foreignKeys: Quirk = {
  name: 'foreign keys',
  description:
    'A delete that breaks a foreign key fails in the database: the masked 401 for a product in an order, an address an order uses, a category whose products are in a cart or an order (that one in cascade-delete.ts).',
  handlers: [
    on.delete(
      '/admin/products/:productId',
      withRole('ROLE_ADMIN', ({ params }) =>
        inAnOrder(Number(params.productId)) ? maskedUnauthorized() : undefined,
      ),
    ),
    on.delete(
      '/users/addresses/:addressId',
      withAuth(({ params, user }) => {
        const id = Number(params.addressId);
        const own = db().addresses.some((a) => a.addressId === id && a.userId === user.id);
        return own && db().orders.some((o) => o.addressId === id)
          ? maskedUnauthorized()
          : undefined;
      }),
    ),
  ],
};
