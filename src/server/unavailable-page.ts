import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { escapeHtml } from '@/prerender/escape-html';

/**
 * The 503 page: the app's empty page with a message in place of the app, for when the API did
 * not answer a render (down, slow, or garbage). A visitor reads why; the app, once it has
 * loaded, renders the page over it and asks the API again from the browser.
 */
export function unavailablePage(appHtml: string): string {
  const texts = STOREFRONT_TEXTS.pageUnavailable;
  return appHtml.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root"><main style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:sans-serif"><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.body)}</p></main></div>`,
  );
}
