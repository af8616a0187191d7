import { Badge } from '@mantine/core';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import {
  orderStatusColor,
  orderStatusLabel,
  paymentStatusColor,
  paymentStatusLabel,
  type PaymentStatus,
} from '../order-status';

export function OrderStatusBadge({ status }: { status: string }) {
  const S = useAdminTexts().orders;
  return (
    <Badge color={orderStatusColor(status)} variant="light">
      {orderStatusLabel(S, status)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus | undefined }) {
  const S = useAdminTexts().orders;
  return (
    <Badge color={paymentStatusColor(status)} variant="outline">
      {paymentStatusLabel(S, status)}
    </Badge>
  );
}
