import { fieldColumns, type CsvColumn } from '@/features/admin/common/csv';
import type { AdminUser } from './api/get-admin-users';

export const USER_CSV_COLUMNS: readonly CsvColumn<AdminUser>[] = [
  ...fieldColumns<AdminUser>('id', 'username', 'email', 'firstName', 'lastName', 'phone'),
  { header: 'status', value: (u) => (u.active ? 'active' : 'inactive') },
  { header: 'roles', value: (u) => u.roles.join(' ') },
  ...fieldColumns<AdminUser>('createdAt', 'totalOrders', 'totalSpent'),
];
