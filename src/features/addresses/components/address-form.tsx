import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Address, AddressFormValues } from '@/api/adapters';
import { applyServerError } from '@/components/forms/apply-server-error';
import { formSchema } from '@/lib/forms/form-schema';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { toast } from '@/lib/toast';
import { useSaveAddress } from '../api/save-address';
import {
  ADDRESS_FIELDS,
  ADDRESS_SAVE_FAILED,
  ADDRESS_SERVER_FIELD_NAMES,
  addressSchema,
} from '../address-rules';

const TEXTS = STOREFRONT_TEXTS.account.addresses;

const EMPTY: AddressFormValues = {
  buildingName: '',
  street: '',
  city: '',
  state: '',
  pincode: '',
  country: '',
};

export function AddressForm({ address, onSaved }: { address?: Address; onSaved: () => void }) {
  const save = useSaveAddress();
  const form = useForm<AddressFormValues>({
    mode: 'controlled',
    initialValues: address ? pick(address) : EMPTY,
    validateInputOnBlur: true,
    validate: formSchema(addressSchema),
  });

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, v.trim()]),
    ) as AddressFormValues;
    save.mutate(
      { addressId: address?.addressId, values: trimmed },
      {
        onSuccess: () => {
          toast.success(TEXTS.saved);
          onSaved();
        },
        onError: (error) => {
          // A masked failure says nothing of what was wrong: say what failed, keep what was typed.
          toast.error(
            applyServerError(form, error, STOREFRONT_TEXTS.errors.internalServerError, {
              fieldNames: ADDRESS_SERVER_FIELD_NAMES,
              masked: ADDRESS_SAVE_FAILED,
            }),
          );
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {ADDRESS_FIELDS.map(({ name, label, max }) => (
            <TextInput
              key={name}
              label={label}
              withAsterisk
              maxLength={max}
              {...form.getInputProps(name)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function pick(address: Address): AddressFormValues {
  const { buildingName, street, city, state, pincode, country } = address;
  return { buildingName, street, city, state, pincode, country };
}
