import { maskedUnauthorized } from '../responses';
import { on, type Quirk } from './quirk';

/** Sort fields the real entities have; any other sortBy fails in the repository. */
const PRODUCT_SORT_FIELDS = new Set([
  'productId',
  'productName',
  'image',
  'description',
  'quantity',
  'price',
  'discount',
  'specialPrice',
]);
const CATEGORY_SORT_FIELDS = new Set(['categoryId', 'categoryName']);

function unknownSort(request: Request, known: Set<string>) {
  const sortBy = new URL(request.url).searchParams.get('sortBy');
  return sortBy !== null && sortBy !== '' && !known.has(sortBy);
}

const refuseUnknown =
  (known: Set<string>) =>
  ({ request }: { request: Request }) =>
    unknownSort(request, known) ? maskedUnauthorized() : undefined;

export const unknownSortField: Quirk = {
  name: 'unknown sortBy',
  description:
    'A sortBy the entity does not have fails in the repository (PropertyReferenceException): the masked 401.',
  handlers: [
    on.get('/public/products', refuseUnknown(PRODUCT_SORT_FIELDS)),
    on.get('/public/products/keyword/:keyword', refuseUnknown(PRODUCT_SORT_FIELDS)),
    on.get('/public/categories/:categoryId/products', refuseUnknown(PRODUCT_SORT_FIELDS)),
    on.get('/public/categories', refuseUnknown(CATEGORY_SORT_FIELDS)),
  ],
};
