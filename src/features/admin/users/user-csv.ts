import type { CsvColumn } from '@/features/admin/common/csv';
import type { AdminUser } from './api/get-admin-users';

export const USER_CSV_COLUMNS: readonly CsvColumn<AdminUser>[] = [
  { header: 'id', value: (u) => u.id },
  { header: 'username', value: (u) => u.username },
  { header: 'email', value: (u) => u.email },
  { header: 'firstName', value: (u) => u.firstName },
  { header: 'lastName', value: (u) => u.lastName },
  { header: 'phone', value: (u) => u.phone },
  { header: 'status', value: (u) => (u.active ? 'active' : 'inactive') },
  { header: 'roles', value: (u) => u.roles.join(' ') },
  { header: 'createdAt', value: (u) => u.createdAt },
  { header: 'totalOrders', value: (u) => u.totalOrders },
  { header: 'totalSpent', value: (u) => u.totalSpent },
];
