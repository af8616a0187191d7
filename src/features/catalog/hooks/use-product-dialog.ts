import { useLocation, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the history entry a product card pushed to open the detail dialog. */
    productDialogFromPage?: boolean;
  }
}

/**
 * The detail dialog lives in the URL (`?product=<id>`), so a link to it can be shared and the
 * browser's back button closes it. Closing goes back when the dialog was opened from the page
 * (so the history has no dead "closed dialog" entry); a dialog that arrived by a shared link has
 * nothing to go back to in this app, so closing replaces the URL instead.
 */
export function useProductDialog() {
  const search: { product?: number } = useSearch({ strict: false });
  const openedFromPage = useLocation({
    select: (location) => !!location.state.productDialogFromPage,
  });
  const navigate = useNavigate();
  const router = useRouter();

  const close = useCallback(() => {
    if (openedFromPage) {
      router.history.back();
      return;
    }
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, product: undefined }),
      replace: true,
      resetScroll: false,
    });
  }, [navigate, openedFromPage, router]);

  return { productId: search.product, close };
}
