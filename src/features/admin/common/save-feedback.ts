import {
  applyServerError,
  type FormWithFieldErrors,
  type ServerErrorOptions,
} from '@/components/forms/apply-server-error';
import { toast } from '@/lib/toast';

/**
 * What a dialog's save says: on success a toast, and the dialog closes; on failure the server's
 * field messages go on the form and a toast, and the dialog stays open and filled. A 5xx body's
 * words are not for the admin (only a 4xx's are shown).
 */
export function saveFeedback(
  form: FormWithFieldErrors,
  texts: { saved: string; saveFailed: string },
  onClose: () => void,
  options: Omit<ServerErrorOptions, 'serverWording'> = {},
) {
  return {
    onSuccess: () => {
      toast.success(texts.saved);
      onClose();
    },
    onError: (error: unknown) =>
      toast.error(
        applyServerError(form, error, texts.saveFailed, {
          ...options,
          serverWording: 'client-errors',
        }),
      ),
  };
}
