import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { invalidateProductLists } from './save-product';

/** DELETE /admin/products/{id}: one product (also what a bulk delete runs per row). */
export const deleteProduct = (productId: number) =>
  call(api.DELETE('/admin/products/{productId}', { params: { path: { productId } } }));

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => invalidateProductLists(queryClient),
  });
}
