import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Product } from '@/api/adapters';
import type { ProductLookup } from '@/lib/page-identity/page-title';
import { findCachedProduct, productQueryOptions } from './find-product';

/**
 * The open detail dialog's product (`?product=<id>`) as far as the page's title cares, for the
 * loader of the page that shows the dialog (its `head` names the product) and, live, for that
 * page (src/lib/routing/use-loader-follows.ts), both from the dialog's own query: the loader
 * reads it, the dialog (hooks/use-dialog-product.ts) asks for it. Undefined when none is open.
 */
function lookupOf(data: Product | null | undefined, failed: boolean): ProductLookup {
  if (data) return { status: 'found', name: data.productName };
  if (data === null) return { status: 'missing' };
  return failed ? { status: 'error' } : { status: 'loading' };
}

export function dialogLookup(
  queryClient: QueryClient,
  productId: number | undefined,
): ProductLookup | undefined {
  if (productId === undefined) return undefined;
  const state = queryClient.getQueryState<Product | null>(
    productQueryOptions(queryClient, productId).queryKey,
  );
  // Before the dialog has asked, its query starts from the lists already loaded.
  const data = state?.data !== undefined ? state.data : findCachedProduct(queryClient, productId);
  return lookupOf(data, state?.status === 'error');
}

export function useDialogLookup(productId: number | undefined): ProductLookup | undefined {
  const queryClient = useQueryClient();
  // Observes without asking: the dialog makes the call once the page's list has settled.
  const query = useQuery({ ...productQueryOptions(queryClient, productId ?? 0), enabled: false });
  return productId === undefined ? undefined : lookupOf(query.data, query.isError);
}
