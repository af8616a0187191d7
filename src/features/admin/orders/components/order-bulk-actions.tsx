import { Button, Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { bulkFailureReason } from '@/features/admin/common/bulk/bulk-failure-reason';
import { BulkRunModal } from '@/features/admin/common/bulk/bulk-run-modal';
import { BulkValueDialog } from '@/features/admin/common/bulk/bulk-value-dialog';
import { SelectionBar } from '@/features/admin/common/bulk/selection-bar';
import { useBulkRun } from '@/features/admin/common/bulk/use-bulk-run';
import type { RowSelection } from '@/features/admin/common/bulk/use-row-selection';
import { statisticsKeys } from '@/features/admin/common/query-keys';
import { putOrderStatus } from '../api/update-order-status';
import { adminOrderKeys } from '../api/query-keys';
import type { AdminOrderRow } from '../order-row';
import { ORDER_STATUSES, type OrderStatus } from '../order-status';

/**
 * The orders list's bulk action: one status for every selected order, set order by order with
 * the single status change's call (the statuses its select offers).
 */
export function OrderBulkActions({ selection }: { selection: RowSelection<AdminOrderRow> }) {
  const texts = useAdminTexts();
  const T = texts.bulk;
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const runner = useBulkRun<AdminOrderRow>(() =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
      queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
    ]),
  );
  const start = () => {
    if (!status) return;
    setAsking(false);
    void runner.start({
      title: `${T.orders.statusTitle}${texts.shared.colon}${texts.orders.statusLabels[status]}`,
      items: selection.rows,
      labelOf: (order) => `#${order.id}`,
      task: (order) => putOrderStatus(order.orderId, status),
      reasonOf: (error) => bulkFailureReason(error, T),
    });
  };
  return (
    <>
      <SelectionBar selection={selection}>
        <Button size="compact-sm" onClick={() => setAsking(true)}>
          {T.orders.changeStatus}
        </Button>
      </SelectionBar>
      {asking && (
        <BulkValueDialog
          title={T.orders.statusTitle}
          onClose={() => setAsking(false)}
          onSubmit={start}
          canSubmit={status !== null}
        >
          <Select
            label={T.orders.statusLabel}
            data={ORDER_STATUSES.map((value) => ({
              value,
              label: texts.orders.statusLabels[value],
            }))}
            value={status}
            onChange={(value) => setStatus(value as OrderStatus | null)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        </BulkValueDialog>
      )}
      <BulkRunModal runner={runner} />
    </>
  );
}
