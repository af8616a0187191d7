import { Badge } from '@mantine/core';
import {
  orderStatusColor,
  orderStatusLabel,
  paymentStatusColor,
  paymentStatusLabel,
  type PaymentStatus,
} from '../order-status';

export const OrderStatusBadge = ({ status }: { status: string }) => (
  <Badge color={orderStatusColor(status)} variant="light">
    {orderStatusLabel(status)}
  </Badge>
);

export const PaymentStatusBadge = ({ status }: { status: PaymentStatus | undefined }) => (
  <Badge color={paymentStatusColor(status)} variant="outline">
    {paymentStatusLabel(status)}
  </Badge>
);
