import type { components } from '../../../api/schema.gen';
import type { AdminUser } from './api/get-admin-users';
import { USER_STRINGS } from './strings';

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

const F = USER_STRINGS.fields;
const E = USER_STRINGS.errors;
const required = (label: string) => (value: string) => (value.trim() ? null : E.required(label));

/** Username, email, first and last name required, phone optional; the server's limits. */
export function userFormRules(isCreate: boolean) {
  return {
    username: (value: string) =>
      required(F.username)(value) ??
      (value.trim().length < 3 || value.trim().length > 20 ? E.usernameLength : null),
    email: (value: string) =>
      required(F.email)(value) ??
      (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : E.email),
    firstName: required(F.firstName),
    lastName: required(F.lastName),
    password: (value: string) =>
      !isCreate
        ? null
        : value.length === 0
          ? E.required(F.password)
          : value.length < 6
            ? E.passwordLength
            : null,
  };
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
