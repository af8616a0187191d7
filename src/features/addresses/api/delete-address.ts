import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { addressKeys } from './query-keys';

/**
 * Deletes an address; the list reloads. Whether it was the checkout's chosen address is the
 * checkout's to know: the address book's `onDeleted` tells it (see its callers).
 */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) =>
      call(api.DELETE('/users/addresses/{addressId}', { params: { path: { addressId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
