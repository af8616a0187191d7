import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../../api/client';
import { adminCategoriesQueryKey } from './get-admin-categories';

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) =>
      call(api.DELETE('/admin/categories/{categoryId}', { params: { path: { categoryId } } })),
    // The real server deletes the category's products with it: product lists reload too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
