import * as z from 'zod/mini';
import { requiredText } from '@/lib/forms/required-text';
import type { components } from '@/api/schema.gen';
import type { AdminUser } from './api/get-admin-users';
import type { AdminTexts } from '@/features/admin/common/texts';

type UserUpdate = components['schemas']['AdminUserUpdate'];

export interface UserFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  active: boolean;
}

export function userFormValues(user?: AdminUser): UserFormValues {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? '',
    password: '',
    active: user?.active ?? true,
  };
}

/** The server's limits: a username of 3 to 20 characters, a password of at least 6. */
export const USER_LIMITS = { usernameMin: 3, usernameMax: 20, passwordMin: 6 } as const;

const L = USER_LIMITS;

/**
 * Username, email, first and last name required, phone optional; the server's limits. The
 * password is asked for only when creating (an update does not change it). The messages are the
 * texts it is given (the form's `useAdminTexts().users`).
 */
export function userFormSchema(texts: AdminTexts['users'], isCreate: boolean) {
  const F = texts.fields;
  const E = texts.errors;
  // Sent trimmed, so checked trimmed.
  const required = (label: string) => requiredText(E.required(label));
  return z.object({
    username: required(F.username).check(
      z.minLength(L.usernameMin, E.usernameLength),
      z.maxLength(L.usernameMax, E.usernameLength),
    ),
    email: required(F.email).check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, E.email)),
    firstName: required(F.firstName),
    lastName: required(F.lastName),
    phone: z.string(),
    password: isCreate
      ? z
          .string()
          .check(
            z.minLength(1, E.required(F.password)),
            z.minLength(L.passwordMin, E.passwordLength),
          )
      : z.string(),
    active: z.boolean(),
  });
}

export function toUserBody(values: UserFormValues): UserUpdate {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim() || null,
    active: values.active,
  };
}
