import { HttpResponse } from 'msw';
import type { components } from '@/api/schema.gen';
import { withRole } from '../auth';
import { db } from '../db/database';
import { compareBy, paginate } from '../db/paging';
import { toOrderDto } from '../db/serializers';
import type { OrderRow } from '../db/types';
import { http } from '../http';
import { badRequest, malformedBody, notFound, readJson, validationFailed } from '../responses';
import { isRecord, LIMITS } from '../validation';
import { readListQuery } from './query';

type OrderStatus = components['schemas']['OrderStatus'];
const STATUSES: OrderStatus[] = ['pending_payment', 'paid', 'shipped', 'completed', 'cancelled'];
const SORTABLE = new Set(['orderDate', 'createdAt', 'totalAmount', 'orderId']);

export const adminOrderHandlers = [
  http.get(
    '/admin/orders',
    withRole('ROLE_ADMIN', ({ request }) => {
      const query = readListQuery(request);
      if (!query) return badRequest('Invalid paging parameters');
      // orderDate is a plain date; createdAt breaks ties within a day.
      const sortBy = (
        query.sortBy === 'orderDate' || !SORTABLE.has(query.sortBy ?? '')
          ? 'createdAt'
          : query.sortBy
      ) as keyof OrderRow;
      const rows = [...db().orders].sort(compareBy<OrderRow>(sortBy, query.sortOrder ?? 'desc'));
      const page = paginate(rows, query);
      return HttpResponse.json({ ...page, content: page.content.map(toOrderDto) });
    }),
  ),

  http.put(
    '/admin/orders/{orderId}/status',
    withRole('ROLE_ADMIN', async ({ request, params }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return malformedBody();
      const status = body.status as OrderStatus;
      // Bounded before it is echoed in the message below.
      if (typeof status === 'string' && status.length > LIMITS.orderStatus)
        return validationFailed({
          status: `Order status must be at most ${LIMITS.orderStatus} characters`,
        });
      if (!STATUSES.includes(status))
        return badRequest(
          `Invalid order status: ${String(body.status)}. Allowed: ${STATUSES.join(', ')}`,
        );
      const row = db().orders.find((o) => o.orderId === Number(params.orderId));
      if (!row) return notFound(`Order not found with orderId: ${params.orderId}`);
      const now = new Date().toISOString();
      row.orderStatus = status;
      row.updatedAt = now;
      // Keep the timeline and payment status consistent with the new status.
      if (status === 'paid' || status === 'shipped' || status === 'completed') {
        row.paymentStatus = 'completed';
        row.paidAt ??= now;
      }
      if (status === 'shipped' || status === 'completed') {
        row.shippedAt ??= now;
        row.trackingNumber ??= `TRK${String(row.orderId).padStart(10, '0')}`;
      }
      if (status === 'completed') row.deliveredAt ??= now;
      if (status === 'pending_payment') row.paymentStatus = 'pending';
      return HttpResponse.json(toOrderDto(row));
    }),
  ),
];
