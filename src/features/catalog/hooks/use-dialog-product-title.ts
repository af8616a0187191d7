import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { productTitle, type ProductLookup } from '../../../lib/page-identity/page-title';
import { useCachedQueryState } from '../../../lib/page-identity/use-cached-query-state';
import type { Product } from '../../../api/adapters';
import { productQueryOptions } from '../api/find-product';

/**
 * The page title while a product's detail dialog is open (`?product=<id>`): the product's name,
 * or "Product not found" when the lookup the dialog makes finds nothing or fails. Undefined
 * while no dialog is open or the product is still being looked up: the page's title stays.
 */
export function useDialogProductTitle(): string | undefined {
  const { product: productId }: { product?: number } = useSearch({ strict: false });
  const queryClient = useQueryClient();
  const state = useCachedQueryState<Product | null>(
    productId === undefined ? undefined : productQueryOptions(queryClient, productId).queryKey,
  );
  if (productId === undefined) return undefined;
  let lookup: ProductLookup = { status: 'loading' };
  if (state?.data) lookup = { status: 'found', name: state.data.productName };
  else if (state?.data === null) lookup = { status: 'missing' };
  else if (state?.status === 'error') lookup = { status: 'error' };
  return productTitle(lookup);
}
