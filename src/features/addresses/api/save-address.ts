import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toAddressInput, type AddressFormValues } from '@/api/adapters';
import { api, call } from '@/api/client';
import { addressKeys } from './query-keys';

/** Creates (no id) or updates an address; the list reloads afterwards. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ addressId, values }: { addressId?: number; values: AddressFormValues }) => {
      const body = toAddressInput(values);
      return addressId
        ? call(api.PUT('/users/addresses/{addressId}', { params: { path: { addressId } }, body }))
        : call(api.POST('/users/addresses', { body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
