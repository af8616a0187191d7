import { toProduct } from '../../../api/adapters';
import type { components } from '../../../api/schema.gen';
import type { PaymentStatus } from './order-status';

type Order = components['schemas']['Order'];

/** An order as the admin screen reads it, from the server's order in either shape. */
export interface AdminOrderRow {
  orderId: number;
  id: string;
  status: string;
  paymentMethod: string;
  paymentStatus: PaymentStatus | undefined;
  totalAmount: number;
  trackingNumber: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  shippingAddress: Order['shippingAddress'];
  items: { id: number; name: string; quantity: number; price: number }[];
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  updatedAt: string | null;
}

/** The real server knows no payment status; a succeeded payment is read as completed. */
function readPaymentStatus(order: Order): PaymentStatus | undefined {
  if (order.paymentStatus) return order.paymentStatus;
  const pg = order.payment?.pgStatus?.toLowerCase();
  return pg === 'succeeded' ? 'completed' : pg === 'failed' ? 'failed' : pg ? 'pending' : undefined;
}

export function toAdminOrderRow(order: Order): AdminOrderRow {
  return {
    orderId: order.orderId,
    id: String(order.orderId),
    status: order.orderStatus,
    paymentMethod: order.payment?.paymentMethod ?? '',
    paymentStatus: readPaymentStatus(order),
    totalAmount: order.totalAmount,
    trackingNumber: order.trackingNumber ?? null,
    customerName: order.customerName ?? order.email,
    customerEmail: order.email,
    customerPhone: order.customerPhone ?? null,
    shippingAddress: order.shippingAddress,
    items: order.orderItems.map((item) => {
      const product = toProduct(item.product);
      return {
        id: item.orderItemId,
        name: product.productName,
        quantity: item.quantity,
        price: item.orderedProductPrice,
      };
    }),
    createdAt: order.createdAt ?? order.orderDate,
    paidAt: order.paidAt ?? null,
    shippedAt: order.shippedAt ?? null,
    deliveredAt: order.deliveredAt ?? null,
    updatedAt: order.updatedAt ?? null,
  };
}
