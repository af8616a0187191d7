import { Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { AdminListHeading } from '@/features/admin/common/admin-list-heading';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Category } from '@/api/adapters';
import { isApiError } from '@/api/errors';
import { toast } from '@/lib/toast';
import { useConfirmAction } from '@/features/admin/common/confirm';
import { ListPager } from '@/features/admin/common/list-pager';
import { ListToolbar } from '@/features/admin/common/list-toolbar';
import { useListSearch } from '@/features/admin/common/use-list-search';
import { usePagedRows } from '@/features/admin/common/use-paged-rows';
import { useRowDialog } from '@/features/admin/common/use-row-dialog';
import { categoryListSearch } from '../category-list-search';
import { SampleDataNotice } from '@/features/admin/common/sample-data-notice';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { categoryProductCountQueryOptions } from '../api/get-category-product-count';
import { filterCategories } from '../filter-categories';
import { CATEGORY_LIST_DEFAULTS, CATEGORY_SORTS, sortCategories } from '../sort-categories';
import { CategoryCard } from './category-card';
import { CategoryFormModal } from './category-form-modal';
import { useAdminTexts } from '@/features/admin/common/admin-language';

const categoryId = (category: Category) => category.categoryId;

export function CategoriesPage() {
  const texts = useAdminTexts();
  const S = texts.categories;
  const shared = texts.shared;
  const confirmAction = useConfirmAction();
  const { rows, isLoading, isSample, error } = useAdminCategories();
  const list = useListSearch(categoryListSearch, CATEGORY_LIST_DEFAULTS);
  const modal = useRowDialog({ ready: !isLoading, rows, idOf: categoryId });
  const remove = useDeleteCategory();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState<number | null>(null);
  const shown = sortCategories(filterCategories(rows, list.q), list);
  const paged = usePagedRows(shown, list);

  /**
   * Deleting a category on the real server deletes its products with it (cascade), and its
   * category list has no productCount. So the count is asked afresh from the server right
   * before every delete, and a category that has products is refused, not confirmed: a
   * confirmation is one careless click from losing part of the catalogue, and the products
   * cannot be moved first (an update never changes a product's category), so refusing and
   * saying how many products are there is the safer design. When the count cannot be found
   * out, the delete is refused too: "unknown" must never be taken for "none".
   */
  const askDelete = async (category: Category) => {
    setChecking(category.categoryId);
    let count: number;
    try {
      count = await queryClient.fetchQuery({
        ...categoryProductCountQueryOptions(category.categoryId),
        staleTime: 0,
      });
    } catch {
      return toast.error(S.deleteCountUnknown);
    } finally {
      setChecking(null);
    }
    if (count > 0) return toast.error(S.deleteHasProductsCount(count));
    confirmAction(S.deleteConfirm, () =>
      remove.mutate(category.categoryId, {
        onSuccess: () => toast.success(S.deleted),
        // The server refuses a category that still has products with a 400 (another admin
        // may have added one since the list loaded): that alert says so.
        onError: (error) =>
          toast.error(
            isApiError(error) && error.status === 400 ? S.deleteHasProducts : S.deleteFailed,
          ),
      }),
    );
  };

  return (
    <Stack>
      <AdminListHeading
        title={S.title}
        count={S.count(rows.length)}
        actions={<Button onClick={modal.create}>{S.add}</Button>}
      />
      {isSample && <SampleDataNotice error={error} />}
      <ListToolbar list={list} area="categories" searchWidth={360} sorts={CATEGORY_SORTS} />
      {isLoading ? (
        <Center p="xl">
          <Loader aria-label={shared.busy} />
        </Center>
      ) : shown.length === 0 ? (
        <Text ta="center" c="dimmed" p="xl">
          {S.empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
          {paged.pageRows.map((category) => (
            <CategoryCard
              key={category.categoryId}
              category={category}
              onView={() => modal.view(category)}
              onEdit={() => modal.edit(category)}
              onDelete={() => void askDelete(category)}
              deleteChecking={checking === category.categoryId}
            />
          ))}
        </SimpleGrid>
      )}
      {shown.length > 0 && <ListPager pager={paged} />}
      {modal.state && <CategoryFormModal state={modal.state} onClose={modal.close} />}
    </Stack>
  );
}
