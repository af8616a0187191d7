import { escapeHtml } from '../prerender/escape-html.ts';

/**
 * A page's HTML around what the render gives: the built `index.html` with the route's styles,
 * module preloads and inline script in place, its `<title>` and the root's content left as two
 * marks. The build makes one per route (build/vite-plugin-prerender.ts) and fills it for each
 * page it writes; the page handler (./page-handler.ts) fills the same shells on request, so a
 * page is the same bytes whichever of the two wrote it.
 */

export const HEAD_MARK = '<!--shop:head-->';
export const ROOT_MARK = '<!--shop:root-->';

/**
 * The preloads React's render puts at the start of its markup: the page's largest picture, asked
 * for at a high priority. There they come after the whole head (the inline rules, the scripts'
 * preloads), so the browser met them last and the picture shared a slow line with every script
 * (seconds on a slow line); at the head's start it is asked for first. Hydrating, React
 * looks a preload up in the head before it adds one, and expects none in the root.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** The page for `path` in `shell`: its head (title, meta, JSON-LD) and its markup. */
export function fillShell(
  shell: string,
  path: string,
  page: { head: string; html: string },
): string {
  const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
  return shell
    .replace(HEAD_MARK, () => preloads + page.head)
    .replace(
      `<div id="root">${ROOT_MARK}</div>`,
      () =>
        `<div id="root" data-prerendered="${escapeHtml(path)}">${page.html.slice(preloads.length)}</div>`,
    );
}

/** What the build hands the page handler: the shells by route, and the static pages. */
export interface PageShells {
  /** The route a rendered address uses, with its shell. */
  product: string;
  catalogue: string;
  /** The app's empty page: what every address the handler does not render gets. */
  app: string;
  /** The not-found page (the product page of no product), for an address no page has. */
  notFound: string;
}
