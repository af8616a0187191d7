import * as z from 'zod/mini';
import type { AddressFormValues } from '../../api/adapters';

/**
 * The address fields with their labels and lengths. The minimums are the real server's own
 * (checked only when it saves, where a violation comes back as a masked 401 that says nothing
 * about the field), so the form checks them before sending; the maximums keep a pasted page of
 * text out of a delivery label.
 */
export const ADDRESS_FIELDS = [
  { name: 'buildingName', label: 'Building Name', min: 5, max: 100 },
  { name: 'street', label: 'Street', min: 5, max: 100 },
  { name: 'city', label: 'City', min: 4, max: 50 },
  { name: 'state', label: 'State', min: 2, max: 50 },
  { name: 'pincode', label: 'Pincode', min: 5, max: 10 },
  { name: 'country', label: 'Country', min: 2, max: 50 },
] as const satisfies readonly {
  name: keyof AddressFormValues;
  label: string;
  min: number;
  max: number;
}[];

/**
 * Every field required ('*Street is required'), then its minimum and maximum, counted without
 * surrounding spaces (the form sends the values trimmed).
 */
export const addressSchema = z.object(
  Object.fromEntries(
    ADDRESS_FIELDS.map(({ name, label, min, max }) => [
      name,
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, `*${label} is required`),
          z.minLength(min, `*${label} must be at least ${min} characters`),
          z.maxLength(max, `*${label} must be at most ${max} characters`),
        ),
    ]),
  ) as Record<keyof AddressFormValues, z.ZodMiniString>,
);

/**
 * The server's other spellings of the form's fields (docs/decisions/0006-field-spellings.md): a
 * server that validates `building` or `zipCode` names those in its field map.
 */
export const ADDRESS_SERVER_FIELD_NAMES = { building: 'buildingName', zipCode: 'pincode' } as const;

export const ADDRESS_SAVE_FAILED =
  'The server could not save this address. Check the fields and try again.';
export const ADDRESS_DELETE_FAILED =
  'The server could not delete this address. It may be used by an order you placed.';
