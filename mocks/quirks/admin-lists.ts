import { HttpResponse } from 'msw';
import { withRole } from '../auth';
import { db } from '../db/database';
import { toAdminUserDto, toOrderDto } from '../db/serializers';
import type { OrderRow } from '../db/types';
import { http } from '../http';
import { malformedBody, notFound, readJson, validationFailed } from '../responses';
import { isRecord } from '../validation';
import type { Quirk } from './quirk';

const newestFirst = (a: OrderRow, b: OrderRow) => b.createdAt.localeCompare(a.createdAt);

export const adminListsAsArrays: Quirk = {
  name: 'admin lists as arrays',
  description:
    'GET /admin/users and GET /admin/orders answer every row as a plain array, no paging (the later server versions).',
  handlers: [
    http.get(
      '/admin/users',
      withRole('ROLE_ADMIN', () => HttpResponse.json(db().users.map(toAdminUserDto))),
    ),
    http.get(
      '/admin/orders',
      withRole('ROLE_ADMIN', () =>
        HttpResponse.json([...db().orders].sort(newestFirst).map(toOrderDto)),
      ),
    ),
  ],
};

export const freeOrderStatus: Quirk = {
  name: 'free order status',
  description: 'The order status update stores whatever non-blank string it is sent.',
  handlers: [
    http.put(
      '/admin/orders/{orderId}/status',
      withRole('ROLE_ADMIN', async ({ request, params }) => {
        const body = await readJson(request);
        if (!isRecord(body)) return malformedBody();
        if (typeof body.status !== 'string' || !body.status.trim())
          return validationFailed({ status: 'must not be blank' });
        const row = db().orders.find((o) => o.orderId === Number(params.orderId));
        if (!row) return notFound(`Order not found with orderId: ${params.orderId}`);
        row.orderStatus = body.status;
        row.updatedAt = new Date().toISOString();
        return HttpResponse.json(toOrderDto(row));
      }),
    ),
  ],
};
