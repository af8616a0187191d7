import { toProduct, type Product } from '@/api/adapters';
import { api, call } from '@/api/client';
import type { PlannedRow } from './plan-import';

export type WritableRow = Extract<PlannedRow, { action: 'create' | 'update' }>;

/**
 * One row through the same one-item calls the product form uses (the real server has no bulk
 * endpoint): POST /admin/categories/{categoryId}/product creates, PUT /admin/products/{id}
 * updates. Unlike the form's mutation it does not refresh the lists after every row; the
 * import does that once at the end.
 */
export async function saveImportRow(row: WritableRow): Promise<Product> {
  return toProduct(
    row.action === 'create'
      ? await call(
          api.POST('/admin/categories/{categoryId}/product', {
            params: { path: { categoryId: row.categoryId } },
            body: row.body,
          }),
        )
      : await call(
          api.PUT('/admin/products/{productId}', {
            params: { path: { productId: row.productId } },
            body: row.body,
          }),
        ),
  );
}
