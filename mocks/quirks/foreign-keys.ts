import { HttpResponse } from 'msw';
import { withAuth, withRole } from '../auth';
import { db } from '../db/database';
import { toCategoryDto } from '../db/serializers';
import { maskedUnauthorized, notFound } from '../responses';
import { on, type Quirk } from './quirk';

const inAnOrder = (productId: number) =>
  db().orders.some((o) => o.items.some((i) => i.productId === productId));
const inACart = (productId: number) =>
  db().carts.some((c) => c.items.some((i) => i.productId === productId));

export const foreignKeys: Quirk = {
  name: 'foreign keys',
  description:
    'A delete that breaks a foreign key fails in the database: the masked 401 for a product in an order, a category whose products are in a cart or an order, an address an order uses.',
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

export const cascadeDelete: Quirk = {
  name: 'cascade delete',
  description:
    'Deleting a category (with no foreign-key failure) deletes its products with it (plain mode: 400 while it has products).',
  handlers: [
    on.delete(
      '/admin/categories/:categoryId',
      withRole('ROLE_ADMIN', ({ params }) => {
        const tables = db();
        const row = tables.categories.find((c) => c.categoryId === Number(params.categoryId));
        if (!row)
          return notFound(`Category not found with categoryId: ${String(params.categoryId)}`);
        const products = tables.products.filter((p) => p.categoryId === row.categoryId);
        if (products.some((p) => inAnOrder(p.productId) || inACart(p.productId)))
          return maskedUnauthorized();
        const dto = toCategoryDto(row);
        tables.products = tables.products.filter((p) => p.categoryId !== row.categoryId);
        tables.categories = tables.categories.filter((c) => c !== row);
        return HttpResponse.json(dto);
      }),
    ),
  ],
};
