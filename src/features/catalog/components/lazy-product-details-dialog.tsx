import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { ProductDetailsDialog as Dialog } from './product-details-dialog';

// Mantine's Modal (focus trap, scroll lock, portal) weighs about 7 KB gzip: the pages load it the
// first time a dialog opens, not before they paint.
const ProductDetailsDialog = lazy(() =>
  import('./product-details-dialog').then((module) => ({ default: module.ProductDetailsDialog })),
);

type DialogProps = ComponentProps<typeof Dialog>;

/** The product dialog, loaded when it first opens (a click or a shared `?product=` link). */
export function LazyProductDetailsDialog(props: DialogProps) {
  // Once loaded it stays mounted, so closing plays the Modal's own transition.
  const [needed, setNeeded] = useState(props.opened);
  if (props.opened && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <OpenedAfterMount {...props} />
    </Suspense>
  );
}

/**
 * Mantine's Modal notes what had the focus, to give it back on close, only when `opened` changes
 * on a mounted Modal. Mounted already open (its code has just arrived) it would note nothing and
 * leave a keyboard user at the top of the page after closing: so it mounts closed, then opens.
 */
function OpenedAfterMount(props: DialogProps) {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point
  useEffect(() => setMounted(true), []);
  return <ProductDetailsDialog {...props} opened={props.opened && mounted} />;
}
