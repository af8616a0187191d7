/**
 * One order of the shopper (/profile/orders/<id>) and its printed receipt; part of
 * STOREFRONT_TEXTS.
 */
export const ORDER_PAGE_TEXTS = {
  title: (orderId: number) => `Order #${orderId}`,
  /** The history's link to the order's page. */
  view: (orderId: number) => `View order #${orderId}`,
  loading: 'Loading the order',
  notFound: 'Order not found',
  notFoundText: 'None of your orders has this number.',
  backToOrders: 'Back to your orders',
  placedOn: (date: string) => `Placed on ${date}`,
  status: 'Order status',
  steps: {
    ordered: 'Ordered',
    paid: 'Paid',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  deliveryAddress: 'Delivery address',
  noAddress: 'No delivery address recorded',
  payment: 'Payment',
  paymentMethod: 'Method',
  paymentReference: 'Reference',
  paymentStatus: 'Status',
  items: 'Items',
  columns: { product: 'Product', quantity: 'Quantity', unitPrice: 'Unit price', total: 'Total' },
  totals: 'Totals',
  subtotal: 'Subtotal',
  total: 'Total',
  printReceipt: 'Print receipt',
};
