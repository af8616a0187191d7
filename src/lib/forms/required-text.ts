import * as z from 'zod/mini';

/**
 * A text field that must be filled in, checked as the form sends it: trimmed, so spaces alone
 * are empty. "Required" is its first message (formSchema shows a field's first), then its own
 * checks in the order they are read: a minimum length, a maximum, a format.
 */
export const requiredText = (required: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, required), ...checks);
