import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../api/client';
import { clearAuthStorage, clearCheckoutStorage } from '../../../lib/storage';
import { sessionQueryKey } from './session';

/**
 * POST /auth/signout, then the spec's logout: clear the user, the token and the addresses
 * (with the checkout address chosen from them). A failed sign-out call still signs out here:
 * the person asked to leave, and the server session ends with its cookie anyway.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(api.POST('/auth/signout')).catch(() => undefined);
    },
    onSettled: () => {
      clearAuthStorage();
      clearCheckoutStorage();
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ queryKey: ['addresses'] });
      queryClient.removeQueries({ queryKey: ['orders'] });
    },
  });
}
