import { isApiError, isNetworkFailure } from '@/api/errors';
import { serverErrorMessage } from '@/components/forms/apply-server-error';
import type { AdminTexts } from '../texts';

/** A row refused before anything was sent (the form's rules), with the reason in words. */
export class BulkRowRefused extends Error {
  override readonly name = 'BulkRowRefused';
}

/**
 * Why one row of a bulk action failed, in the administrator's language. A masked 401 is a failed
 * request, not a sign-out (the client has already told the two apart): the action may word it
 * (`masked`), since the server's own words say nothing. A 4xx's own message is shown as the
 * single-row screens show it; a 5xx's body never is.
 */
export function bulkFailureReason(
  error: unknown,
  T: AdminTexts['bulk'],
  masked: string = T.reasons.masked,
): string {
  if (error instanceof BulkRowRefused) return error.message;
  if (!isApiError(error)) return T.reasons.unknown;
  if (error.masked) return masked;
  if (isNetworkFailure(error)) return T.reasons.network;
  if (error.status === 401) return T.reasons.signedOut;
  if (error.status === 403) return T.reasons.forbidden;
  if (error.status >= 500) return T.reasons.server(error.status);
  return serverErrorMessage(error, T.reasons.failed(error.status), {
    serverWording: 'client-errors',
  });
}
