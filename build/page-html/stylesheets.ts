import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { criticalStyles } from './critical-styles.ts';

/** A stylesheet link as Vite writes it, up to its href (the file, captured). */
const STYLESHEET_LINK = String.raw`<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)"`;
/** Every stylesheet link of a page, the ones kept for the loader (`type="text/plain"`) too. */
const STYLESHEET = new RegExp(`${STYLESHEET_LINK}[^>]*>`, 'g');
/**
 * A page's one applied stylesheet: the combined file, or the only one as Vite links it; not a
 * link kept for the loader, whose `type` this does not allow.
 */
const APPLIED_STYLESHEET = new RegExp(`${STYLESHEET_LINK}>`);

/**
 * The build's pages' stylesheets, each file read and each combination written once for the
 * whole build (pages of one route, and the page handler's shells, link the same ones).
 */
export function pageStylesheets(outDir: string, base: string) {
  /** The text of each stylesheet a page links, by its href. */
  const texts = new Map<string, Promise<string>>();
  const cssOf = (href: string) => {
    if (!texts.has(href)) texts.set(href, readFile(join(outDir, href.slice(base.length)), 'utf8'));
    return texts.get(href)!;
  };
  /** The combined file of each list of stylesheets (the list joined by commas). */
  const combined = new Map<string, Promise<string>>();
  const combinedHref = (sheets: string[]) => {
    const key = sheets.join(',');
    if (!combined.has(key))
      combined.set(
        key,
        (async () => {
          const css = (await Promise.all(sheets.map(cssOf))).join('\n');
          const file = `assets/page-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
          await writeFile(join(outDir, file), css);
          texts.set(`${base}${file}`, Promise.resolve(css));
          return `${base}${file}`;
        })(),
      );
    return combined.get(key)!;
  };

  /**
   * Step 5. The page's stylesheets, which the build splits per component, as one file of their own, so
   * the page needs one request at most rather than one per small file (each a round trip on a
   * phone's network). The original links stay, so the bundle's loader sees those files as
   * present and does not add them again with a chunk, but with `type="text/plain"`: a stylesheet
   * link of a type that is not CSS is never downloaded nor applied (HTML's link processing),
   * where a `disabled` one is still downloaded, at the highest priority.
   */
  async function combine(html: string): Promise<string> {
    const sheets = [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
    if (sheets.length <= 1) return html;
    const href = await combinedHref(sheets);
    let first = true;
    return html.replace(STYLESHEET, (_, sheet: string) => {
      const link = `<link rel="stylesheet" href="${sheet}" type="text/plain">`;
      if (!first) return link;
      first = false;
      return `<link rel="stylesheet" href="${href}">\n    ${link}`;
    });
  }

  const split = criticalStyles();
  /**
   * Step 7. A built page with the rules its markup uses inline and its stylesheet deferred
   * (critical-styles.ts): its first paint waits for the HTML alone. `markupOf`: the
   * pages whose rules a shell carries (a page handler's shell), else the page's own.
   */
  async function defer(html: string, markupOf?: string[]): Promise<string> {
    const match = APPLIED_STYLESHEET.exec(html);
    if (!match || markupOf?.length === 0) return html;
    const href = match[1]!;
    const styles = await split(html, { css: await cssOf(href), href, markupOf });
    return html.replace(match[0], () => styles);
  }

  return { combine, defer };
}
