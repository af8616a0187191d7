import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { ProductDetailsDialog as Dialog } from './product-details-dialog';

// Mantine's Modal (focus trap, scroll lock, portal) weighs about 7 KB gzip: the pages load it the
// first time a dialog opens, not before they paint.
const ProductDetailsDialog = lazy(() =>
  import('./product-details-dialog').then((module) => ({ default: module.ProductDetailsDialog })),
);

/** The product dialog, loaded when it first opens (a click or a shared `?product=` link). */
export function LazyProductDetailsDialog(props: ComponentProps<typeof Dialog>) {
  // Once loaded it stays mounted, so closing plays the Modal's own transition.
  const [needed, setNeeded] = useState(props.opened);
  if (props.opened && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ProductDetailsDialog {...props} />
    </Suspense>
  );
}
