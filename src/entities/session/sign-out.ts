import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { isApiError } from '@/api/errors';
import { errorText } from '@/components/error-text';
import { toast } from '@/lib/toast';
import { forgetUser } from '@/api/forget-user';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export const SIGN_OUT_FAILED_PREFIX = STOREFRONT_TEXTS.account.signOutFailedPrefix;

/**
 * Signs out: POST /auth/signout (with the cookie still there), then the user is forgotten here
 * (`forgetUser`: caches, checkout, the cart, stored user, the cookie), in every case.
 *
 * A failed server call does not keep the session: the person asked to leave (maybe at a shared
 * computer), and leaving their name, orders and cart on screen is the worse failure. Since the
 * real cookie is not HttpOnly, expiring it here also ends this browser's hold on the session.
 * But the server session may live on until it expires: the toast says so. A 401 there (not
 * Spring's masked failure) means the server had already ended the session: nothing to report.
 * Resolves with the server's failure message, or null.
 */
export async function signOut(): Promise<string | null> {
  let failure: string | null = null;
  try {
    await call(api.POST('/auth/signout'));
  } catch (error) {
    const alreadyGone = isApiError(error) && error.status === 401 && !error.masked;
    if (!alreadyGone) failure = errorText(error, STOREFRONT_TEXTS.account.signOutNoAnswer);
  }
  forgetUser('signed-out');
  if (failure) toast.error(`${SIGN_OUT_FAILED_PREFIX}${failure}`);
  return failure;
}

/** The log-out of the storefront menu and the back office; navigate in `onSettled`. */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
