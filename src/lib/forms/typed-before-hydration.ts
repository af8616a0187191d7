import type { UseFormReturnType } from '@mantine/form';
import { useLayoutEffect, useRef } from 'react';

/**
 * A prerendered page shows its forms before the page's script runs, and people type into them.
 * When React takes the form over, its state is still the empty initial values: this hands what
 * was typed (each field Mantine marks with `data-path`) to the form, so nothing typed is lost.
 * Returns the ref for the `<form>`.
 */
export function useTypedBeforeHydration<Values extends Record<string, unknown>>(
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
  return ref;
}
