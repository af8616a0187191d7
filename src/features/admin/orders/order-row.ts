import { toProduct } from '@/api/adapters';
import type { components } from '@/api/schema.gen';
import type { PaymentStatus } from './order-status';

type Order = components['schemas']['Order'];
type OrderAlt = components['schemas']['OrderAlt'];
type OrderResponse = components['schemas']['OrderResponse'];

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
  /** `productId` is null when the order's spelling does not carry it. */
  items: { id: number; productId: number | null; name: string; quantity: number; price: number }[];
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

/**
 * An order in either spelling the contract allows (decision 0006): the real server's `Order`
 * (`orderId`, `orderStatus`, `orderItems`, `email`) or `OrderAlt` (`id`, `orderNumber`, `status`,
 * `items`, `customerEmail`).
 */
export function toAdminOrderRow(order: OrderResponse): AdminOrderRow {
  return 'orderId' in order && order.orderId !== undefined
    ? fromOrder(order)
    : fromOrderAlt(order as OrderAlt);
}

function fromOrderAlt(order: OrderAlt): AdminOrderRow {
  return {
    orderId: order.id,
    id: order.orderNumber ?? String(order.id),
    status: order.status,
    paymentMethod: order.paymentMethod ?? '',
    paymentStatus: order.paymentStatus,
    totalAmount: order.totalAmount,
    trackingNumber: order.trackingNumber ?? null,
    customerName: order.customerName ?? order.customerEmail,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone ?? null,
    shippingAddress: order.shippingAddress,
    items: order.items.map((item) => ({
      id: item.id,
      productId: item.productId ?? null,
      name: item.name ?? item.productName ?? '',
      quantity: item.quantity,
      price: item.price,
    })),
    createdAt: order.createdAt ?? '',
    paidAt: order.paidAt ?? null,
    shippedAt: order.shippedAt ?? null,
    deliveredAt: order.deliveredAt ?? null,
    updatedAt: order.updatedAt ?? null,
  };
}

function fromOrder(order: Order): AdminOrderRow {
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
        productId: product.productId,
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
