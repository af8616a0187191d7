import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { partHydrated, partPlaced } from '../lib/parts-hydrated';

/** Says, in the commit that hydrates the part, that it has (src/lib/parts-hydrated.ts). */
function PartHydrated({ part }: { part: object }) {
  useLayoutEffect(() => partHydrated(part), [part]);
  return null;
}

/**
 * A part of a built page that React hydrates on its own, after the part around it (and before
 * the parts it holds in turn): each `HydrateApart` level is its own render, commit and round of
 * effects, so a phone runs hydration in several shorter tasks rather than one long one (React's
 * selective hydration: a boundary in server-rendered HTML is hydrated at a lower priority, and
 * first when someone interacts with it). It draws nothing of its own; it never suspends anything
 * the parts did not suspend before (its fallback would be nothing, and a navigation keeps the
 * page it shows until the next one is ready). It tells when it has hydrated: after its
 * children, whose own parts are placed in the same commit.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const [part] = useState(() => ({}));
  useLayoutEffect(() => partPlaced(part), [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}
