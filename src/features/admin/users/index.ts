// The admin users feature's public entry: what other admin features may use.
export { adminUsersQueryOptions, useAdminUsers, type AdminUser } from './api/get-admin-users';
