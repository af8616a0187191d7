import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/**
 * The Sort By button's hint, in a module of its own: Mantine's Tooltip brings floating-ui, which
 * the catalogue's first load does without (sort-toggle.tsx loads this at the first hover or focus).
 */
export function SortTooltip({
  label,
  target,
  opened,
}: {
  label: string;
  target: RefObject<HTMLButtonElement | null>;
  opened: boolean;
}) {
  return <Tooltip label={label} target={target} opened={opened} withArrow />;
}
