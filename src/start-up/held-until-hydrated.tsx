import { Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { clickOn, rendered } from './acts';
import { useFirstElement } from './first-element';

/** A wrapper that adds no box of its own: the part lays out as if it were not there. */
export const NO_BOX = { display: 'contents' } as const;

/**
 * A part of a built page whose code may come after the page's: its component suspends on its own
 * import (React's `use`), and React keeps its built HTML, shown, until the code is there and it
 * has hydrated. React drops a tap on a part it cannot hydrate yet (it stops the event), so until
 * then a tap on it is held here (kept from React and from the browser's default: a checkbox stays
 * as it was) and done again once the part has hydrated, in order (no tap lost, decision 0026). A
 * value typed meanwhile React hands to the part itself when it hydrates. A part whose code is
 * there hydrates with the part around it and holds nothing.
 * Until then it hands React the element it rendered first (first-element.ts).
 */
export function HeldUntilHydrated({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const state = useRef({ hydrated: false, taps: [] as Element[] });
  const [hydrated, setHydrated] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || state.current.hydrated) return;
    const hold = (event: Event) => {
      const { target } = event;
      if (state.current.hydrated || !(target instanceof Element) || !element.contains(target))
        return;
      event.preventDefault();
      event.stopImmediatePropagation();
      state.current.taps.push(target);
    };
    document.addEventListener('click', hold, true);
    return () => document.removeEventListener('click', hold, true);
  }, []);

  const onHydrated = useCallback(() => {
    if (state.current.hydrated) return;
    state.current.hydrated = true;
    setHydrated(true);
    const taps = state.current.taps.splice(0);
    if (!taps.length) return;
    // After this commit, in a task of its own: React's handlers are the part's by then.
    setTimeout(async () => {
      for (const tap of taps) {
        if (!tap.isConnected) continue;
        clickOn(tap);
        await rendered();
      }
    });
  }, []);

  const part = (content: ReactNode) => (
    <Suspense fallback={null}>
      {content}
      <Hydrated onHydrated={onHydrated} />
    </Suspense>
  );
  const first = useFirstElement(() => part(children));
  return (
    <div ref={box} style={NO_BOX}>
      {hydrated ? part(children) : first}
    </div>
  );
}

/** Commits with the part, so its effect says the part has hydrated (or rendered). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return null;
}
