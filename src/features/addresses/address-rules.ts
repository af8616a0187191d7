import * as z from 'zod/mini';
import { requiredText } from '@/lib/forms/required-text';
import type { AddressFormValues } from '@/api/adapters';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.account.addresses;
const LABELS = TEXTS.fields;

/**
 * The address fields with their labels and lengths. The minimums are the real server's own
 * (checked only when it saves, where a violation comes back as a masked 401 that says nothing
 * about the field), so the form checks them before sending; the maximums keep a pasted page of
 * text out of a delivery label.
 */
export const ADDRESS_FIELDS = [
  { name: 'buildingName', label: LABELS.buildingName, min: 5, max: 100 },
  { name: 'street', label: LABELS.street, min: 5, max: 100 },
  { name: 'city', label: LABELS.city, min: 4, max: 50 },
  { name: 'state', label: LABELS.state, min: 2, max: 50 },
  { name: 'pincode', label: LABELS.pincode, min: 5, max: 10 },
  { name: 'country', label: LABELS.country, min: 2, max: 50 },
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
      requiredText(
        TEXTS.required(label),
        z.minLength(min, TEXTS.tooShort(label, min)),
        z.maxLength(max, TEXTS.tooLong(label, max)),
      ),
    ]),
  ) as Record<keyof AddressFormValues, z.ZodMiniString>,
);

/**
 * The server's other spellings of the form's fields (docs/decisions/0006-field-spellings.md): a
 * server that validates `building` or `zipCode` names those in its field map.
 */
export const ADDRESS_SERVER_FIELD_NAMES = { building: 'buildingName', zipCode: 'pincode' } as const;

export const ADDRESS_SAVE_FAILED = TEXTS.saveRefused;
export const ADDRESS_DELETE_FAILED = TEXTS.deleteRefused;
