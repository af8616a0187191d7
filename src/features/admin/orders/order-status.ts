import type { components } from '@/api/schema.gen';
import type { AdminTexts } from '@/features/admin/common/texts';

export type OrderStatus = components['schemas']['OrderStatus'];
export type PaymentStatus = components['schemas']['PaymentStatus'];

/** The statuses the server accepts on update, in the order of an order's life. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'paid',
  'shipped',
  'completed',
  'cancelled',
];

/** The order texts of the administrator's language (`useAdminTexts().orders`). */
type OrderTexts = AdminTexts['orders'];

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'completed', 'failed'];

/**
 * The accepted status a raw value stands for: the upper-case variants (PENDING, PAID ...) of
 * other admin views map onto it; the real server's free strings ("Order Accepted !") do not.
 */
export function knownOrderStatus(raw: string): OrderStatus | null {
  const value = raw.trim().toLowerCase();
  if (value === 'pending') return 'pending_payment';
  return (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : null;
}

/** COMPLETED green, SHIPPED blue, PAID yellow, PENDING orange, anything else red. */
export function orderStatusColor(raw: string): string {
  const colors: Partial<Record<OrderStatus, string>> = {
    completed: 'green',
    shipped: 'blue',
    paid: 'yellow',
    pending_payment: 'orange',
  };
  const known = knownOrderStatus(raw);
  return (known && colors[known]) ?? 'red';
}

export const orderStatusLabel = (texts: OrderTexts, raw: string) => {
  const known = knownOrderStatus(raw);
  return known ? texts.statusLabels[known] : raw;
};

export function paymentStatusColor(status: PaymentStatus | undefined): string {
  return status === 'completed' ? 'green' : status === 'pending' ? 'orange' : 'red';
}

export const paymentStatusLabel = (texts: OrderTexts, status: PaymentStatus | undefined) =>
  status ? texts.paymentStatusLabels[status] : '—';
