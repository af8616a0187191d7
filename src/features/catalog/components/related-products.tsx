import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Product } from '@/api/adapters';
import { FACET_TEXTS } from '@/lib/storefront-texts/facets';
import { relatedProductsQueryOptions } from '../api/get-related-products';
import { ProductGrid } from './product-grid';

/**
 * Up to 8 products of the same category (else brand), in stock first, as cards like the
 * catalogue's (without its Add to Cart: the page's one button of that name is its product's),
 * each opening its own page (docs/product/storefront.md#28a-related-products). The
 * route's loader asks for them, so a built page carries them. Nothing at all while none are
 * known (loading, none, or the call failed: the page is whole without them).
 */
export function RelatedProducts({ product }: { product: Product }) {
  const related = useQuery(relatedProductsQueryOptions(product));
  const headingId = useId();
  const products = related.data?.content ?? [];
  if (!products.length) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId}>
        {FACET_TEXTS.related.heading}
      </Title>
      <ProductGrid products={products} opens="page" />
    </Stack>
  );
}
