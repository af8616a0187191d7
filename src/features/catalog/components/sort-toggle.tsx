import { Button } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import type { SortOrder } from '../catalog-search';

// Its code (Mantine's Tooltip and floating-ui) arrives at the first hover or focus: the page's
// first load does without it.
const SortTooltip = lazy(() =>
  import('./sort-tooltip').then((module) => ({ default: module.SortTooltip })),
);

/**
 * Toggles the price order; a tooltip says the current one while the mouse is on the button or
 * the keyboard's focus is.
 *
 * The tooltip mounts at the first hover or focus, beside the button (Mantine's `target` mode,
 * opened by this component): wrapped around the button, it would start floating-ui's positioning
 * and interactions on every load of the catalogue (script in the tasks after the first paint),
 * for a hint most visits never show; its code is loaded then too. Beside it, the button is not
 * re-created when the tooltip comes, so it keeps its focus.
 */
export function SortToggle({
  sortOrder,
  onSortOrderChange,
}: {
  sortOrder: SortOrder;
  onSortOrderChange: (sortOrder: SortOrder) => void;
}) {
  const tooltip = STOREFRONT_TEXTS.catalog.sortedBy(sortOrder);
  const button = useRef<HTMLButtonElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Never shown yet: no tooltip at all. Once shown, it stays mounted to close with its transition.
  const [wanted, setWanted] = useState(false);
  // A focus that a press gave (a tap, a click) shows nothing: on a phone the hint would stay over
  // the page after the tap, as Mantine's own tooltip (hover by a mouse only) never did.
  const pressed = useRef(false);
  return (
    <>
      <Button
        ref={button}
        variant="default"
        onClick={() => onSortOrderChange(sortOrder === 'asc' ? 'desc' : 'asc')}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          setHovered(true);
          setWanted(true);
        }}
        onPointerLeave={() => setHovered(false)}
        onPointerDown={() => (pressed.current = true)}
        onFocus={() => {
          if (pressed.current) return;
          setFocused(true);
          setWanted(true);
        }}
        onBlur={() => {
          pressed.current = false;
          setFocused(false);
        }}
        // The tooltip only shows on hover or focus: the order is part of the name too.
        aria-label={`${STOREFRONT_TEXTS.catalog.sortBy} (${tooltip})`}
        rightSection={<span aria-hidden="true">{sortOrder === 'asc' ? '↑' : '↓'}</span>}
      >
        {STOREFRONT_TEXTS.catalog.sortBy}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SortTooltip label={tooltip} target={button} opened={hovered || focused} />
        </Suspense>
      )}
    </>
  );
}
