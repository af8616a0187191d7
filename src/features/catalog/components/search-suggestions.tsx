import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { effectiveSpecialPrice, type Product } from '@/api/adapters';
import { ProductImage } from '@/components/product-image';
import { FINDER_TEXTS } from '@/lib/storefront-texts/finder';
import { formatDollars } from '@/lib/money';
import type { SuggestionsState } from '../hooks/use-suggestions';
import classes from './search-box.module.css';

const T = FINDER_TEXTS.suggestions;

// Style props rather than a stylesheet: a CSS module would be one more file in the catalogue's
// first load (its route had none).
const NAME_STYLE = { flex: 1, minWidth: 0, overflowWrap: 'anywhere' } as const;
// The last text's products while the new text's are on their way: their pictures fade, their
// names and prices keep full contrast (a person can read them in the meantime).
const STALE_PICTURE = { opacity: 0.5 } as const;

/** The id of a suggestion's option: what the box's aria-activedescendant names. */
export const suggestionId = (listId: string, productId: number) => `${listId}-${productId}`;

/**
 * The open list under the search box: the suggested products (picture, name, price), or a line
 * saying that it is looking, found nothing, or failed. The line is a live region, so a screen
 * reader hears what the list holds without leaving the box; the listbox itself always exists
 * (the box's aria-controls names it) and holds only options.
 */
export function SearchSuggestions({
  listId,
  state,
  activeIndex,
  onChoose,
}: {
  listId: string;
  state: SuggestionsState;
  /** The option the arrow keys are on, or -1. */
  activeIndex: number;
  onChoose: (productId: number) => void;
}) {
  const products = state.status === 'list' ? state.products : [];
  const busy = state.status === 'list' && state.busy;
  return (
    <Paper className={classes.dropdown} shadow="md" withBorder>
      <div role="status">
        {state.status === 'list' ? (
          <VisuallyHidden>{T.count(products.length)}</VisuallyHidden>
        ) : (
          <Text size="sm" c={state.status === 'failed' ? 'red' : 'dimmed'} px="xs" py={4}>
            {state.status === 'searching'
              ? T.searching
              : state.status === 'empty'
                ? T.noProducts
                : T.failed}
          </Text>
        )}
      </div>
      <div role="listbox" id={listId} aria-label={T.label} aria-busy={busy || undefined}>
        {products.map((product, index) => (
          <SuggestionOption
            key={product.productId}
            id={suggestionId(listId, product.productId)}
            product={product}
            active={index === activeIndex}
            stale={busy}
            onChoose={onChoose}
          />
        ))}
      </div>
    </Paper>
  );
}

function SuggestionOption({
  id,
  product,
  active,
  stale,
  onChoose,
}: {
  id: string;
  product: Product;
  active: boolean;
  stale: boolean;
  onChoose: (productId: number) => void;
}) {
  return (
    // A press on it leaves the focus in the search box (whose list it is), as a combobox's
    // option does; the click then chooses it (the keys are the box's: aria-activedescendant).
    <div
      role="option"
      id={id}
      aria-selected={active}
      className={classes.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(product.productId)}
    >
      <Group gap="sm" wrap="nowrap">
        {/* The name says what it is: the picture is decoration here. */}
        <ProductImage
          image={product.image}
          alt=""
          w={48}
          h={36}
          fit="cover"
          radius="sm"
          style={stale ? STALE_PICTURE : undefined}
        />
        <Text size="sm" lineClamp={2} style={NAME_STYLE}>
          {product.productName}
        </Text>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatDollars(effectiveSpecialPrice(product))}
        </Text>
      </Group>
    </div>
  );
}
