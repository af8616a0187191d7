/**
 * The administrator's part of the run: the back office's reads, then (without --read-only) the
 * catalogue writes, a status change of the verifier's own order, a throwaway user, and the
 * clean-up of what the shopper part left. One signed-in session for all of it.
 */
import { idOf, objectOf } from './answer-data';
import { signIn, signOut } from './auth-steps';
import { categoryAndProduct } from './catalogue-writes';
import { putBackStock, removeSignedUpShopper } from './cleanup';
import { operations } from './openapi/openapi-document';
import { adminReads } from './read-checks';
import type { ApiSession } from './session';
import type { Placed } from './shopper-writes';
import type { Verification } from './verification';

export async function administrator(v: Verification, session: ApiSession, placed: Placed | null) {
  const { admin } = v.options;
  if (!(await signIn(v, session, admin))) {
    // Everything the back office does, including the category calls outside /admin.
    const adminOps = operations.filter(
      (op) =>
        op.path.startsWith('/admin/') ||
        ['createCategory', 'updateCategory', 'updateProductImage'].includes(op.operationId),
    );
    for (const op of adminOps)
      v.skip(op.operationId, op.method, op.path, `sign-in as ${admin.username} failed`);
    return;
  }
  const note = `as ${admin.username}`;
  await adminReads(v, session, note);
  if (v.options.readOnly) {
    await signOut(v, session, admin.username);
    return;
  }
  await categoryAndProduct(v, session, note);
  if (!placed)
    v.skip('updateOrderStatus', 'PUT', '/admin/orders/{id}/status', 'no order was placed');
  else {
    await orderStatusRoundTrip(v, session, placed);
    await putBackStock(v, session, placed);
  }
  await throwawayUser(v, session, note);
  await removeSignedUpShopper(v, session, placed);
  await signOut(v, session, admin.username);
}

/** The verifier's own order (no customer's): a status change, then back to the status it had. */
async function orderStatusRoundTrip(v: Verification, session: ApiSession, placed: Placed) {
  const next = placed.orderStatus === 'shipped' ? 'cancelled' : 'shipped';
  const changed = await v.check({
    operationId: 'updateOrderStatus',
    session,
    method: 'PUT',
    path: `/admin/orders/${placed.orderId}/status`,
    json: { status: next },
    expect: [200],
    note: `order ${placed.orderId} → ${next}`,
  });
  if (changed && placed.orderStatus)
    await v.check({
      operationId: 'updateOrderStatus',
      session,
      method: 'PUT',
      path: `/admin/orders/${placed.orderId}/status`,
      json: { status: placed.orderStatus },
      expect: [200],
      note: `back to "${placed.orderStatus}"`,
    });
}

/** A user made by the run: create, read, update, delete. */
async function throwawayUser(v: Verification, session: ApiSession, note: string) {
  const step = v.steps(session, note);
  const staff = {
    username: `cvu${v.id}`,
    email: `cvu${v.id}@contract-verify.test`,
    firstName: 'Contract',
    lastName: 'Verify',
    phone: null,
  };
  const created = await step('createAdminUser', 'POST', '/admin/users', {
    json: { ...staff, password: `Verify-${v.id}`, roles: ['ROLE_USER'] },
    expect: [201],
  });
  const userId = idOf(objectOf(created?.data), 'id');
  if (userId === undefined) {
    v.skipAll(
      [
        ['getAdminUser', 'GET', '/admin/users/{id}'],
        ['updateAdminUser', 'PUT', '/admin/users/{id}'],
        ['deleteAdminUser', 'DELETE', '/admin/users/{id}'],
      ],
      'no user was created',
    );
    return;
  }
  await step('getAdminUser', 'GET', `/admin/users/${userId}`);
  await step('updateAdminUser', 'PUT', `/admin/users/${userId}`, {
    json: { ...staff, lastName: 'Verified', active: false },
  });
  await step('deleteAdminUser', 'DELETE', `/admin/users/${userId}`);
}
