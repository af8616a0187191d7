import { isApiError } from '@/api/errors';
import { messageOr } from '../error-text';

/** What the helper needs of a `useForm` form: which fields it has, and a way to set a message. */
export interface FormWithFieldErrors {
  getValues: () => object;
  setFieldError: (path: string, error: string) => void;
}

export interface ServerErrorOptions {
  /** Server field name → form field name where they differ (the server's `categoryName`…). */
  fieldNames?: Readonly<Record<string, string>>;
  /**
   * The message for a masked failure (a 401 that hides what went wrong) when the screen words it
   * apart from the fallback (the address form: "The server could not save this address…").
   */
  masked?: string;
  /**
   * Whose words may be shown: 'any' (default) is the server's message whenever it wrote one;
   * 'client-errors' only a 4xx's (a business rule such as "Email is already in use"), since a
   * 5xx body only says "Internal Server Error" (the back office).
   */
  serverWording?: 'any' | 'client-errors';
  /**
   * For a validation field map, the field whose message is the one to show (sign-up: the
   * password's), else the fallback. By default the map's first message speaks.
   */
  fieldMapMessage?: string;
}

/**
 * After a failed save or sign-in: the server's field messages go under the fields this form has
 * (ApiError reads the validation field map into `fieldErrors`; the other error bodies have
 * none), and the message for the screen's toast or alert is returned. The form keeps what was
 * typed.
 */
export function applyServerError(
  form: FormWithFieldErrors,
  error: unknown,
  fallback: string,
  options: ServerErrorOptions = {},
): string {
  // A masked failure carries no field map, and its words are not to be shown anywhere.
  if (isApiError(error) && !error.masked) {
    const fields = form.getValues();
    for (const [serverField, message] of Object.entries(error.fieldErrors)) {
      const name = options.fieldNames?.[serverField] ?? serverField;
      if (Object.hasOwn(fields, name)) form.setFieldError(name, message);
    }
  }
  return serverErrorMessage(error, fallback, options);
}

/**
 * The message for a failed call (also where there is no form, e.g. a delete): the server's own
 * words where the screen shows them, else the fallback. A masked failure's words ("Full
 * authentication is required…") are never shown.
 */
export function serverErrorMessage(
  error: unknown,
  fallback: string,
  options: Omit<ServerErrorOptions, 'fieldNames'> = {},
): string {
  if (!isApiError(error)) return fallback;
  if (error.masked) return options.masked ?? fallback;
  if (options.serverWording === 'client-errors' && (error.status < 400 || error.status >= 500))
    return fallback;
  if (options.fieldMapMessage !== undefined && Object.keys(error.fieldErrors).length > 0)
    return error.fieldErrors[options.fieldMapMessage] ?? fallback;
  // The server's words, or that the session ended (a 401 that signed the person out).
  return messageOr(error, fallback);
}
