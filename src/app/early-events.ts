import {
  EARLY_EVENTS_GLOBAL,
  findByKey,
  type EarlyEvent,
  type ElementKey,
  type FieldElement,
} from '../prerender/early-events-capture';
import { whenPartsHydrated } from '../lib/parts-hydrated';
import { yieldToMain } from '../lib/yield-to-main';

/**
 * Carries out what a person did on a built page before the app could answer: kept by the page's
 * inline script (src/prerender/early-events-capture.ts; docs/decisions/0026) until React has
 * hydrated every part of the page, then done again, in order, a task apart (React renders in
 * between: a second tap on Add to Cart reads the cart the first one left).
 *
 * Why so late: React listens from `hydrateRoot` on, but a tap on the page while it hydrated the
 * root, or on a part it was in the middle of hydrating, was lost (the tap-at-first-paint test,
 * tests/e2e/quality/early-interaction.spec.ts), and a form sent or a field left in a part it had
 * not hydrated it drops (they are not among the events it replays; the form would go natively).
 *
 * Each act is done on the same element (hydration keeps the built elements) or, after a fresh
 * render, on the one found under the same key; one not found is dropped (a tap on a list the
 * address has changed). A form sent several times before is sent once, at its last sending.
 */

/** How long the replay waits for the page's parts to hydrate before it goes on without them. */
const PARTS_WAIT_MS = 10_000;

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

function replay(event: EarlyEvent) {
  const target = current(event.target, event.key);
  if (!target) return;
  switch (event.type) {
    case 'value':
      setValue(target as FieldElement, event.value);
      return;
    case 'click':
      // A press first: a part that hydrates when reached for (HydrateOnInteraction) wakes on it.
      target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }));
      // An icon's `<svg>` has no click(): the event itself, as a tap sends it.
      if (target instanceof HTMLElement) target.click();
      else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      return;
    case 'blur':
      target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      return;
    case 'submit': {
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
 * Once the page's parts have hydrated, stops the capture and carries out what it kept. Called
 * when the app is ready (src/app/app.tsx); a page without the capture (one the browser alone
 * renders) has nothing to do.
 */
export async function replayEarlyEvents(): Promise<void> {
  const capture = window[EARLY_EVENTS_GLOBAL];
  if (!capture || capture.stopped) return;
  await whenPartsHydrated(PARTS_WAIT_MS);
  capture.stop();
  const events = capture.events.splice(0);
  for (const [i, event] of events.entries()) {
    const { target } = event;
    const sentAgain = events.slice(i + 1).some((e) => e.type === 'submit' && e.target === target);
    if (event.type === 'submit' && sentAgain) continue;
    try {
      replay(event);
    } catch (error) {
      // One act that cannot be done again does not stop the others.
      console.error(error);
    }
    await yieldToMain();
  }
}
