import { isObject, type Quirk } from './quirk';

type Json = Record<string, unknown>;

// Fields of the mock's DTOs that the real server's DTOs do not have (see openapi.yaml: optional).
const PRODUCT_EXTRAS = [
  'soldQuantity',
  'createdAt',
  'active',
  'brand',
  'category',
  'rating',
] as const;
const CATEGORY_EXTRAS = ['description', 'productCount', 'isActive', 'createdAt', 'updatedAt'];
const ORDER_EXTRAS = [
  'customerName',
  'customerPhone',
  'paymentStatus',
  'trackingNumber',
  'shippingAddress',
  'createdAt',
  'paidAt',
  'shippedAt',
  'deliveredAt',
  'updatedAt',
] as const;

const isProduct = (value: Json) => 'productId' in value && 'price' in value;
const isOrder = (value: Json) => 'orderId' in value && 'orderItems' in value;
// A category DTO (not a statistics row with a category's name and count).
const isCategory = (value: Json) =>
  'categoryId' in value && 'categoryName' in value && ('isActive' in value || 'updatedAt' in value);

function omit(target: Json, keys: readonly string[]) {
  for (const key of keys) delete target[key];
}

/** Strips the extension fields from every product, category and order anywhere in a body. */
function toRealShapes(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(toRealShapes);
    return;
  }
  if (!isObject(value)) return;
  if (isProduct(value)) omit(value, PRODUCT_EXTRAS);
  if (isCategory(value)) omit(value, CATEGORY_EXTRAS);
  if (isOrder(value)) omit(value, ORDER_EXTRAS);
  for (const child of Object.values(value)) toRealShapes(child);
}

export const plainShapes: Quirk = {
  name: 'plain shapes',
  description:
    'Products carry only the Java DTO fields (no soldQuantity, createdAt, active, brand, category, rating); categories only categoryId and categoryName; orders only orderId, email, orderItems, orderDate, payment, totalAmount, orderStatus, addressId.',
  json: toRealShapes,
};
