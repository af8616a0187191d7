/** The id of each shell's main region: the skip link's target, and where focus goes on arrival. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The id of an empty element at the end of the storefront's main region: a built page's first
 * rendering waits until the parser has reached it (the `expect` link, decision 0024), so the
 * first frame never shows the region half parsed.
 */
export const MAIN_CONTENT_END_ID = 'main-content-end';

/**
 * After a client-side navigation, where a keyboard or screen-reader user should be: the new
 * page's main heading (the first h1 of the main region, else its first h2), or the main region
 * itself when it has none. Left alone when the new page has put the focus somewhere in its main
 * region or a dialog itself. Scrolling is the router's business (top, or the old position on
 * back/forward), so focusing never scrolls.
 */
export function focusPageStart(doc: Document = document): HTMLElement | null {
  const main = doc.getElementById(MAIN_CONTENT_ID);
  if (!main) return null;
  const active = doc.activeElement;
  if (active && active !== doc.body && (main.contains(active) || active.closest('[role="dialog"]')))
    return null;
  const target =
    main.querySelector<HTMLElement>('h1') ?? main.querySelector<HTMLElement>('h2') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return target;
}
