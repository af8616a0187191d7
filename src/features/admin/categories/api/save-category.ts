import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toCategory, toCategoryInput, type CategoryFormValues } from '@/api/adapters';
import { api, call } from '@/api/client';
import { adminCategoryKeys } from './query-keys';
import { catalogKeys } from '@/features/catalog';

/** Create (POST /public/categories) or update (PUT /public/categories/{id}); the list reloads. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      categoryId,
      values,
    }: {
      categoryId?: number;
      values: CategoryFormValues;
    }) => {
      const body = toCategoryInput(values);
      return toCategory(
        categoryId === undefined
          ? await call(api.POST('/public/categories', { body }))
          : await call(
              api.PUT('/public/categories/{categoryId}', {
                params: { path: { categoryId } },
                body,
              }),
            ),
      );
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.categories() }),
      ]),
  });
}
