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
 * Opens a product's detail dialog by adding `?product=<id>` to the current page's URL. The
 * other parameters (filters, page) are kept and the page does not scroll.
 */
export function ProductDetailsLink({
  productId,
  label,
  children,
  className,
}: {
  productId: number;
  /** The accessible name: the product's full name (the visible one may be cut). */
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to="."
      search={withProduct(productId)}
      state={markOpenedFromPage}
      resetScroll={false}
      aria-label={label}
      className={className}
    >
      {children}
    </Link>
  );
}

/**
 * The card's image opens the dialog on a click too. It is not a second link: keyboard and
 * screen-reader users get one link per product (the name), and the image keeps its alt text.
 */
export function ProductDetailsClickArea({
  productId,
  children,
}: {
  productId: number;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const open = () =>
    void navigate({
      to: '.',
      search: withProduct(productId),
      state: markOpenedFromPage,
      resetScroll: false,
    });
  return (
    <div onClick={open} style={{ cursor: 'pointer' }}>
      {children}
    </div>
  );
}
