import { useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useHydrating } from '@/lib/hydration';
import { HeldUntilHydrated, NO_BOX } from './held-until-hydrated';

/**
 * A part of a built page that CSS shows only from the breakpoint `from` up (Mantine's
 * `visibleFrom`), hydrated only there. On a narrower screen React keeps the build's HTML of it
 * as it is (hidden there by that CSS) and runs none of its code: React does not hydrate inside
 * an element whose content is `dangerouslySetInnerHTML`. Once the screen is wide enough (a phone
 * turned, a window widened) the part renders afresh, and stays. A render in the browser (after a
 * navigation) renders it as usual, shown or not. Its code may come after the page's (the
 * catalogue's narrowing panel): a tap on it meanwhile is held until it has hydrated.
 */
export function HydrateWhereShown({
  from,
  children,
}: {
  from: MantineBreakpoint;
  children: ReactNode;
}) {
  const hydrating = useHydrating();
  const query = `(min-width: ${useMantineTheme().breakpoints[from]})`;
  const shown = useMediaQuery(query, undefined, { getInitialValueInEffect: false });
  const [keptAsBuilt, setKeptAsBuilt] = useState(
    () => typeof window !== 'undefined' && hydrating && !shown,
  );
  if (keptAsBuilt && shown) setKeptAsBuilt(false);
  if (keptAsBuilt)
    return <div style={NO_BOX} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <HeldUntilHydrated>{children}</HeldUntilHydrated>;
}
