import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { effectiveSpecialPrice, type Product } from '@/api/adapters';
import { messageOr } from '@/components/error-text';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { ProductImage } from '@/components/product-image';
import { stockOf } from '@/entities/cart/cart-item';
import { useSession } from '@/entities/session/use-session';
import {
  removeFromWishlist,
  useWishlistItems,
  type WishlistItem,
} from '@/entities/wishlist/wishlist-store';
import { formatDollars, toCents } from '@/lib/money';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { toast } from '@/lib/toast';
import { currentProductsQueryOptions, type FindProducts } from '../api/get-current-products';
import { moveToCart } from '../move-to-cart';

const T = STOREFRONT_TEXTS.wishlist;

/** What the catalogue says of a kept product now. */
type Current =
  | { status: 'checking' }
  | { status: 'failed' }
  | { status: 'gone' }
  | { status: 'found'; product: Product };

/**
 * /wishlist: the kept products with the price and stock the catalogue has now, marked "Back in
 * stock" (none when kept, some now) and "Price dropped" (cheaper than when kept); a product the
 * shop no longer has says so and can only be removed.
 */
export function WishlistView({ findProducts }: { findProducts: FindProducts }) {
  const items = useWishlistItems();
  const signedIn = useSession() !== null;
  const current = useQuery(
    currentProductsQueryOptions(
      items.map((item) => item.productId),
      findProducts,
    ),
  );

  const currentOf = (item: WishlistItem): Current => {
    if (current.data) {
      const product = current.data.get(item.productId);
      return product ? { status: 'found', product } : { status: 'gone' };
    }
    return current.isError ? { status: 'failed' } : { status: 'checking' };
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {T.heading}
      </Title>
      {!signedIn && <Text c="dimmed">{T.guestNote}</Text>}
      {items.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{T.empty}</Text>
          <Text c="dimmed">{T.emptyHint}</Text>
          <Anchor component={Link} to="/products">
            {T.browse}
          </Anchor>
        </Stack>
      ) : (
        <>
          {current.isError && (
            <LoadFailedAlert message={messageOr(current.error, T.lookupFailed)} query={current} />
          )}
          <Stack gap="sm" component="ul" aria-label={T.listLabel} p={0} m={0}>
            {items.map((item) => (
              <WishlistRow key={item.productId} item={item} current={currentOf(item)} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function WishlistRow({ item, current }: { item: WishlistItem; current: Current }) {
  const product = current.status === 'found' ? current.product : null;
  const price = product ? effectiveSpecialPrice(product) : item.price;
  const stock = product ? stockOf(product) : null;
  const priceDropped = product !== null && toCents(price) < toCents(item.price);
  const backInStock = stock !== null && item.stock === 0 && stock > 0;

  return (
    <Card withBorder component="li" aria-label={item.productName} style={{ listStyle: 'none' }}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ProductImage image={item.image} alt="" w={80} h={80} radius="sm" fit="cover" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.productName}
          </Text>
          {current.status === 'gone' ? (
            <Badge color="gray" variant="light">
              {T.noLongerAvailable}
            </Badge>
          ) : (
            <>
              <Group gap="xs">
                <Text fw={500}>{formatDollars(price)}</Text>
                {priceDropped && (
                  <Text size="sm" c="dimmed">
                    {T.keptAt(formatDollars(item.price))}
                  </Text>
                )}
              </Group>
              <Group gap="xs">
                {priceDropped && (
                  <Badge color="green" variant="light">
                    {T.priceDropped}
                  </Badge>
                )}
                {backInStock && (
                  <Badge color="blue" variant="light">
                    {T.backInStock}
                  </Badge>
                )}
                {stock === 0 && (
                  <Badge color="red" variant="light">
                    {T.outOfStock}
                  </Badge>
                )}
                {current.status === 'checking' && (
                  <Text size="sm" c="dimmed">
                    {T.checking}
                  </Text>
                )}
              </Group>
            </>
          )}
        </Stack>
        <Stack gap="xs">
          {product && (
            <Button
              size="xs"
              disabled={stock === 0}
              aria-label={T.moveNamed(item.productName)}
              onClick={() => moveToCart(product)}
            >
              {T.moveToCart}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            aria-label={T.remove(item.productName)}
            onClick={() => {
              if (removeFromWishlist(item.productId)) toast.success(T.removed(item.productName));
            }}
          >
            {T.removeButton}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
