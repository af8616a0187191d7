import { Select } from '@mantine/core';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { ORDER_STATUSES, knownOrderStatus, type OrderStatus } from '../order-status';
import type { AdminOrderRow } from '../order-row';

/** Any status may be picked, in any order; the change goes to the server. */
export function OrderStatusSelect({ order, label }: { order: AdminOrderRow; label?: string }) {
  const S = useAdminTexts().orders;
  const update = useUpdateOrderStatus();
  return (
    <Select
      size="xs"
      w={label ? undefined : 120}
      label={label}
      aria-label={label ? undefined : S.changeStatusFor(order.id)}
      data={ORDER_STATUSES.map((value) => ({ value, label: S.statusLabels[value] }))}
      value={knownOrderStatus(order.status)}
      placeholder={order.status}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        if (value && value !== knownOrderStatus(order.status))
          update.mutate({ orderId: order.orderId, status: value as OrderStatus });
      }}
    />
  );
}
