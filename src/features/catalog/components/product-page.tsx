import { Anchor, Breadcrumbs, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { createLink, Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import type { Product } from '@/api/adapters';
import { useHydrating } from '@/lib/hydration';
import { ProductImage } from '@/components/product-image';
import { ProductRating } from './product-rating';
import { RouteError } from '@/components/route-error';
import { recordProductView } from '@/entities/recently-viewed/recently-viewed-store';
import { FINDER_TEXTS } from '@/lib/storefront-texts/finder';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { ProductPrice } from './product-price';
import { RecentlyViewed } from './recently-viewed';
import { RelatedProducts } from './related-products';
import { StockBadge } from './stock-badge';
import { WishlistToggle } from './wishlist-toggle';

const T = STOREFRONT_TEXTS;

/** Mantine's Anchor as a router link, typed against the routes (search params included). */
const AnchorLink = createLink(Anchor);

/**
 * A product's own page (/products/{id}): where it sits in the shop, its picture, name, price,
 * stock and description, and the action the route puts there (Add to Cart) beside the wishlist
 * heart. The same pieces as the card and the detail dialog, so prices and stock read alike.
 * Below, once the page runs: its reviews, related products (same category, else brand) and "You
 * looked at": the other products this shopper opened last; this one counts as opened once it is
 * on screen.
 */
export function ProductPage({
  product,
  action,
  reviews,
}: {
  product: Product;
  action: ReactNode;
  /** The product's reviews, where the route puts them (src/features/reviews). */
  reviews?: ReactNode;
}) {
  const category = product.category?.categoryName;
  useEffect(() => recordProductView(product.productId), [product.productId]);
  return (
    <Container size="lg" py="md">
      <nav aria-label={T.catalog.breadcrumbs}>
        {/* Exact: the product's page is none of these, though its path starts like /products. */}
        <Breadcrumbs mb="lg" separator="›">
          <AnchorLink to="/" activeOptions={{ exact: true }}>
            {T.pageTitles.home}
          </AnchorLink>
          <AnchorLink to="/products" activeOptions={{ exact: true }}>
            {T.pageTitles.products}
          </AnchorLink>
          {category && (
            <AnchorLink to="/products" search={{ category }} activeOptions={{ exact: true }}>
              {category}
            </AnchorLink>
          )}
        </Breadcrumbs>
      </nav>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ProductImage
            image={product.image}
            alt={product.productName}
            h={360}
            fit="contain"
            // The page's largest paint: requested with the HTML's first requests, not after the
            // browser's first layout has found it on screen.
            priority="high"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="md">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {product.productName}
            </Title>
            <ProductRating rating={product.rating} />
            <Group justify="space-between">
              <ProductPrice product={product} size="lg" />
              <StockBadge product={product} />
            </Group>
            <Group wrap="nowrap">
              <WishlistToggle product={product} />
              <div style={{ flex: 1 }}>{action}</div>
            </Group>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {product.description}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
      <BelowTheProduct>
        {reviews}
        <RelatedProducts product={product} />
        <RecentlyViewed
          heading={FINDER_TEXTS.recentlyViewed.productPageHeading}
          exclude={product.productId}
          opens="page"
        />
      </BelowTheProduct>
    </Container>
  );
}

/**
 * What is below the product (its reviews, related products, "You looked at") is the browser's
 * alone: a built or served product page carries what its first paint needs, the product, and
 * nothing below the fold (decision 0022, "a product page of 12 KB"). The build's render and the
 * hydration render none of it (the HTML has none); it renders once the page has hydrated, from
 * the answers the loader asked for in the browser (the first reviews, which the head's
 * structured data gives crawlers, and the related products).
 */
function BelowTheProduct({ children }: { children: ReactNode }) {
  // Mounted in a transition, which React slices into short tasks: on a phone this comes while
  // the page is still starting, and a tap must not wait behind it.
  const shown = useDeferredValue(!useHydrating(), false);
  if (!shown) return null;
  return (
    <Stack mt="xl" gap="xl">
      {children}
    </Stack>
  );
}

/** An id that names no product (gone, never there, or not a number): say so, and lead back. */
export function ProductNotFound() {
  return (
    <Container py="xl">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          {T.pageTitles.productNotFound}
        </Title>
        <Text>{T.catalog.productNotFound}</Text>
        <Anchor component={Link} to="/products">
          {T.catalog.backToProducts}
        </Anchor>
      </Stack>
    </Container>
  );
}

/** The lookup failed (the server or the network): the app's error panel, in the page's words. */
export function ProductLoadFailed(props: ErrorComponentProps) {
  return (
    <RouteError {...props} message={T.catalog.productLookupFailed}>
      <Anchor component={Link} to="/products">
        {T.catalog.backToProducts}
      </Anchor>
    </RouteError>
  );
}
