import { isApiError, statusText } from '@/api/errors';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.errors;

/**
 * The words a person reads for a failed call. src/api knows no texts: an ApiError says what
 * kind of failure it was (no answer, an unreadable answer, a masked 401, an ended session) and
 * what the server wrote; the storefront's texts for each kind are chosen here.
 */
export function errorText(error: unknown, fallback: string = TEXTS.unexpected): string {
  if (!isApiError(error)) return (error instanceof Error && error.message) || fallback;
  if (error.aborted) return TEXTS.aborted;
  if (error.sessionEnded) return TEXTS.sessionEnded;
  if (error.masked) return TEXTS.maskedFailure;
  if (error.kind === 'parse') return TEXTS.parse;
  // fetch rejects with a TypeError when no answer arrives; anything else broke before one did.
  if (error.kind === 'network')
    return error.cause instanceof TypeError ? TEXTS.network : TEXTS.default;
  return error.serverMessage ?? statusText(error.status) ?? TEXTS.default;
}

/** The server's message when it wrote one (or that the session ended), else the screen's own. */
export function messageOr(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.sessionEnded) return TEXTS.sessionEnded;
  return error.serverMessage || fallback;
}
