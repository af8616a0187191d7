import { Button, Select, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { AdminListFrame } from '../../common/admin-list-frame';
import { useAdminTexts } from '../../common/admin-language';
import type { AdminTexts } from '../../common/texts';
import type { Product } from '../../../../api/adapters';
import { toast } from '../../../../lib/toast';
import { useAdminCategories } from '../../categories';
import { useConfirmAction } from '../../common/confirm';
import { ExportCsvButton } from '../../common/export-csv-button';
import { useDialogState, type ModalState } from '../../common/modal-mode';
import { useListIntent } from '../../common/list-intent';
import { usePagedRows } from '../../common/use-paged-rows';
import { useRowSelection } from '../../common/bulk/use-row-selection';
import { ProductBulkActions } from './product-bulk-actions';
import { useListSearch } from '../../common/use-list-search';
import { SortSelect } from '../../common/sort-select';
import { productListSearch } from '../../../../lib/admin-list-search';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { filterProducts } from '../filter-products';
import type { ProductStatus } from '../product-status';
import { PRODUCT_CSV_COLUMNS } from '../product-csv';
import { PRODUCT_LIST_DEFAULTS, PRODUCT_SORTS, sortProducts } from '../sort-products';
import { ProductFormModal } from './product-form-modal';
import { ProductsTable } from './products-table';
import { ImportCsvButton } from '../import/import-csv-button';

const productId = (product: Product) => product.productId;

const statusOptions = ({ products: S, shared }: AdminTexts) => [
  { value: 'all', label: shared.all },
  { value: 'active', label: S.status.active },
  { value: 'out_of_stock', label: S.status.out_of_stock },
  { value: 'inactive', label: S.status.inactive },
];

export function ProductsPage() {
  const texts = useAdminTexts();
  const S = texts.products;
  const confirmAction = useConfirmAction();
  const { rows, isLoading, isSample, error } = useAdminProducts();
  const categories = useAdminCategories();
  const list = useListSearch(productListSearch, PRODUCT_LIST_DEFAULTS);
  const [modal, setModal] = useDialogState<ModalState<Product>>();
  const remove = useDeleteProduct();
  const filtered = sortProducts(filterProducts(rows, list.status ?? 'all', list.q), list);
  const paged = usePagedRows(filtered, list);
  const selection = useRowSelection({
    matching: filtered,
    pageRows: paged.pageRows,
    idOf: productId,
  });
  const categoryOptions = categories.isSample
    ? []
    : categories.rows.map((c) => ({ value: String(c.categoryId), label: c.categoryName }));

  const openCreate = () => {
    // A product needs a category; sample categories do not exist on the server.
    if (!categories.isLoading && categoryOptions.length === 0) return toast.error(S.noCategory);
    setModal({ mode: 'create' });
  };
  useListIntent({
    ready: !isLoading && !categories.isLoading,
    rows,
    idOf: productId,
    onOpen: useCallback((item: Product) => setModal({ mode: 'view', item }), [setModal]),
    onCreate: useCallback(() => setModal({ mode: 'create' }), [setModal]),
  });
  const askDelete = (product: Product) =>
    confirmAction(S.deleteConfirm(product.productName), () =>
      remove.mutate(product.productId, {
        onSuccess: () => toast.success(S.deleted),
        onError: () => toast.error(S.deleteFailed),
      }),
    );

  return (
    <AdminListFrame
      title={S.title}
      count={S.count(rows.length)}
      actions={
        <>
          <ExportCsvButton rows={filtered} columns={PRODUCT_CSV_COLUMNS} fileName="products" />
          <ImportCsvButton />
          <Button onClick={openCreate}>{S.add}</Button>
        </>
      }
      isSample={isSample}
      sampleError={error}
      filters={
        <>
          <TextInput aria-label={S.search} placeholder={S.search} {...list.searchBox} w={280} />
          <Select
            label={S.statusFilter}
            data={statusOptions(texts)}
            value={list.status ?? 'all'}
            onChange={(value) =>
              list.setFilters({ status: value === 'all' ? undefined : (value as ProductStatus) })
            }
            allowDeselect={false}
            w={180}
          />
          <SortSelect
            fields={PRODUCT_SORTS}
            labels={texts.lists.sortFields.products}
            sort={list.sort}
            dir={list.dir}
            onChange={list.setSort}
          />
        </>
      }
      bar={!isSample && <ProductBulkActions selection={selection} />}
      isLoading={isLoading}
      isEmpty={filtered.length === 0}
      emptyText={S.empty}
      pager={paged}
      after={
        modal && (
          <ProductFormModal
            state={modal}
            categories={categoryOptions}
            onClose={() => setModal(null)}
          />
        )
      }
    >
      <ProductsTable
        products={paged.pageRows}
        selection={isSample ? undefined : selection}
        onView={(item) => setModal({ mode: 'view', item })}
        onEdit={(item) => setModal({ mode: 'edit', item })}
        onDelete={askDelete}
      />
    </AdminListFrame>
  );
}
