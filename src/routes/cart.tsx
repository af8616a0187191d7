import { memo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { cartTitle, titledHead } from '@/lib/page-identity/page-title';
import { useLoaderFollows } from '@/lib/routing/use-loader-follows';
import { getCartState, useCartLineCount } from '@/entities/cart/cart-store';
import { CartView } from '@/features/cart/components/cart-view';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export const Route = createFileRoute('/cart')({
  // The cart lives in this browser and the build's HTML shows it empty: the build's title counts
  // no lines, the browser's counts what it holds (a first visit's title stays as it was built).
  loader: () => ({ lines: getCartState().items.length }),
  // The title counts the cart's lines, like the header's badge, and follows every change.
  head: ({ loaderData }) =>
    titledHead(cartTitle(loaderData?.lines), STOREFRONT_TEXTS.pageDescriptions.cart),
  component: CartPage,
});

function CartPage() {
  return (
    <>
      <TitleFollowsLines />
      <StableCartView />
    </>
  );
}

/**
 * The title counts the lines the browser holds, the build's HTML none: with a stored cart, the
 * loader runs again for the title right after hydration. Only this part reads the loader's answer, and the cart below
 * does not render again for it (a phone's long task after hydration).
 */
function TitleFollowsLines() {
  useLoaderFollows(Route.useLoaderData().lines, useCartLineCount());
  return null;
}

const StableCartView = memo(CartView);
