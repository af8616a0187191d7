/**
 * Putting the server back after the throwaway shopper's order: the order itself cannot be deleted
 * through the API, but the stock it took can be restored and the account removed. Both are
 * administrator calls, so they run in the administrator's session.
 */
import { nameOf, productIdOf } from './answer-data';
import type { ApiSession } from './session';
import type { Placed } from './shopper-writes';
import type { Verification } from './verification';

/** Puts back the stock the order took: the product's listed fields, with its listed quantity. */
export async function putBackStock(v: Verification, session: ApiSession, placed: Placed) {
  const p = placed.product;
  const productId = productIdOf(p);
  if (!p || productId === undefined || typeof p.quantity !== 'number') return;
  await v.check({
    operationId: 'updateProduct',
    session,
    method: 'PUT',
    path: `/admin/products/${productId}`,
    json: {
      productName: nameOf(p),
      description: String(p.description ?? ''),
      price: Number(p.price),
      quantity: p.quantity,
      ...(typeof p.discount === 'number' ? { discount: p.discount } : {}),
      ...(typeof p.specialPrice === 'number' ? { specialPrice: p.specialPrice } : {}),
    },
    expect: [200],
    note: 'clean-up: the stock the order took',
  });
}

/**
 * Deletes the signed-up shopper. A server may keep a user with orders (400, 404 or 409): that is
 * not a failure, the user then stays in the "Left on the server" line.
 */
export async function removeSignedUpShopper(
  v: Verification,
  session: ApiSession,
  placed: Placed | null,
) {
  if (placed?.userId === undefined) return;
  const removed = await v.check({
    operationId: 'deleteAdminUser',
    session,
    method: 'DELETE',
    path: `/admin/users/${placed.userId}`,
    expect: [200, 400, 404, 409],
    note: 'clean-up: the signed-up shopper',
  });
  if (removed?.status === 200) {
    const at = v.leftBehind.findIndex((entry) => entry.endsWith('(signed up)'));
    if (at >= 0) v.leftBehind.splice(at, 1);
  }
}
