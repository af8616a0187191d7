/**
 * What the start-up's parts do again on a person's behalf once React answers (a tap kept by the
 * page's inline script, or held by a part whose code came late).
 */

/**
 * React renders what a dispatched event changed in a microtask its dispatch queued: one queued
 * after it runs once that render is done (a second tap on Add to Cart reads the cart the first
 * one left).
 */
export const rendered = () => Promise.resolve();

/** A click as a tap sends it. An icon's `<svg>` has no click(): the event itself, then. */
export function clickOn(target: Element) {
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
