// The admin products feature's public entry: what other admin features may use.
export { adminProductsQueryOptions, useAdminProducts } from './api/get-admin-products';
export { isLowStock, stockColor } from './product-status';
export { adminProductKeys } from './api/query-keys';
