import {
  EARLY_EVENTS_GLOBAL,
  findByKey,
  type EarlyEvent,
  type ElementKey,
  type FieldElement,
} from './early-events-capture';
import { clickOn, rendered } from './acts';

/**
 * Carries out what a person did on a built page before the app could answer: kept by the page's
 * inline script (src/start-up/early-events-capture.ts; docs/decisions/0026) and done again as
 * soon as React has hydrated the page's root, before the app calls itself ready.
 *
 * Why then, and why every part first: React listens from `hydrateRoot` on, but it lost a tap on
 * a part (a Suspense boundary, HydrateApart) it had begun to hydrate on its own and stopped
 * halfway (the tap-at-first-paint test, tests/e2e/quality/early-interaction.spec.ts): the
 * elements still named the render it threw away. Right after the root's commit it has begun no
 * part; the replay then has it hydrate every part at once (`hydrateEveryPart`), and acts on a
 * finished page. A form sent or a field left (`submit`, `focusout`) are not events React
 * hydrates a part for: an `input` that changes nothing wakes the part first.
 *
 * Each act is done on the same element (hydration keeps the built elements) or, after a fresh
 * render, on the one found under the same key; one not found is dropped (a tap on a list the
 * address has changed). Between two acts React renders what the first one changed (a microtask:
 * a second tap on Add to Cart reads the cart the first one left). A form sent several times
 * before is sent once, at its last sending.
 */

/** The element itself while it is in the page, else the one in its place after a fresh render. */
function current<T extends Element>(target: T, key: ElementKey): T | null {
  if (target.isConnected) return target;
  const root = document.getElementById('root');
  return root ? (findByKey(key, root) as T | null) : null;
}

/**
 * Hands React a value the field already shows (or, after a fresh render, the one it showed):
 * React keeps a typed value when it hydrates, but its state still holds the built one, and it
 * reports a change only when the field's value differs from the one it last saw. So the value
 * is set through the element (which React watches: it now saw an empty one), then through the
 * DOM's own setter (which it does not), and the event React listens for follows.
 */
function setValue(field: FieldElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = '';
  if (setter) setter.call(field, value);
  else field.value = value;
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/** What a tap would focus. */
const FOCUSABLE = 'button, input, select, textarea, [tabindex]';

async function replay(event: EarlyEvent) {
  const target = current(event.target, event.key);
  if (!target) return;
  switch (event.type) {
    case 'value':
      setValue(target as FieldElement, event.value);
      return;
    case 'click':
      // A tap focuses what it lands on: a part that hydrates when reached for
      // (HydrateWhen reached) finds the focus in it as it first commits, and wakes.
      if (target instanceof HTMLElement && target.matches(FOCUSABLE))
        target.focus({ preventScroll: true });
      target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }));
      await rendered();
      clickOn(target);
      return;
    case 'blur':
      wake(target);
      await rendered();
      target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      return;
    case 'submit': {
      wake(target);
      await rendered();
      const form = target as HTMLFormElement;
      const submitter = event.submitter;
      if (submitter?.isConnected && submitter.closest('form') === form)
        form.requestSubmit(submitter);
      else form.requestSubmit();
      return;
    }
  }
}

/**
 * Has React hydrate the part `target` is in before an event it does not hydrate for (`focusout`,
 * `submit`): an `input` event, which it does, and which changes nothing (no value has changed).
 */
function wake(target: Element) {
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The start of a Suspense boundary in React's server-rendered HTML: `$`, `$?` or `$!`. */
const isBoundaryStart = (node: Comment) => node.data.startsWith('$');

/**
 * Has React hydrate every part of the page before the first act, in the same task: an event it
 * hydrates for (a no-op `input`) dispatched into each Suspense boundary of the built HTML. Called
 * from the root's first effect, React cannot hydrate inside its own work: it marks each part
 * urgent and hydrates them all in its next microtask, before any part of its own accord (the
 * parts inside them, placed by that render, are hydrated by the acts that land in them). The
 * header hydrates with the rest, so the cart count it shows answers the first tap.
 */
function hydrateEveryPart(root: HTMLElement) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const starts: Comment[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (isBoundaryStart(node as Comment)) starts.push(node as Comment);
  for (const start of starts) {
    let first = start.nextSibling;
    while (first && !(first instanceof Element)) first = first.nextSibling;
    if (start.isConnected && first) wake(first);
  }
}

/**
 * Stops the capture and carries out what it kept. Called in the app's first effect, right after
 * React has hydrated the page's root (src/app/app.tsx); a page without the capture (one the
 * browser alone renders) has nothing to do, and a page nobody touched hydrates its parts at
 * React's own pace.
 */
export async function replayEarlyEvents(): Promise<void> {
  const capture = window[EARLY_EVENTS_GLOBAL];
  if (!capture || capture.stopped) return;
  capture.stop();
  const events = capture.events.splice(0);
  const root = document.getElementById('root');
  if (!events.length || !root) return;
  hydrateEveryPart(root);
  await rendered();
  for (const [i, event] of events.entries()) {
    const { target } = event;
    const sentAgain = events.slice(i + 1).some((e) => e.type === 'submit' && e.target === target);
    if (event.type === 'submit' && sentAgain) continue;
    try {
      await replay(event);
    } catch (error) {
      // One act that cannot be done again does not stop the others.
      console.error(error);
    }
    await rendered();
  }
}
