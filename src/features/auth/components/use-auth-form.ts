import { useForm } from '@mantine/form';
import type { $ZodType } from 'zod/v4/core';
import { applyServerError, type ServerErrorOptions } from '@/components/forms/apply-server-error';
import { formSchema } from '@/lib/forms/form-schema';
import { usePrerenderedForm } from '@/lib/forms/prerendered-form';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { toast } from '@/lib/toast';

/** The one call a sign-in or sign-up form makes (its mutation). */
interface AuthMutation<P> {
  isPending: boolean;
  mutate: (
    payload: P,
    handlers: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

/**
 * What sign-in and sign-up share: a form checked by its schema (also on blur), what was typed and
 * sent before the page's code ran kept (prerendered-form.ts), sent once at a time; success is toasted and handed
 * on, a refusal puts the server's field errors on the fields and toasts its message.
 */
export function useAuthForm<V extends Record<string, unknown>, P>({
  initialValues,
  schema,
  mutation,
  payload,
  successText,
  onSuccess,
  serverErrors,
}: {
  initialValues: V;
  schema: $ZodType<unknown, V>;
  mutation: AuthMutation<P>;
  /** What is sent, from the form's values (names trimmed). */
  payload: (values: V) => P;
  successText: string;
  onSuccess: () => void;
  serverErrors?: ServerErrorOptions;
}) {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: formSchema(schema),
  });
  const { ref: formRef } = usePrerenderedForm(form);
  const onSubmit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(payload(values), {
      onSuccess: () => {
        toast.success(successText);
        onSuccess();
      },
      onError: (error) => {
        const fallback = STOREFRONT_TEXTS.errors.internalServerError;
        toast.error(applyServerError(form, error, fallback, serverErrors));
      },
    });
  });
  return { form, card: { formRef, onSubmit, pending: mutation.isPending } };
}
