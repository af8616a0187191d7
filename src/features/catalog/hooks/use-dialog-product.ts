import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@/api/adapters';
import { productQueryOptions } from '../api/find-product';

export type DialogProduct =
  | { status: 'loading' }
  | { status: 'found'; product: Product }
  | { status: 'missing' }
  | { status: 'error' };

/**
 * The product of an open detail dialog, from the catalogue (see api/find-product.ts).
 * `pageSettled` holds the lookup back until the page's own list has arrived: a shared link
 * usually points at a product on that very page, and then no extra call is needed.
 */
export function useDialogProduct(
  productId: number | undefined,
  pageSettled: boolean,
): DialogProduct {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...productQueryOptions(queryClient, productId ?? 0),
    enabled: productId !== undefined && pageSettled,
  });
  if (query.data) return { status: 'found', product: query.data };
  if (query.data === null) return { status: 'missing' };
  if (query.isError) return { status: 'error' };
  return { status: 'loading' };
}
