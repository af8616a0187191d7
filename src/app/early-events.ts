import {
  EARLY_EVENTS_GLOBAL,
  findByKey,
  type EarlyEvent,
  type ElementKey,
  type FieldElement,
} from '../prerender/early-events-capture';

/**
 * Carries out what a person did on a built page before the app took it over (kept by the page's
 * inline script, src/prerender/early-events-capture.ts; docs/decisions/0026).
 *
 * `stopEarlyCapture` is called at the app's first commit. Not before: React listens from
 * `hydrateRoot` on, but a tap on the page while it hydrates the root (in a transition, over
 * several tasks) was lost (the tap-at-first-paint test, tests/e2e/quality/early-interaction.spec.ts);
 * the capture keeps React from seeing a tap or a sending it cannot answer yet. After that commit
 * React answers an event itself, also in a part it hydrates later (it hydrates that part at once).
 * A page the app renders afresh has no listener at all until its first commit.
 * `replayEarlyEvents` runs once the app is ready: each kept act is done again on the same
 * element (hydration keeps the built elements) or, after a fresh render, on the element found
 * under the same key; one not found is dropped (a tap on a list the address has changed).
 *
 * Done once: an act the person repeated after React took over is not replayed (a form sent
 * before and after is sent once), a form sent twice before is sent once, and the kept list is
 * emptied before it is replayed.
 */

/** The elements a person acted on (trusted events) since React listens. */
const actedOn = new WeakSet<EventTarget>();
const typedInto = new WeakSet<EventTarget>();
let watching = false;

const markActed = (event: Event) => {
  if (event.isTrusted && event.target) actedOn.add(event.target);
};
const markTyped = (event: Event) => {
  if (event.isTrusted && event.target) typedInto.add(event.target);
};

/** Stops the page's capture; from now on the app's own listeners answer. Idempotent. */
export function stopEarlyCapture(): void {
  const capture = window[EARLY_EVENTS_GLOBAL];
  if (!capture || capture.stopped) return;
  capture.stop();
  if (watching) return;
  watching = true;
  window.addEventListener('click', markActed, true);
  window.addEventListener('submit', markActed, true);
  window.addEventListener('input', markTyped, true);
}

function stopWatching() {
  watching = false;
  window.removeEventListener('click', markActed, true);
  window.removeEventListener('submit', markActed, true);
  window.removeEventListener('input', markTyped, true);
}

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
      if (!typedInto.has(target)) setValue(target as FieldElement, event.value);
      return;
    case 'blur':
      target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      return;
    case 'click':
      if (actedOn.has(target)) return;
      // A press first: a part that hydrates when reached for (HydrateOnInteraction) wakes on it.
      target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }));
      (target as HTMLElement).click();
      return;
    case 'submit': {
      const form = target as HTMLFormElement;
      if (actedOn.has(form)) return;
      const submitter = event.submitter?.isConnected ? event.submitter : null;
      form.requestSubmit(submitter);
      return;
    }
  }
}

/** Carries out the kept acts, once; called when the app is ready. */
export function replayEarlyEvents(): void {
  const capture = window[EARLY_EVENTS_GLOBAL];
  stopEarlyCapture();
  stopWatching();
  if (!capture) return;
  const events = capture.events.splice(0);
  // A form sent more than once before the app ran is sent once: its last sending.
  const lastSubmit = new Map<HTMLFormElement, EarlyEvent>();
  for (const event of events) if (event.type === 'submit') lastSubmit.set(event.target, event);
  for (const event of events) {
    if (event.type === 'submit' && lastSubmit.get(event.target) !== event) continue;
    replay(event);
  }
}
