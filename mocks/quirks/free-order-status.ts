import { HttpResponse } from 'msw';
import { withRole } from '../auth';
import { db } from '../db/database';
import { toOrderDto } from '../db/serializers';
import { http } from '../http';
import { malformedBody, notFound, readJson, validationFailed } from '../responses';
import { isRecord } from '../validation';
import type { Quirk } from './quirk';

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
