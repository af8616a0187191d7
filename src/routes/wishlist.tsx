import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { findProducts } from '../features/catalog/api/find-products';
import { WishlistView } from '../features/wishlist/components/wishlist-view';
import { storefrontHead } from '../lib/page-identity/page-title';
import { STOREFRONT_TEXTS } from '../lib/storefront-texts';

/** /wishlist, for everyone: a visitor sees this device's guest list, a user their own. */
export const Route = createFileRoute('/wishlist')({
  head: () =>
    storefrontHead(STOREFRONT_TEXTS.wishlist.pageTitle, STOREFRONT_TEXTS.wishlist.description),
  // No loader: everything it would import stays in the route tree, in every page's first load;
  // the page asks for its products' current data as soon as its code has arrived.
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
