import type { components } from '@/api/schema.gen';

type AdminUser = components['schemas']['AdminUser'];

/** Shown when GET /admin/users fails, always with the sample-data notice. */
export const SAMPLE_USERS: readonly AdminUser[] = [
  {
    id: -1,
    username: 'zhangwei',
    email: 'zhangwei@example.com',
    firstName: '伟',
    lastName: '张',
    phone: '13800000001',
    active: true,
    roles: ['ROLE_USER'],
    createdAt: '2024-01-15T09:30:00Z',
    totalOrders: 12,
    totalSpent: 5680.5,
  },
  {
    id: -2,
    username: 'lina',
    email: 'lina@example.com',
    firstName: '娜',
    lastName: '李',
    phone: null,
    active: true,
    roles: ['ROLE_USER'],
    createdAt: '2024-02-20T14:10:00Z',
    totalOrders: 5,
    totalSpent: 1999,
  },
  {
    id: -3,
    username: 'wangfang',
    email: 'wangfang@example.com',
    firstName: '芳',
    lastName: '王',
    phone: '13900000003',
    active: false,
    roles: ['ROLE_USER'],
    createdAt: '2024-03-05T08:00:00Z',
    totalOrders: 0,
    totalSpent: 0,
  },
];
