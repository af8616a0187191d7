import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHooks } from '../api/unauthorized';
import { clearCart } from '../features/cart/cart-store';
import { sessionQueryKey } from '../features/auth/api/session';
import { resetCheckout } from '../features/checkout/checkout-storage';
import type { createAppRouter } from './router';

/**
 * Lets the API client's 401 handling (spec 8) reach the app: the session in the query cache is
 * dropped, the cart goes too when the spec says so, the router re-runs its guards (a protected
 * page then sends the person to /login) and navigation goes through the router, not a reload.
 */
export function connectSessionToApp(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
): () => void {
  return setUnauthorizedHooks({
    navigate: (to) => void router.navigate({ href: to }),
    currentPath: () => router.state.location.pathname,
    onSessionCleared: (outcome) => {
      if (outcome === 'signed-out') {
        clearCart();
        resetCheckout();
      }
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ queryKey: ['addresses'] });
      void router.invalidate();
    },
  });
}
