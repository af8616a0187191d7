/**
 * The prerendered pages' one inline script, run by the HTML before any bundle:
 * - the capture of what a person does before the app has taken the page over (taps, typing, a
 *   form sent), which the app carries out once it runs (src/start-up/early-events-replay.ts);
 * - the colour scheme the visitor chose (Mantine's stored value), set on `<html>` before the
 *   first paint, so a dark page does not flash light;
 * - with a real API (mocks off), on `/` and `/products`, the page's first product list, started
 *   at once by the app's own code (src/prerender/first-request-client.ts, bundled at build time
 *   by build/page-html/inline-scripts.ts and handed in here as `request`).
 */

const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

const colorScheme = `try{var s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)});if(s==="dark"||(s==="auto"&&matchMedia("(prefers-color-scheme: dark)").matches))document.documentElement.setAttribute("data-mantine-color-scheme","dark")}catch(e){}`;

/** The pages whose first product list starts from the HTML. */
export const FIRST_REQUEST_PAGES: readonly string[] = ['/', '/products'];

/** The inline script for a prerendered route. */
export function firstRequestScript({
  path,
  request,
  capture,
}: {
  path: string;
  /**
   * The bundled first-request code and the call that starts it for this path (none in the
   * mock-mode build: the in-browser mock answers there, not the network).
   */
  request?: { bundle: string; start: (path: string) => string };
  /**
   * The bundled capture of what a person does before the app runs, started
   * (src/start-up/early-events-capture.ts): every page's.
   */
  capture?: string;
}): string {
  const parts = [colorScheme, capture ?? ''];
  if (request && FIRST_REQUEST_PAGES.includes(path))
    parts.push(request.bundle, request.start(path));
  return parts.filter(Boolean).join('\n');
}
