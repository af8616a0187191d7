import * as z from 'zod/mini';
import type { components } from '@/api/schema.gen';
import { BulkRowRefused } from '@/features/admin/common/bulk/bulk-failure-reason';
import type { AdminTexts } from '@/features/admin/common/texts';
import type { AdminUser } from './api/get-admin-users';
import { toUserBody, userFormSchema, userFormValues } from './user-form';

type UserUpdate = components['schemas']['AdminUserUpdate'];

/**
 * The body that switches one user on or off: PUT /admin/users/{id} takes the whole user
 * (username, email, first and last name are required), so the user is sent as the edit form
 * would send it, with only `active` changed. A user the edit form would refuse (no first name,
 * say) is refused with the form's message, and nothing is sent for it.
 */
export function userBodyWithActive(
  user: AdminUser,
  active: boolean,
  texts: AdminTexts['users'],
): UserUpdate {
  const values = { ...userFormValues(user), active };
  const checked = z.safeParse(userFormSchema(texts, false), values);
  if (!checked.success) throw new BulkRowRefused(checked.error.issues[0]!.message);
  return toUserBody(values);
}
