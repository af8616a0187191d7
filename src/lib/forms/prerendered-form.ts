import type { UseFormReturnType } from '@mantine/form';
import { useLayoutEffect, useRef } from 'react';
import { useHydrating } from '../hydration';

/**
 * A form on a prerendered page is on screen before the page's script runs, and people type
 * into it. This keeps that form safe and loses nothing:
 * - `submitDisabled` until React has taken the HTML over: a click then must not submit the
 *   form natively (a GET with the fields, a password among them, in the address);
 * - `ref` for the `<form>`: when React takes it over, what was typed (each field Mantine marks
 *   with `data-path`) is handed to the form, whose state still holds the empty initial values.
 */
export function usePrerenderedForm<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
) {
  const submitDisabled = useHydrating();
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const fields = ref.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[data-path], textarea[data-path]',
    );
    for (const field of fields ?? []) {
      const path = field.dataset.path!;
      const value = form.getValues()[path];
      if (typeof value === 'string' && field.value !== value && field.value !== '')
        form.setFieldValue(path, field.value as never);
    }
    // Once, when the form first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ref, submitDisabled };
}
