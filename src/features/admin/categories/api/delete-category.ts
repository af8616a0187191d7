import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { adminCategoryKeys } from './query-keys';
import { catalogKeys } from '@/features/catalog';
import { adminProductKeys } from '@/features/admin/products';

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) =>
      call(api.DELETE('/admin/categories/{categoryId}', { params: { path: { categoryId } } })),
    // The real server deletes the category's products with it: product lists reload too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.categories() }),
        queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.products() }),
      ]),
  });
}
