import { memo, type ReactNode } from 'react';
import type { Product } from '@/api/adapters';
import { HydrateApart } from '@/start-up';
import type { ImagePriority } from '@/components/product-image';
import { ProductCard } from './product-card';
import classes from './product-grid.module.css';

/** The widest row (xl): these cards can be on screen before any scrolling. */
const FIRST_ROW = 4;

/**
 * 1 column, 2 from small screens, 3 from large, 4 from extra-large. `minHeight` keeps the
 * catalogue's pagination from jumping up while a short page is shown (700px there).
 */
export const ProductGrid = memo(Grid, sameGrid);

/**
 * The grid renders again only for other products (or another state), not each time the page
 * around it renders: its 8 to 20 cards are most of a page's render, and the pages re-render
 * after hydration (the router's state settling, the browser's stored values arriving) with the
 * same answer. `renderAction` is compared by what it does, not by identity: the pages pass a new
 * arrow each render that depends on the product alone.
 */
function sameGrid(before: GridProps, after: GridProps): boolean {
  return (
    before.products === after.products &&
    before.busy === after.busy &&
    before.minHeight === after.minHeight &&
    before.opens === after.opens &&
    !before.renderAction === !after.renderAction
  );
}

/**
 * A card renders again only for another product, not with each render of its grid: when a list
 * is asked again (the re-check of a built page's answers, a refetch), the query cache's
 * structural sharing keeps the object of every product that did not change, so a new list with
 * one new price re-renders that one card rather than all 8 to 20 (in one task: a store's update
 * renders at once: a long task on a phone for a catalogue page). `action` as in `sameGrid`.
 */
const GridCard = memo(
  ProductCard,
  (before, after) =>
    before.product === after.product &&
    before.priority === after.priority &&
    before.opens === after.opens &&
    !before.action === !after.action,
);

/** The first row's pictures at once (the first with high priority), the rest lazily. */
function pictureLoading(opens: GridProps['opens'], index: number): ImagePriority {
  if (opens === 'page') return 'lazy';
  return index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy';
}

interface GridProps {
  products: readonly Product[];
  renderAction?: (product: Product) => ReactNode;
  minHeight?: number;
  busy?: boolean;
  /** 'page': each card opens the product's own page (related products, below the fold). */
  opens?: 'dialog' | 'page';
}

function Grid({ products, renderAction, minHeight, busy = false, opens = 'dialog' }: GridProps) {
  return (
    <div
      style={minHeight === undefined ? undefined : { minHeight }}
      // Stale results while the next ones load: announced as busy, and only their pictures fade
      // (a person can still read the text, so it keeps the theme's contrast).
      className={busy ? `${classes.grid} ${classes.stale}` : classes.grid}
      aria-busy={busy || undefined}
    >
      {products.map((product, index) => (
        <HydrateApart key={product.productId}>
          <GridCard
            product={product}
            action={renderAction?.(product)}
            opens={opens}
            priority={pictureLoading(opens, index)}
          />
        </HydrateApart>
      ))}
    </div>
  );
}
