import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useId } from 'react';
import type { Product } from '@/api/adapters';
import { FACET_TEXTS } from '@/lib/storefront-texts/facets';
import { relatedProductsQueryOptions } from '../api/get-related-products';
import { ProductGrid } from './product-grid';

/**
 * Up to 8 products of the same category (else brand), in stock first, as cards like the
 * catalogue's (without its Add to Cart: the page's one button of that name is its product's),
 * each opening its own page (docs/product/storefront.md#28a-related-products). The route's
 * loader asks for them in the browser (a built page does not carry them). Nothing at all while
 * none are known (loading, none, or the call failed: the page is whole without them).
 */
export function RelatedProducts({ product }: { product: Product }) {
  const related = useQuery(relatedProductsQueryOptions(product));
  // Below the fold: the answer renders in a transition, which React slices into short tasks, not
  // in the task it arrives in (a long one on a phone, while the page is still starting).
  const products = useDeferredValue(related.data?.content);
  return <RelatedGrid products={products} />;
}

const RelatedGrid = memo(function RelatedGrid({ products = [] }: { products?: Product[] }) {
  const headingId = useId();
  if (!products.length) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId}>
        {FACET_TEXTS.related.heading}
      </Title>
      <ProductGrid products={products} opens="page" />
    </Stack>
  );
});
