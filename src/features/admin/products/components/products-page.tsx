import { Button, Select, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
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
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { filterProducts, type ProductStatusFilter } from '../filter-products';
import { PRODUCT_CSV_COLUMNS } from '../product-csv';
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
  const { rows, isLoading, isSample } = useAdminProducts();
  const categories = useAdminCategories();
  const [status, setStatus] = useState<ProductStatusFilter>('all');
  const [search, setSearch] = useState('');
  const [modal, setModal] = useDialogState<ModalState<Product>>();
  const remove = useDeleteProduct();
  const filtered = filterProducts(rows, status, search);
  const paged = usePagedRows(filtered);
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
    onSearch: setSearch,
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
      filters={
        <>
          <TextInput
            aria-label={S.search}
            placeholder={S.search}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={280}
          />
          <Select
            label={S.statusFilter}
            data={statusOptions(texts)}
            value={status}
            onChange={(value) => setStatus((value as ProductStatusFilter | null) ?? 'all')}
            allowDeselect={false}
            w={180}
          />
        </>
      }
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
        onView={(item) => setModal({ mode: 'view', item })}
        onEdit={(item) => setModal({ mode: 'edit', item })}
        onDelete={askDelete}
      />
    </AdminListFrame>
  );
}
