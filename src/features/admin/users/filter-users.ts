import type { AdminUser } from './api/get-admin-users';

export type UserStatusFilter = 'all' | 'active' | 'inactive';

/** Status and a case-insensitive search over username, email and name (sort-users.ts orders them). */
export function filterUsers(users: readonly AdminUser[], status: UserStatusFilter, search: string) {
  const needle = search.trim().toLowerCase();
  return users
    .filter((u) => status === 'all' || (status === 'active') === u.active)
    .filter(
      (u) =>
        !needle ||
        [u.username, u.email, u.firstName, u.lastName].some((v) =>
          v?.toLowerCase().includes(needle),
        ),
    );
}
