import type { UseFormReturnType } from '@mantine/form';
import { isApiError } from '../../../api/errors';

/** Puts the server's validation field map on the form fields it names. */
export function applyFieldErrors<T extends Record<string, unknown>>(
  form: UseFormReturnType<T>,
  error: unknown,
  fieldNames: Record<string, string> = {},
) {
  if (!isApiError(error)) return;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const name = fieldNames[field] ?? field;
    if (name in form.getValues()) errors[name] = message;
  }
  if (Object.keys(errors).length) form.setErrors(errors);
}
