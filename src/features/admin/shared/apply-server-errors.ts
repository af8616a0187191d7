import { isApiError, messageOr } from '../../../api/errors';
import { toast } from '../../../lib/toast';

interface FormWithErrors {
  setFieldError: (path: string, error: string) => void;
}

/**
 * After a failed save: the server's field messages go under their fields (when the form has
 * such a field), and the toast says what failed. The dialog stays open, so nothing typed is lost.
 */
export function showSaveError(
  error: unknown,
  form: FormWithErrors,
  fallback: string,
  fieldNames: Record<string, string> = {},
): void {
  if (isApiError(error)) {
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      const name = fieldNames[field] ?? field;
      form.setFieldError(name, message);
    }
  }
  toast.error(failureMessage(error, fallback));
}

/**
 * What to tell the admin after a failed call: a business rule's own message (4xx, e.g. "Email is
 * already in use"), else the screen's fallback; a 5xx body only says "Internal Server Error".
 */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500
    ? messageOr(error, fallback)
    : fallback;
}
