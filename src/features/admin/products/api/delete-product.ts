import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../../api/client';
import { invalidateProductLists } from './save-product';

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      call(api.DELETE('/admin/products/{productId}', { params: { path: { productId } } })),
    onSuccess: () => invalidateProductLists(queryClient),
  });
}
