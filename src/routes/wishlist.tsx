import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { findProducts } from '@/features/catalog/api/find-products';
import { WishlistView } from '@/features/wishlist/components/wishlist-view';
import { currentProductsQueryOptions } from '@/features/wishlist/api/get-current-products';
import { getWishlistItems } from '@/entities/wishlist/wishlist-store';
import { storefrontHead } from '@/lib/page-identity/page-title';
import { startBrowserPage } from '@/lib/routing/page-data';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/** /wishlist, for everyone: a visitor sees this device's guest list, a user their own. */
export const Route = createFileRoute('/wishlist')({
  head: () =>
    storefrontHead(STOREFRONT_TEXTS.wishlist.pageTitle, STOREFRONT_TEXTS.wishlist.description),
  // Asks for the kept products' current price and stock at once; the page shows its own
  // "checking" state meanwhile. This loader is split from the route tree with the page
  // (vite.config.ts), so the catalogue's lookup stays out of every page's first load.
  loader: ({ context }) =>
    startBrowserPage(context, [
      currentProductsQueryOptions(
        getWishlistItems().map((item) => item.productId),
        findProducts,
      ),
    ]),
  component: WishlistPage,
});

function WishlistPage() {
  return (
    <Container size="md" py="md">
      {/* The catalogue's lookup is handed over here, where feature internals may be used: from
          the catalogue's index.ts it would ride into every page's first load with that index. */}
      <WishlistView findProducts={findProducts} />
    </Container>
  );
}
