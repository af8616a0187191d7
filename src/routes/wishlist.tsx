import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { getWishlistItems } from '../entities/wishlist/wishlist-store';
import { currentProductsQueryOptions } from '../features/wishlist/api/get-current-products';
import { WishlistView } from '../features/wishlist/components/wishlist-view';
import { storefrontHead } from '../lib/page-identity/page-title';
import { STOREFRONT_TEXTS } from '../lib/storefront-texts';

/** /wishlist, for everyone: a visitor sees this device's guest list, a user their own. */
export const Route = createFileRoute('/wishlist')({
  head: () =>
    storefrontHead(STOREFRONT_TEXTS.wishlist.pageTitle, STOREFRONT_TEXTS.wishlist.description),
  // The kept products' current price and stock, asked for while the page's code arrives.
  loader: ({ context }) => {
    const ids = getWishlistItems().map((item) => item.productId);
    if (ids.length) void context.queryClient.prefetchQuery(currentProductsQueryOptions(ids));
  },
  component: WishlistPage,
});

function WishlistPage() {
  return (
    <Container size="md" py="md">
      <WishlistView />
    </Container>
  );
}
