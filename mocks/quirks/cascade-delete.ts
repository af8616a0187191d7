import { HttpResponse } from 'msw';
import { withRole } from '../auth';
import { db } from '../db/database';
import { toCategoryDto } from '../db/serializers';
import { maskedUnauthorized, notFound } from '../responses';
import { inACart, inAnOrder } from './foreign-keys';
import { on, type Quirk } from './quirk';

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
