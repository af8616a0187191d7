import { describe, expect, test } from 'vitest';
import { toAddressInput, type AddressFormValues } from '@/api/adapters';
import { ADDRESS_FIELDS, addressSchema } from '@/features/addresses/address-rules';
import { formSchema } from '@/lib/forms/form-schema';
import { callApi, signIn } from '../helpers/mock-api';

// The address form's schema draws its lines where the server does (the real server's minimums,
// the careful server's maximums): what the form lets through, the server takes, and what it
// refuses, the server refuses too. The mock server stands for the real one.
const validate = formSchema(addressSchema);

const VALID: AddressFormValues = {
  buildingName: 'Tower Seven',
  street: 'Harbour Road 12',
  city: 'Springfield',
  state: 'Illinois',
  pincode: '62701',
  country: 'USA',
};

/** The fields the server's field map names, after saving these values as user1. */
async function serverRefuses(values: AddressFormValues): Promise<string[]> {
  const response = await callApi('/users/addresses', {
    method: 'POST',
    json: toAddressInput(values),
  });
  if (response.ok) return [];
  expect(response.status).toBe(400);
  return Object.keys((await response.json()) as Record<string, string>);
}

describe('the address schema and the server agree on every field', () => {
  test.each(ADDRESS_FIELDS)(
    '$label: $min to $max characters',
    async ({ name, label, min, max }) => {
      await signIn('user1');
      const at = (length: number) => ({ ...VALID, [name]: 'a'.repeat(length) });

      expect(validate(at(min))).toEqual({});
      expect(validate(at(max))).toEqual({});
      expect(await serverRefuses(at(min))).toEqual([]);
      expect(await serverRefuses(at(max))).toEqual([]);

      expect(validate(at(min - 1))).toEqual({
        [name]: min > 1 ? `*${label} must be at least ${min} characters` : `*${label} is required`,
      });
      expect(validate(at(max + 1))).toEqual({
        [name]: `*${label} must be at most ${max} characters`,
      });
      expect(await serverRefuses(at(min - 1))).toEqual([name]);
      expect(await serverRefuses(at(max + 1))).toEqual([name]);
    },
  );

  test('counts without surrounding spaces, like the server, and says "required" first', async () => {
    await signIn('user1');
    const padded = { ...VALID, city: '  Rom   ' };
    expect(validate(padded)).toEqual({ city: '*City must be at least 4 characters' });
    expect(await serverRefuses(padded)).toEqual(['city']);
    expect(validate({ ...VALID, street: '   ' })).toEqual({ street: '*Street is required' });
  });
});
