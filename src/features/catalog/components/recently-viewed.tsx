import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import type { Product } from '@/api/adapters';
import { ProductImage } from '@/components/product-image';
import {
  clearRecentlyViewed,
  useRecentlyViewedIds,
} from '@/entities/recently-viewed/recently-viewed-store';
import { FINDER_TEXTS } from '@/lib/storefront-texts/finder';
import { recentlyViewedQueryOptions } from '../api/get-recently-viewed';
import { catalogKeys } from '../api/query-keys';
import { CARD_NAME_LENGTH, truncate } from '../truncate';
import { ProductDetailsLink } from './product-details-link';
import { ProductPrice } from './product-price';
import classes from './recently-viewed.module.css';

const T = FINDER_TEXTS.recentlyViewed;

/**
 * The products this shopper opened last, newest first (docs/product/storefront.md#3b-recently-viewed):
 * picture, name and price, each opening the product as the page's own products do (`opens`:
 * its dialog on the home page, its page on a product page), and Clear. Nothing at all while
 * the list is empty, still loading, or holds only products the shop no longer has.
 */
export function RecentlyViewed({
  heading,
  exclude,
  opens,
}: {
  heading: string;
  /** The product the page shows: not listed again. */
  exclude?: number;
  opens: 'dialog' | 'page';
}) {
  const ids = useRecentlyViewedIds();
  const shownIds = useMemo(() => ids.filter((id) => id !== exclude), [ids, exclude]);
  const queryClient = useQueryClient();
  // The page's own list usually holds some of them: asked for once it has arrived, those cost
  // no call (get-recently-viewed.ts).
  const listsSettled = useIsFetching({ queryKey: catalogKeys.products() }) === 0;
  const query = useQuery({
    ...recentlyViewedQueryOptions(queryClient, shownIds),
    enabled: shownIds.length > 0 && listsSettled,
    // A newly opened product adds to the list without the list blinking out meanwhile.
    placeholderData: keepPreviousData,
  });
  // What is still on the list now (the last answer may hold a product cleared since).
  const products = (query.data ?? []).filter((product) => shownIds.includes(product.productId));
  const headingId = useId();
  if (!products.length) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} id={headingId}>
          {heading}
        </Title>
        <Button variant="subtle" aria-label={T.clearLabel} onClick={clearRecentlyViewed}>
          {T.clear}
        </Button>
      </Group>
      <SimpleGrid component="ul" cols={{ base: 2, sm: 4, lg: 8 }} className={classes.list}>
        {products.map((product) => (
          <RecentlyViewedProduct key={product.productId} product={product} opens={opens} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function RecentlyViewedProduct({ product, opens }: { product: Product; opens: 'dialog' | 'page' }) {
  const name = product.productName ?? '';
  const label = (
    <Text size="sm" fw={600} title={name} className={classes.name}>
      {truncate(name, CARD_NAME_LENGTH)}
    </Text>
  );
  return (
    <Card component="li" withBorder padding="xs" className={classes.item}>
      <Card.Section>
        {/* The name is the link and says what it is: the picture is decoration here. */}
        <ProductImage image={product.image} alt="" h={90} fit="cover" />
      </Card.Section>
      <Stack gap={2} mt="xs">
        {opens === 'dialog' ? (
          <ProductDetailsLink
            productId={product.productId}
            withPage
            label={name}
            className={classes.link}
          >
            {label}
          </ProductDetailsLink>
        ) : (
          <Link
            to="/products/$productId"
            params={{ productId: String(product.productId) }}
            aria-label={name}
            className={classes.link}
          >
            {label}
          </Link>
        )}
        <ProductPrice product={product} size="sm" />
      </Stack>
    </Card>
  );
}
