import { Button, NumberInput, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Product } from '@/api/adapters';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { bulkFailureReason } from '@/features/admin/common/bulk/bulk-failure-reason';
import { BulkRunModal } from '@/features/admin/common/bulk/bulk-run-modal';
import { BulkValueDialog } from '@/features/admin/common/bulk/bulk-value-dialog';
import { SelectionBar } from '@/features/admin/common/bulk/selection-bar';
import { useBulkRun } from '@/features/admin/common/bulk/use-bulk-run';
import type { RowSelection } from '@/features/admin/common/bulk/use-row-selection';
import { useConfirmAction } from '@/features/admin/common/confirm';
import { deleteProduct } from '../api/delete-product';
import { invalidateProductLists, updateProduct } from '../api/save-product';
import { adminOrdersQueryOptions } from '@/features/admin/orders';
import { orderList, ordersByProduct } from '../product-orders';
import { isDiscount, productBodyWith, stockError, type ProductBulkChange } from '../product-bulk';

type Asking = 'stock' | 'discount' | null;

/**
 * The products list's bulk actions, each product through the one-product call: delete (a
 * product in an order is refused by the real server with its masked 401, and the row says
 * so), change stock, change discount (the product form's rules per row).
 */
export function ProductBulkActions({ selection }: { selection: RowSelection<Product> }) {
  const texts = useAdminTexts();
  const T = texts.bulk;
  const S = texts.products;
  const { formatCount } = useAdminFormat();
  const confirmAction = useConfirmAction();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const [value, setValue] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const runner = useBulkRun<Product>(() => invalidateProductLists(queryClient));
  const labelOf = (p: Product) => `#${p.productId} ${p.productName}`;

  const askDelete = async () => {
    const items = selection.rows;
    // Which of them are in an order (the orders list, cached or asked now); unknown if it fails.
    setChecking(true);
    const inOrders = await queryClient
      .ensureQueryData(adminOrdersQueryOptions)
      .then(ordersByProduct, () => new Map<number, string[]>());
    setChecking(false);
    const ordered = items.filter((p) => inOrders.has(p.productId)).length;
    const message = T.products.deleteConfirm(formatCount(items.length));
    confirmAction(
      ordered ? `${message} ${T.products.deleteInOrders(formatCount(ordered))}` : message,
      () =>
        void runner.start({
          title: T.products.deleteTitle,
          items,
          labelOf,
          task: (p) => deleteProduct(p.productId),
          reasonOf: (e, p) => {
            const orders = inOrders.get(p.productId);
            const masked = orders
              ? T.products.inOrders(orderList(orders))
              : T.products.maybeInOrder;
            return bulkFailureReason(e, T, masked);
          },
        }),
    );
  };
  const ask = (what: Asking) => {
    setValue('');
    setError(null);
    setAsking(what);
  };
  const submit = () => {
    let change: ProductBulkChange;
    if (asking === 'stock') {
      const problem = stockError(value, S.errors, T.products.stockLabel);
      if (problem) return setError(problem);
      change = { quantity: Number(value) };
    } else {
      if (!isDiscount(value)) return setError(T.products.discountRange);
      change = { discount: Number(value) };
    }
    setAsking(null);
    void runner.start({
      title: asking === 'stock' ? T.products.stockTitle : T.products.discountTitle,
      items: selection.rows,
      labelOf,
      task: (p) => updateProduct(p.productId, productBodyWith(p, change, S)),
      reasonOf: (e) => bulkFailureReason(e, T),
    });
  };

  return (
    <>
      <SelectionBar selection={selection}>
        <Button size="compact-sm" variant="light" onClick={() => ask('stock')}>
          {T.products.changeStock}
        </Button>
        <Button size="compact-sm" variant="light" onClick={() => ask('discount')}>
          {T.products.changeDiscount}
        </Button>
        <Button size="compact-sm" color="red" loading={checking} onClick={() => void askDelete()}>
          {T.products.delete}
        </Button>
      </SelectionBar>
      {asking && (
        <BulkValueDialog
          title={asking === 'stock' ? T.products.stockTitle : T.products.discountTitle}
          onClose={() => setAsking(null)}
          onSubmit={submit}
        >
          <NumberInput
            label={asking === 'stock' ? T.products.stockLabel : T.products.discountLabel}
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            error={error}
            allowNegative={false}
            decimalScale={asking === 'stock' ? 0 : 2}
            data-autofocus
          />
          {asking === 'discount' && (
            <Text size="sm" c="dimmed">
              {T.products.discountHint}
            </Text>
          )}
        </BulkValueDialog>
      )}
      <BulkRunModal runner={runner} />
    </>
  );
}
