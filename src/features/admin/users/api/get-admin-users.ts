import { queryOptions, useQuery } from '@tanstack/react-query';
import { toPage } from '@/api/adapters';
import { api, call } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { withFallback } from '@/features/admin/common/list-with-fallback';
import { SAMPLE_USERS } from '../sample-users';
import { adminUserKeys } from './query-keys';

export type AdminUser = components['schemas']['AdminUser'];

// The back office filters and exports on the client: ask for everything in one page.
const ALL = { pageNumber: 0, pageSize: 1000 };

export const adminUsersQueryOptions = queryOptions({
  queryKey: adminUserKeys.all,
  queryFn: async ({ signal }) =>
    toPage(await call(api.GET('/admin/users', { params: { query: ALL }, signal })), (u) => u)
      .content,
  retry: false,
});

/** The users, or the sample users when the list fails. */
export const useAdminUsers = () => withFallback(useQuery(adminUsersQueryOptions), SAMPLE_USERS);
