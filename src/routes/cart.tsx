import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../lib/page-identity/live-title';
import { cartTitle, storefrontHead } from '../lib/page-identity/page-title';
import { useCartLineCount } from '../entities/cart/cart-store';
import { CartView } from '../features/cart/components/cart-view';
import { STOREFRONT_TEXTS } from '../lib/storefront-texts';

export const Route = createFileRoute('/cart')({
  head: () =>
    storefrontHead(STOREFRONT_TEXTS.pageTitles.cart, STOREFRONT_TEXTS.pageDescriptions.cart),
  component: CartPage,
});

/** The title counts the cart's lines, like the header's badge, and follows every change. */
function CartPage() {
  usePageTitle(cartTitle(useCartLineCount()));
  return <CartView />;
}
