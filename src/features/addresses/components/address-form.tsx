import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Address, AddressFormValues } from '../../../api/adapters';
import { isApiError, messageOr } from '../../../api/errors';
import { toast } from '../../../lib/toast';
import { useSaveAddress } from '../api/save-address';

// Spec 5: every field required, with the message '*<Field> is required'.
const FIELDS = [
  ['buildingName', 'Building Name'],
  ['street', 'Street'],
  ['city', 'City'],
  ['state', 'State'],
  ['pincode', 'Pincode'],
  ['country', 'Country'],
] as const satisfies readonly (readonly [keyof AddressFormValues, string])[];

const requiredField = (label: string) => (value: string) =>
  value.trim() ? null : `*${label} is required`;

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
    validate: Object.fromEntries(FIELDS.map(([name, label]) => [name, requiredField(label)])),
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
          toast.success('Address saved successfully');
          onSaved();
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(error.fieldErrors);
          toast.error(messageOr(error, 'Internal Server Error'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(([name, label]) => (
            <TextInput key={name} label={label} withAsterisk {...form.getInputProps(name)} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save Address
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
