import { Suspense, type ReactNode } from 'react';

/**
 * A part of a built page that React hydrates on its own, after the part around it (and before
 * the parts it holds in turn): each `HydrateApart` level is its own render, commit and round of
 * effects, so a phone runs hydration in several shorter tasks rather than one long one (React's
 * selective hydration: a boundary in server-rendered HTML is hydrated at a lower priority, and
 * first when someone interacts with it). It draws nothing of its own; it never suspends anything
 * the parts did not suspend before (its fallback would be nothing, and a navigation keeps the
 * page it shows until the next one is ready).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
