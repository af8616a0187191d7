import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../api/client';
import { remove } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { addressKeys } from './query-keys';

/** Deletes an address; the list reloads and the selected checkout address is cleared. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) =>
      call(api.DELETE('/users/addresses/{addressId}', { params: { path: { addressId } } })),
    onSuccess: () => {
      remove(STORAGE_KEYS.checkoutAddress);
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
