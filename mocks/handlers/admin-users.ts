import { HttpResponse } from 'msw';
import { withRole } from '../auth';
import { db } from '../db/database';
import { paginate } from '../db/paging';
import { toAdminUserDto } from '../db/serializers';
import type { Role, UserRow } from '../db/types';
import { newUserRow } from '../db/new-user';
import { http } from '../http';
import {
  badRequest,
  malformedBody,
  message,
  notFound,
  readJson,
  validationFailed,
} from '../responses';
import {
  isRecord,
  LIMITS,
  maxLength,
  notBlank,
  optionalBoolean,
  optionalStrings,
  optionalText,
  validate,
} from '../validation';
import { readListQuery } from './query';
import { accountConflict, accountRules, passwordRule, withNormalUsername } from './account-rules';

const ROLES: Role[] = ['ROLE_USER', 'ROLE_SELLER', 'ROLE_ADMIN'];

const U = LIMITS.user;
const userRules = {
  ...accountRules,
  firstName: [notBlank, maxLength(U.firstName, 'First name')],
  lastName: [notBlank, maxLength(U.lastName, 'Last name')],
  phone: [optionalText(U.phone, 'Phone')],
};

/** Another user's username or email (an update may keep its own). */
const conflict = (body: Record<string, unknown>, exceptId?: number) =>
  accountConflict(
    db().users.filter((u) => u.id !== exceptId),
    body,
  );

function applyUserInput(row: UserRow, body: Record<string, unknown>) {
  row.username = String(body.username).trim();
  row.email = String(body.email).trim();
  row.firstName = String(body.firstName).trim();
  row.lastName = String(body.lastName).trim();
  if (body.phone !== undefined)
    row.phone = typeof body.phone === 'string' && body.phone.trim() ? body.phone.trim() : null;
  if (typeof body.active === 'boolean') row.active = body.active;
  if (Array.isArray(body.roles)) {
    const roles = body.roles.filter((r): r is Role => ROLES.includes(r as Role));
    if (roles.length) row.roles = roles;
  }
}

const userNotFound = (id: string) => notFound(`User not found with userId: ${id}`);

/**
 * What Jackson cannot read into the user: `active` that is not true or false, `roles` that is not
 * a list of the Role names (an enum). Answered as malformed JSON (quirks mode: the masked 401).
 */
const unreadable = (body: Record<string, unknown>) =>
  optionalBoolean(body.active) !== null ||
  !optionalStrings(body.roles) ||
  (Array.isArray(body.roles) && !body.roles.every((role) => ROLES.includes(role as Role)));

export const adminUserHandlers = [
  http.get(
    '/admin/users',
    withRole('ROLE_ADMIN', ({ request }) => {
      const query = readListQuery(request);
      if (!query) return badRequest('Invalid paging parameters');
      const page = paginate(db().users, query);
      return HttpResponse.json({ ...page, content: page.content.map(toAdminUserDto) });
    }),
  ),

  http.post(
    '/admin/users',
    withRole('ROLE_ADMIN', async ({ request }) => {
      const raw = await readJson(request);
      if (!isRecord(raw) || unreadable(raw)) return malformedBody();
      const body = withNormalUsername(raw);
      const invalid = validate(body, { ...userRules, password: passwordRule });
      if (invalid) return validationFailed(invalid);
      const taken = conflict(body);
      if (taken) return badRequest(taken);
      const row = newUserRow({ username: '', email: '', password: String(body.password) });
      applyUserInput(row, body);
      db().users.push(row);
      return HttpResponse.json(toAdminUserDto(row), { status: 201 });
    }),
  ),

  http.get(
    '/admin/users/{userId}',
    withRole('ROLE_ADMIN', ({ params }) => {
      const row = db().users.find((u) => u.id === Number(params.userId));
      return row ? HttpResponse.json(toAdminUserDto(row)) : userNotFound(params.userId);
    }),
  ),

  http.put(
    '/admin/users/{userId}',
    withRole('ROLE_ADMIN', async ({ request, params, user }) => {
      const raw = await readJson(request);
      if (!isRecord(raw) || unreadable(raw)) return malformedBody();
      const body = withNormalUsername(raw);
      const row = db().users.find((u) => u.id === Number(params.userId));
      if (!row) return userNotFound(params.userId);
      const invalid = validate(body, userRules);
      if (invalid) return validationFailed(invalid);
      const taken = conflict(body, row.id);
      if (taken) return badRequest(taken);
      // An admin cannot lock themselves out of the back office.
      if (
        row.id === user.id &&
        (body.active === false || (Array.isArray(body.roles) && !body.roles.includes('ROLE_ADMIN')))
      )
        return badRequest('You cannot deactivate or demote your own account');
      applyUserInput(row, body);
      return HttpResponse.json(toAdminUserDto(row));
    }),
  ),

  http.delete(
    '/admin/users/{userId}',
    withRole('ROLE_ADMIN', ({ params, user }) => {
      const tables = db();
      const row = tables.users.find((u) => u.id === Number(params.userId));
      if (!row) return userNotFound(params.userId);
      if (row.id === user.id) return badRequest('You cannot delete your own account');
      tables.users = tables.users.filter((u) => u !== row);
      tables.sessions = tables.sessions.filter((s) => s.userId !== row.id);
      tables.addresses = tables.addresses.filter((a) => a.userId !== row.id);
      tables.carts = tables.carts.filter((c) => c.userId !== row.id);
      return message(200, `User ${row.username} deleted successfully`);
    }),
  ),
];
