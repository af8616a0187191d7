import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { adminUserKeys } from './query-keys';

type UserCreate = components['schemas']['AdminUserCreate'];
type UserUpdate = components['schemas']['AdminUserUpdate'];

export type SaveUserInput =
  { userId: number; body: UserUpdate } | { userId?: undefined; body: UserCreate };

/** PUT /admin/users/{id}: one user's fields (also what a bulk (de)activation runs per row). */
export const updateAdminUser = (userId: number, body: UserUpdate) =>
  call(api.PUT('/admin/users/{userId}', { params: { path: { userId } }, body }));

/** POST /admin/users to create, PUT /admin/users/{id} to edit; the list reloads after. */
export function useSaveAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveUserInput) =>
      input.userId === undefined
        ? call(api.POST('/admin/users', { body: input.body }))
        : updateAdminUser(input.userId, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
