import { HttpResponse } from 'msw';
import { withRole } from '../auth';
import { db } from '../db/database';
import { toAdminUserDto, toOrderDto } from '../db/serializers';
import type { OrderRow } from '../db/types';
import { http } from '../http';
import type { Quirk } from './quirk';

/** GET /admin/users answering every user as a plain array, no paging. */
export const allUsersAsArray = () =>
  http.get(
    '/admin/users',
    withRole('ROLE_ADMIN', () => HttpResponse.json(db().users.map(toAdminUserDto))),
  );

const newestFirst = (a: OrderRow, b: OrderRow) => b.createdAt.localeCompare(a.createdAt);

export const adminListsAsArrays: Quirk = {
  name: 'admin lists as arrays',
  description:
    'GET /admin/users and GET /admin/orders answer every row as a plain array, no paging (the later server versions).',
  handlers: [
    allUsersAsArray(),
    http.get(
      '/admin/orders',
      withRole('ROLE_ADMIN', () =>
        HttpResponse.json([...db().orders].sort(newestFirst).map(toOrderDto)),
      ),
    ),
  ],
};
