import { withAuth, withRole } from '../auth';
import { db } from '../db/database';
import { maskedUnauthorized, readJson } from '../responses';
import { isRecord } from '../validation';
import { on, type Quirk } from './quirk';

/** The minimum lengths the real server's entities enforce at persist. */
const MIN_LENGTHS = {
  category: { categoryName: 5 },
  product: { productName: 3, description: 6 },
  address: { street: 5, buildingName: 5, city: 4, state: 2, country: 2, pincode: 5 },
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const tooShort = (value: unknown, min: number) => text(value).length < min;

const categoryTooShort = (body: unknown) =>
  isRecord(body) && tooShort(body.categoryName ?? body.name, MIN_LENGTHS.category.categoryName);

const productTooShort = (body: unknown) =>
  isRecord(body) &&
  (tooShort(body.productName, MIN_LENGTHS.product.productName) ||
    tooShort(body.description, MIN_LENGTHS.product.description));

function addressTooShort(body: unknown) {
  if (!isRecord(body)) return false;
  const m = MIN_LENGTHS.address;
  return (
    tooShort(body.street, m.street) ||
    tooShort(body.buildingName ?? body.building, m.buildingName) ||
    tooShort(body.city, m.city) ||
    tooShort(body.state, m.state) ||
    tooShort(body.country, m.country) ||
    tooShort(body.pincode ?? body.zipCode, m.pincode)
  );
}

/** The masked 401 when the body is too short; nothing (the shared handler answers) otherwise. */
const refuseShort = async (request: Request, tooShortBody: (body: unknown) => boolean) =>
  tooShortBody(await readJson(request)) ? maskedUnauthorized() : undefined;

export const minimumLengths: Quirk = {
  name: 'minimum lengths',
  description:
    'The entities check their minimum lengths only at persist, so a short value is the masked 401 (after the 404 of an unknown row): category name 5, product name 3, product description 6, address street and buildingName 5, city 4, state and country 2, pincode 5; create and update.',
  handlers: [
    on.post(
      '/public/categories',
      withRole('ROLE_ADMIN', ({ request }) => refuseShort(request, categoryTooShort)),
    ),
    on.put(
      '/public/categories/:categoryId',
      withRole('ROLE_ADMIN', ({ request, params }) =>
        db().categories.some((c) => c.categoryId === Number(params.categoryId))
          ? refuseShort(request, categoryTooShort)
          : undefined,
      ),
    ),
    on.post(
      '/admin/categories/:categoryId/product',
      withRole('ROLE_ADMIN', ({ request, params }) =>
        db().categories.some((c) => c.categoryId === Number(params.categoryId))
          ? refuseShort(request, productTooShort)
          : undefined,
      ),
    ),
    on.put(
      '/admin/products/:productId',
      withRole('ROLE_ADMIN', ({ request, params }) =>
        db().products.some((p) => p.productId === Number(params.productId))
          ? refuseShort(request, productTooShort)
          : undefined,
      ),
    ),
    on.post(
      '/users/addresses',
      withAuth(({ request }) => refuseShort(request, addressTooShort)),
    ),
    on.put(
      '/users/addresses/:addressId',
      withAuth(({ request, params, user }) =>
        db().addresses.some((a) => a.addressId === Number(params.addressId) && a.userId === user.id)
          ? refuseShort(request, addressTooShort)
          : undefined,
      ),
    ),
  ],
};
