import type { MantineBreakpoint } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { HydrateApart } from './hydrate-apart';
import { HydrateOnInteraction } from './hydrate-on-interaction';
import { HydrateWhereShown } from './hydrate-where-shown';

type HydrateWhenProps =
  | {
      /**
       * Hydrated when someone reaches for it (a press, a tap, the focus coming into it), when
       * what it shows changes (`wakeOn`: a filter from the address, Clear Filter), or when it was
       * touched before the app took over (decision 0025).
       */
      reached: true;
      wakeOn: readonly unknown[];
      /** Also hydrated, unasked, once the page's hydration is over and the browser is idle. */
      idle?: boolean;
      /** The part's box (a `div`, in the built HTML too). */
      style?: CSSProperties;
      children: ReactNode;
    }
  | {
      /**
       * Hydrated only where CSS shows it (Mantine's `visibleFrom`): from this breakpoint up, or
       * once the screen becomes that wide (decision 0020, ninth session).
       */
      shownFrom: MantineBreakpoint;
      children: ReactNode;
    };

/**
 * A part of a built page that React hydrates on its own, and only when it is needed: until then
 * the build's HTML stays as it is and none of the part's code runs. For a part whose hydration
 * costs a phone a long task and whose look needs nothing from the browser (the catalogue's
 * search box and category select, its narrowing panel). A part hydrated on its own but at
 * React's pace is a `HydrateApart`. A render in the browser alone (after a navigation) renders
 * the part as usual. How it works: docs/start-up.md.
 */
export function HydrateWhen(props: HydrateWhenProps) {
  if ('shownFrom' in props)
    return (
      <HydrateApart>
        <HydrateWhereShown from={props.shownFrom}>{props.children}</HydrateWhereShown>
      </HydrateApart>
    );
  return (
    <HydrateOnInteraction wakeOn={props.wakeOn} whenIdle={props.idle} style={props.style}>
      {props.children}
    </HydrateOnInteraction>
  );
}
