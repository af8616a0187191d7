import type { UserListSearch } from './user-list-search';
import type { ListDefaults } from '@/features/admin/common/list-search';
import { listSorter, type SortFields } from '@/features/admin/common/sort-rows';
import type { AdminUser } from './api/get-admin-users';

export type UserSort = NonNullable<UserListSearch['sort']>;

/** Newest first, as the list always was (a user's id grows with each registration). */
export const USER_LIST_DEFAULTS: ListDefaults<UserSort> = { sort: 'created', dir: 'desc' };

export const USER_SORTS: SortFields<AdminUser, UserSort> = {
  created: { kind: 'date', value: (u) => u.id },
  username: { kind: 'text', value: (u) => u.username },
  orders: { kind: 'number', value: (u) => u.totalOrders },
  spent: { kind: 'number', value: (u) => u.totalSpent },
};

export const sortUsers = listSorter(USER_SORTS, (u) => u.id);
