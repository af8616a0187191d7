// The admin categories feature's public entry: what other admin features may use.
export { adminCategoriesQueryOptions, useAdminCategories } from './api/get-admin-categories';
export { adminCategoryKeys } from './api/query-keys';
