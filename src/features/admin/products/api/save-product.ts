import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toProduct } from '@/api/adapters';
import { api, call } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { adminProductKeys } from './query-keys';
import { catalogKeys } from '@/features/catalog';
import { adminCategoryKeys } from '@/features/admin/categories';

type ProductInput = components['schemas']['ProductInput'];

export type SaveProductInput =
  | { productId: number; body: ProductInput }
  | { productId?: undefined; categoryId: number; body: ProductInput };

/** PUT /admin/products/{id}: one product's fields (also what a bulk change runs per row). */
export const updateProduct = (productId: number, body: ProductInput) =>
  call(api.PUT('/admin/products/{productId}', { params: { path: { productId } }, body }));

/**
 * POST /admin/categories/{categoryId}/product creates, PUT /admin/products/{id} edits. Product
 * lists everywhere (back office, catalogue, category counts) are stale afterwards.
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveProductInput) =>
      toProduct(
        input.productId === undefined
          ? await call(
              api.POST('/admin/categories/{categoryId}/product', {
                params: { path: { categoryId: input.categoryId } },
                body: input.body,
              }),
            )
          : await updateProduct(input.productId, input.body),
      ),
    onSettled: () => invalidateProductLists(queryClient),
  });
}

export function invalidateProductLists(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.products() }),
  ]);
}
