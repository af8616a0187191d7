import { Select } from '@mantine/core';
import { useUpdateOrderStatus } from '../api/update-order-status';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABEL,
  knownOrderStatus,
  type OrderStatus,
} from '../order-status';
import type { AdminOrderRow } from '../order-row';
import { ORDER_STRINGS } from '../strings';

// Built while rendering: labels read at module load would stay in the language the back office
// had when this chunk first loaded (texts/live-texts.ts).
const statusOptions = () =>
  ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABEL[value] }));

/** Any status may be picked, in any order; the change goes to the server. */
export function OrderStatusSelect({ order, label }: { order: AdminOrderRow; label?: string }) {
  const update = useUpdateOrderStatus();
  return (
    <Select
      size="xs"
      w={label ? undefined : 120}
      label={label}
      aria-label={label ? undefined : ORDER_STRINGS.changeStatusFor(order.id)}
      data={statusOptions()}
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
