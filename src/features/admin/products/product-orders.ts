import type { AdminOrderRow } from '@/features/admin/orders';

/**
 * The orders each product is in (order numbers as people see them), from the orders list: the
 * real server refuses to delete a product an order refers to (a foreign key, answered with its
 * masked 401), so a bulk delete warns first and names the orders on the rows it refuses.
 */
export function ordersByProduct(orders: readonly AdminOrderRow[]): ReadonlyMap<number, string[]> {
  const byProduct = new Map<number, string[]>();
  for (const order of orders)
    for (const item of order.items) {
      if (item.productId === null) continue;
      const ids = byProduct.get(item.productId) ?? [];
      if (!ids.includes(order.id)) ids.push(order.id);
      byProduct.set(item.productId, ids);
    }
  return byProduct;
}

/** `#12, #15, #31…`: the first three, so a row's reason stays one line. */
export const orderList = (ids: readonly string[]) =>
  ids
    .slice(0, 3)
    .map((id) => `#${id}`)
    .join(', ') + (ids.length > 3 ? '…' : '');
