import { nextId } from './database';
import type { UserRow } from './types';

/**
 * A new shopper's row as the real server creates it (sign-up, or an administrator adding a
 * user): active, ROLE_USER, no name or phone until given. Not stored yet.
 */
export const newUserRow = (fields: Pick<UserRow, 'username' | 'email' | 'password'>): UserRow => ({
  id: nextId('user'),
  ...fields,
  firstName: null,
  lastName: null,
  phone: null,
  active: true,
  roles: ['ROLE_USER'],
  createdAt: new Date().toISOString(),
});
