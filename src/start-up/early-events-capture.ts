/**
 * What a person does on a built page before the app has taken it over, kept to be carried out
 * once it has (docs/decisions/0026). A built page paints long before its scripts have run; until
 * React listens (`hydrateRoot`), a tap on a button reaches nothing, and a form sent then would
 * go natively (its fields in the address). The build bundles this module into the page's inline
 * head script (build/page-html/inline-scripts.ts), so it listens from the first byte of the body,
 * as Angular's event replay (JSAction) does. The app stops it and replays what it kept
 * (src/start-up/early-events-replay.ts).
 *
 * Kept: taps (on anything but a link, which navigates natively from the first paint), what was
 * typed or chosen in a field (its last value), a field left (its blur: the form checks a field
 * on blur), and a form sent (sent natively never: its default is prevented). A checkbox or radio
 * button tapped is left as it was until the replay toggles it, so the tap is not undone by it.
 */

/** Where the capture waits for the app (a property of `window`). */
export const EARLY_EVENTS_GLOBAL = '__shopEarlyEvents';

/** How an element is found again when the app has rendered the page afresh (not hydrated it). */
export interface ElementKey {
  tag: string;
  /** Its accessible label, name or text. */
  label: string;
  /** The label of the product card (`article`) it is in, if any. */
  card: string | null;
  /** Its place among the elements of #root with the same tag, label and card. */
  index: number;
}

export type EarlyEvent =
  | { type: 'click'; target: Element; key: ElementKey }
  | { type: 'submit'; target: HTMLFormElement; key: ElementKey; submitter: HTMLElement | null }
  | { type: 'value'; target: FieldElement; key: ElementKey; value: string }
  | { type: 'blur'; target: FieldElement; key: ElementKey };

export type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface EarlyCapture {
  /** What was done and is not yet carried out, in order; a field's value once, where last changed. */
  readonly events: EarlyEvent[];
  /** Stops keeping: from now on React answers. Idempotent. */
  stop(): void;
  readonly stopped: boolean;
}

declare global {
  interface Window {
    [EARLY_EVENTS_GLOBAL]?: EarlyCapture;
  }
}

const TEXT_FIELD = /^(INPUT|TEXTAREA|SELECT)$/;
const TOGGLE_TYPES = ['checkbox', 'radio'];
/** Input types that are not typed into: their value is not the person's. */
const NOT_TYPED = ['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file'];

const isField = (node: unknown): node is FieldElement =>
  node instanceof Element && TEXT_FIELD.test(node.tagName);

function labelOf(element: Element): string {
  return (
    element.getAttribute('aria-label') ??
    element.getAttribute('name') ??
    (element.textContent ?? '').trim().slice(0, 80)
  );
}

const keyBase = (element: Element): Omit<ElementKey, 'index'> => ({
  tag: element.tagName,
  label: labelOf(element),
  card: element.closest('article')?.getAttribute('aria-label') ?? null,
});

/** The key under which `element` is found again in `root` (see ElementKey). */
export function keyOf(element: Element, root: ParentNode): ElementKey {
  const base = keyBase(element);
  const index = [...root.querySelectorAll(element.tagName)]
    .filter((other) => sameKey(keyBase(other), base))
    .indexOf(element);
  return { ...base, index: Math.max(0, index) };
}

const sameKey = (a: Omit<ElementKey, 'index'>, b: Omit<ElementKey, 'index'>) =>
  a.tag === b.tag && a.label === b.label && a.card === b.card;

/** The element with `key` in `root`: the same tag, label, card and place, or none. */
export function findByKey(key: ElementKey, root: ParentNode): Element | null {
  return (
    [...root.querySelectorAll(key.tag)].filter((other) => sameKey(keyBase(other), key))[
      key.index
    ] ?? null
  );
}

/** Starts keeping what is done in `doc`; the capture waits under `window[EARLY_EVENTS_GLOBAL]`. */
export function startEarlyCapture(doc: Document = document): EarlyCapture {
  const events: EarlyEvent[] = [];
  const root = () => doc.getElementById('root') ?? doc.body;
  const inApp = (node: EventTarget | null): node is Element =>
    node instanceof Element && root().contains(node);

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!inApp(target) || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    // A link goes where it points at once; a label hands its click on to its control, whose
    // own click comes next; a submit button's form is sent (the submit event below).
    if (target.closest('a[href]')) return;
    if (target.closest('label') && !isField(target)) return;
    const control = target.closest('button, input');
    if (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) {
      if (control.disabled || (control.type === 'submit' && control.form)) return;
    }
    if (target instanceof HTMLInputElement && TOGGLE_TYPES.includes(target.type))
      event.preventDefault();
    // React listens from `hydrateRoot` on, but drops a tap on a part it is still hydrating (in
    // a transition, over several tasks): until the page is hydrated, the tap is the replay's.
    event.stopPropagation();
    events.push({ type: 'click', target, key: keyOf(target, root()) });
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inApp(form)) return;
    // Never sent natively; React cannot answer it yet (nor, for a part it hydrates later, at
    // all: a sending is not among the events React replays).
    event.preventDefault();
    event.stopPropagation();
    events.push({
      type: 'submit',
      target: form,
      key: keyOf(form, root()),
      submitter: event.submitter,
    });
  };

  const onValue = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !inApp(field)) return;
    if (field instanceof HTMLInputElement && NOT_TYPED.includes(field.type)) return;
    const previous = events.findIndex((e) => e.type === 'value' && e.target === field);
    if (previous >= 0) events.splice(previous, 1);
    events.push({ type: 'value', target: field, key: keyOf(field, root()), value: field.value });
  };

  const onBlur = (event: FocusEvent) => {
    const field = event.target;
    if (!isField(field) || !inApp(field)) return;
    events.push({ type: 'blur', target: field, key: keyOf(field, root()) });
  };

  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onValue],
    ['change', onValue],
    ['focusout', onBlur],
  ] as const;
  for (const [type, listener] of listeners)
    doc.addEventListener(type, listener as EventListener, true);

  const capture: EarlyCapture = {
    events,
    stopped: false,
    stop() {
      if (capture.stopped) return;
      (capture as { stopped: boolean }).stopped = true;
      for (const [type, listener] of listeners)
        doc.removeEventListener(type, listener as EventListener, true);
    },
  };
  (doc.defaultView ?? window)[EARLY_EVENTS_GLOBAL] = capture;
  return capture;
}
