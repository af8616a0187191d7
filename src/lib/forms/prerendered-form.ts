import type { UseFormReturnType } from '@mantine/form';
import { useLayoutEffect, useRef } from 'react';

/**
 * A form on a prerendered page is on screen before the page's script runs, and people type
 * into it and send it. The page's inline script keeps a form sent then from going natively (a
 * GET with the fields, a password among them, in the address) and sends it once the app runs
 * (src/start-up/early-events-replay.ts). This hook's `ref` for the `<form>`: when React takes it over, what
 * was typed (each field Mantine marks with `data-path`) is handed to the form at once, whose
 * state still holds the empty initial values.
 */
export function usePrerenderedForm<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
) {
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
  return { ref };
}
