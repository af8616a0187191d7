import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// Shared by the link and the image: same URL change, same history state, no scrolling.
const withProduct = (productId: number) => (previous: Record<string, unknown>) => ({
  ...previous,
  product: productId,
});
const markOpenedFromPage = <T extends object>(previous: T) => ({
  ...previous,
  productDialogFromPage: true,
});
/**
 * The address bar shows the product's own page while its dialog is open (route masking): a
 * copied link, a reload or a new tab opens /products/{id}, and Back still closes the dialog.
 */
const productPageMask = (productId: number) =>
  ({
    to: '/products/$productId',
    params: { productId: String(productId) },
    unmaskOnReload: true,
  }) as const;

/**
 * Opens a product's detail dialog by adding `?product=<id>` to the current page's location,
 * shown in the address bar as the product's page. The other parameters (filters, page) are
 * kept and the page does not scroll.
 */
export function ProductDetailsLink({
  productId,
  withPage,
  toPage = false,
  label,
  children,
  className,
}: {
  productId: number;
  /** A product of the shop, with a page of its own (the About page's sample phones have none). */
  withPage: boolean;
  /** Open the product's own page instead of the dialog (a product page's related products). */
  toPage?: boolean;
  /** The accessible name: the product's full name (the visible one may be cut). */
  label: string;
  children: ReactNode;
  className?: string;
}) {
  if (toPage)
    return (
      <Link
        to="/products/$productId"
        params={{ productId: String(productId) }}
        aria-label={label}
        className={className}
      >
        {children}
      </Link>
    );
  return (
    <Link
      to="."
      search={withProduct(productId)}
      state={markOpenedFromPage}
      mask={withPage ? productPageMask(productId) : undefined}
      resetScroll={false}
      aria-label={label}
      className={className}
    >
      {children}
    </Link>
  );
}

/**
 * Opens a product's detail dialog from code, exactly as its card's link does (the search box's
 * suggestions, the card's image).
 */
export function useOpenProductDialog() {
  const navigate = useNavigate();
  return (productId: number, withPage = true) =>
    void navigate({
      to: '.',
      search: withProduct(productId),
      state: markOpenedFromPage,
      mask: withPage ? productPageMask(productId) : undefined,
      resetScroll: false,
    });
}

/**
 * The card's image opens the dialog on a click too. It is not a second link: keyboard and
 * screen-reader users get one link per product (the name), and the image keeps its alt text.
 */
export function ProductDetailsClickArea({
  productId,
  withPage,
  toPage = false,
  children,
}: {
  productId: number;
  withPage: boolean;
  toPage?: boolean;
  children: ReactNode;
}) {
  const open = useOpenProductDialog();
  const navigate = useNavigate();
  const onClick = () =>
    toPage
      ? void navigate({ to: '/products/$productId', params: { productId: String(productId) } })
      : open(productId, withPage);
  return (
    <div onClick={onClick} style={{ cursor: 'pointer' }}>
      {children}
    </div>
  );
}
