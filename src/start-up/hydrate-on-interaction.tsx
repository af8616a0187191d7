import {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type ReactPromise,
} from 'react';
import { useHydrating } from '@/lib/hydration';
import { useFirstElement } from './first-element';
import { onceIdle } from './once-idle';

/**
 * Opened once: its promise then reads as settled at once to React's `use` (`status`, React's
 * documented `FulfilledReactPromise`, which it checks before waiting), so a render in the same
 * task (the event's own) goes on.
 */
interface Gate {
  promise: ReactPromise<void>;
  opened: boolean;
  open: () => void;
}

function createGate(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const gate: Gate = {
    promise,
    opened: false,
    open() {
      if (gate.opened) return;
      gate.opened = true;
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}

/** Suspends the part's hydration until its gate opens. */
function Held({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.opened) use(gate.promise);
  return children;
}

/** What wakes a part: a press or a tap on it, or the focus coming into it (Tab, a click). */
const WAKING_EVENTS = ['pointerdown', 'focusin'] as const;

/** A field of the built page that was typed into before the app took it over. */
const typedInto = (box: HTMLElement) =>
  [...box.querySelectorAll('input, textarea')].some(
    (field) => (field as HTMLInputElement).value !== (field as HTMLInputElement).defaultValue,
  );

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * A part of a built page that React hydrates only when someone reaches for it (docs/decisions
 * 0025): until then the built HTML stays as it is, and none of the part's code runs. A press
 * or the focus on it (listened for on the document, before React's own listeners) opens its
 * gate in that very event; React then hydrates the part at once, as it does for any part an
 * event lands in, and hands it the event. So is it when what it shows changes (`wakeOn`: a
 * filter from the address, Clear Filter), and when it was touched before the app took over
 * (the focus in it, or a field typed into). For a part whose hydration is costly and whose
 * look needs nothing from the browser: the catalogue's search box and category select (Mantine
 * comboboxes, whose popovers set themselves up in a long commit on a phone).
 *
 * While closed, it hands React the element it rendered first (first-element.ts), so a render of
 * the page around it (the stored session arriving, the re-check of the build's answers) passes
 * the part by instead of forcing its hydration. A render in the browser alone (after a navigation) has
 * no gate. `style`: its box's (a `div`, in the built HTML too).
 */
export function HydrateOnInteraction({
  wakeOn,
  whenIdle = false,
  style,
  children,
}: {
  wakeOn: readonly unknown[];
  /**
   * Also hydrate it, unasked, once the page's own hydration is over and the browser is idle: for
   * a part a person reaches for soon and types into at once (the search box), whose first press
   * would otherwise pay its hydration while they wait (INP). Opened from an idle callback, the
   * gate lets React retry the part at its own low priority, in slices of a few milliseconds, so
   * it blocks no tap (docs/decisions/0025, amended).
   */
  whenIdle?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const hydrating = useHydrating();
  const [gate] = useState(() => (hydrating && typeof window !== 'undefined' ? createGate() : null));
  const [, setOpened] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const [firstWakeOn] = useState(wakeOn);
  const part = (content: ReactNode) => (
    <Suspense fallback={null}>{gate ? <Held gate={gate}>{content}</Held> : content}</Suspense>
  );
  const closed = useFirstElement(() => part(children));
  // What the part shows has changed: it must render now, so it hydrates now.
  if (gate && !gate.opened && !sameValues(firstWakeOn, wakeOn)) gate.open();

  useLayoutEffect(() => {
    const element = box.current;
    if (!gate || gate.opened || !element) return;
    const wake = () => {
      gate.open();
      setOpened(true);
    };
    if (element.contains(document.activeElement) || typedInto(element)) {
      wake();
      return;
    }
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) wake();
    };
    for (const type of WAKING_EVENTS) document.addEventListener(type, onEvent, true);
    const stop = () => {
      for (const type of WAKING_EVENTS) document.removeEventListener(type, onEvent, true);
    };
    void gate.promise.then(stop);
    return stop;
  }, [gate]);

  useEffect(() => {
    if (!whenIdle || hydrating || !gate || gate.opened) return;
    return onceIdle(() => gate.open(), { fallbackMs: 500 });
  }, [whenIdle, hydrating, gate]);

  return (
    <div ref={box} style={style}>
      {gate && !gate.opened ? closed : part(children)}
    </div>
  );
}
