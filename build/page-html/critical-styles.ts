import Beasties from 'beasties';
import { gzipSync } from 'node:zlib';
import { withoutBelowTheFold } from './below-the-fold.ts';
import { firstPaintRules } from './first-paint-rules.ts';
import { withoutUnusedProperties } from './unused-properties.ts';

/**
 * The attribute of a built page's deferred stylesheet: the start script
 * (start-script.ts) applies it once it has loaded, before the app's entry.
 */
export const DEFERRED_STYLES_ATTRIBUTE = 'data-page-styles';

const STYLESHEET_HREF = 'page-styles.css';

/**
 * When the rules a page does not use (with the theme's properties nothing on it reads) would add
 * less than this to its HTML (gzip), the whole stylesheet goes inline instead: applying a
 * deferred stylesheet restyles every element of the page once more after the first paint, and
 * parsing it when it arrives is a task of its own after the first paint, while a few KB more of
 * HTML cost a slow line little before the first paint, and block no tap. `/` and `/about` are
 * under it (about 6 KB); a product page (12 KB), `/products` (11 KB) and the cart (13 KB) are
 * not, and carry what their first paint needs: a product page within 12 KB gzip (decision 0022).
 */
export const WHOLE_STYLESHEET_EXTRA_BYTES = 8 * 1024;

/**
 * Beasties picks the rules a document's markup uses from a stylesheet (by matching selectors
 * against the parsed HTML, no browser); the stylesheet is given, not read from disk.
 */
class RulesInUse extends Beasties {
  css = '';
  override getCssAsset(): string {
    return this.css;
  }
}

/**
 * Splits a built page's styles in two (docs/decisions/0022): the rules its markup uses go inline,
 * so the first paint waits for no stylesheet request; the page's whole stylesheet (`href`, the
 * combined file, shared by pages with the same chunks) is linked for `print`, which the browser
 * downloads without holding the paint, and applied by the start script once it has loaded,
 * before the app renders anything the markup did not have (menus, dialogs, the rest of a page).
 * Without scripts, a `<noscript>` link applies it. Where the rules the page does not use are
 * few (`WHOLE_STYLESHEET_EXTRA_BYTES`), the whole stylesheet goes inline instead.
 *
 * A page handler's shell (a page rendered on request) gets the rules the build's pages of that
 * shell use (`markupOf`): what a page of a shell shows is what its built pages showed.
 *
 * One instance serves a whole build: Beasties caches what it parsed between pages.
 */
export function criticalStyles() {
  // Only the `<style>` it returns is used, not its document: how it would load the rest is moot.
  const beasties = new RulesInUse({
    logLevel: 'warn',
    // Only the given stylesheet: the page's own `<style>`s (Mantine's variables) stay whole.
    reduceInlineStyles: false,
    // The rules of either colour scheme on the root (its variables, a few overrides): the
    // markup is matched in the light scheme, but the page's first script turns a dark-scheme
    // visitor's page dark before the first paint. Beasties looks for matches below `<html>`,
    // so a selector on `<html>` itself would never match.
    allowRules: [/^(?::root|:host\()?\[data-mantine-color-scheme=/],
    mergeStylesheets: false,
  });
  // A stylesheet's gzip size, once per stylesheet (the pages of a route share theirs).
  const gzipped = new Map<string, number>();
  const gzipSize = (css: string) => {
    if (!gzipped.has(css)) gzipped.set(css, gzipSync(css).length);
    return gzipped.get(css)!;
  };
  return async (
    html: string,
    { css, href, markupOf: shellPages }: { css: string; href: string; markupOf?: string[] },
  ) => {
    const markupOf = shellPages ?? [html];
    // The pages' markup under the first one's `<html>` (its attributes are the colour scheme the
    // rules select on) with one stylesheet in its head: the rules Beasties keeps come back as the
    // only `<style>`. Several pages give the rules any of them uses (a shell's pages). A page's
    // own rules leave out what only its parts below the fold use; a shell keeps them, since a
    // page of it may show little above them (the last page of a category).
    const first = markupOf[0]!;
    const bodies = markupOf.map((page) => {
      const body = page
        .slice(page.indexOf('<body'), page.lastIndexOf('</body>'))
        .replace(/^<body[^>]*>/, '');
      return shellPages ? body : withoutBelowTheFold(body);
    });
    beasties.css = css;
    const reduced = await beasties.process(
      `${first.slice(0, first.indexOf('<head>'))}<head><link rel="stylesheet" href="/${STYLESHEET_HREF}"></head><body>${bodies.join('\n')}</body></html>`,
    );
    const rules = /<style>([\s\S]*?)<\/style>/.exec(reduced)?.[1];
    if (rules === undefined) throw new Error('critical styles: Beasties returned no style');
    // Of those, what the first paint can use (no pointer states, no property declared again
    // later), and of the theme's custom properties, only those something on the page reads: the
    // stylesheet, applied before the app renders anything else, declares them all.
    const used = withoutUnusedProperties(firstPaintRules(rules), markupOf);
    // The whole stylesheet, where the rest is small: no second styling. Its link stays, of a
    // type that is never downloaded, so the bundle's loader counts the file as present. (Not
    // with a `url()`: inline, it would resolve against the page rather than the stylesheet.)
    if (
      !css.includes('url(') &&
      gzipSize(css) - gzipSync(used).length < WHOLE_STYLESHEET_EXTRA_BYTES
    )
      return (
        `<style>${css}</style>\n    ` + `<link rel="stylesheet" href="${href}" type="text/plain">`
      );
    return (
      `<style>${used}</style>\n    ` +
      // A stylesheet for print alone is fetched last (after every script, on a slow line), but
      // the app waits for it: the preload asks for it with the scripts. (Lighthouse's network
      // log shows it at high priority all the same; it is a tenth of the scripts' bytes.)
      `<link rel="preload" as="style" href="${href}" fetchpriority="low">\n    ` +
      `<link rel="stylesheet" href="${href}" media="print" ${DEFERRED_STYLES_ATTRIBUTE}>\n    ` +
      `<noscript><link rel="stylesheet" href="${href}"></noscript>`
    );
  };
}
