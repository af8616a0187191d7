import { Button } from '@mantine/core';
import { usePagedSelection } from '@/features/admin/common/use-paged-selection';
import { useRowDialog } from '@/features/admin/common/use-row-dialog';
import { PRODUCT_STATUSES } from '../product-status';
import { AdminListFrame } from '@/features/admin/common/admin-list-frame';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import type { AdminTexts } from '@/features/admin/common/texts';
import type { Product } from '@/api/adapters';
import { toast } from '@/lib/toast';
import { useAdminCategories } from '@/features/admin/categories';
import { useConfirmAction } from '@/features/admin/common/confirm';
import { ProductBulkActions } from './product-bulk-actions';
import { useListSearch } from '@/features/admin/common/use-list-search';
import { ListToolbar } from '@/features/admin/common/list-toolbar';
import { productListSearch } from '../product-list-search';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { filterProducts } from '../filter-products';
import { PRODUCT_CSV_COLUMNS } from '../product-csv';
import { PRODUCT_LIST_DEFAULTS, PRODUCT_SORTS, sortProducts } from '../sort-products';
import { ProductFormModal } from './product-form-modal';
import { ProductsTable } from './products-table';
import { ImportCsvButton } from '../import/import-csv-button';

const productId = (product: Product) => product.productId;

const statusOptions = (S: AdminTexts['products']) =>
  PRODUCT_STATUSES.map((value) => ({ value, label: S.status[value] }));

export function ProductsPage() {
  const texts = useAdminTexts();
  const S = texts.products;
  const confirmAction = useConfirmAction();
  const { rows, isLoading, isSample, error } = useAdminProducts();
  const categories = useAdminCategories();
  const list = useListSearch(productListSearch, PRODUCT_LIST_DEFAULTS);
  const modal = useRowDialog({
    ready: !isLoading && !categories.isLoading,
    rows,
    idOf: productId,
    createFromLink: true,
  });
  const remove = useDeleteProduct();
  const filtered = sortProducts(filterProducts(rows, list.status ?? 'all', list.q), list);
  const { paged, selection } = usePagedSelection(filtered, list, productId);
  const categoryOptions = categories.isSample
    ? []
    : categories.rows.map((c) => ({ value: String(c.categoryId), label: c.categoryName }));

  const openCreate = () => {
    // A product needs a category; sample categories do not exist on the server.
    if (!categories.isLoading && categoryOptions.length === 0) return toast.error(S.noCategory);
    modal.create();
  };
  const askDelete = (product: Product) =>
    confirmAction(S.deleteConfirm(product.productName), () =>
      remove.mutate(product.productId, {
        onSuccess: () => toast.success(S.deleted),
        onError: () => toast.error(S.deleteFailed),
      }),
    );

  return (
    <AdminListFrame
      area="products"
      total={rows.length}
      csv={{ rows: filtered, columns: PRODUCT_CSV_COLUMNS }}
      actions={
        <>
          <ImportCsvButton />
          <Button onClick={openCreate}>{S.add}</Button>
        </>
      }
      source={{ isLoading, isSample, error }}
      toolbar={
        <ListToolbar
          list={list}
          area="products"
          searchWidth={280}
          sorts={PRODUCT_SORTS}
          filters={[{ key: 'status', label: S.statusFilter, options: statusOptions(S), w: 180 }]}
        />
      }
      bar={!isSample && <ProductBulkActions selection={selection} />}
      emptyText={S.empty}
      pager={paged}
      after={
        modal.state && (
          <ProductFormModal
            state={modal.state}
            categories={categoryOptions}
            onClose={modal.close}
          />
        )
      }
    >
      <ProductsTable
        products={paged.pageRows}
        selection={isSample ? undefined : selection}
        onView={modal.view}
        onEdit={modal.edit}
        onDelete={askDelete}
      />
    </AdminListFrame>
  );
}
