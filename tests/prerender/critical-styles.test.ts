import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  criticalStyles,
  DEFERRED_STYLES_ATTRIBUTE,
  WHOLE_STYLESHEET_EXTRA_BYTES,
} from '../../build/page-html/critical-styles';

/**
 * How a built page carries its styles (build/page-html/critical-styles.ts): its whole stylesheet inline
 * where the rules its markup does not use are few; else the rules it uses inline and the rest
 * deferred. The pages the build writes today all carry theirs whole (the browser tests check
 * them); the split is checked here on a page made to need it.
 */

const page =
  '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head></head>' +
  '<body><main class="shown"><p class="shown-text">Cart</p></main></body></html>';
const used = '.shown{display:block}.shown-text{color:red}';

/** Rules no element of `page` matches, varied enough that gzip cannot fold them away. */
function unusedRules(count: number): string {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  return Array.from(
    { length: count },
    (_, i) => `.unused-${next().toString(36)}{margin:${i % 97}px ${next() % 89}px}`,
  ).join('');
}

describe("a built page's styles", () => {
  const split = criticalStyles();
  const href = '/assets/page-test.css';

  it('are its whole stylesheet inline when the rules it does not use are few', async () => {
    const css = used + unusedRules(20);
    const styles = await split(page, { css, href });
    expect(styles).toContain(`>${css}</style>`);
    // The file stays named for the bundle's loader, of a type that is never downloaded.
    expect(styles).toContain(`<link rel="stylesheet" href="${href}" type="text/plain">`);
    expect(styles).not.toContain(DEFERRED_STYLES_ATTRIBUTE);
  });

  it('are the rules its markup uses, the stylesheet deferred, when the others are many', async () => {
    const unused = unusedRules(2000);
    expect(gzipSync(unused).length).toBeGreaterThan(WHOLE_STYLESHEET_EXTRA_BYTES);
    const styles = await split(page, { css: used + unused, href });
    const inline = /<style[^>]*>([\s\S]*?)<\/style>/.exec(styles)?.[1];
    expect(inline).toContain('.shown{display:block}');
    expect(inline).toContain('.shown-text{color:red}');
    expect(inline).not.toContain('.unused-');
    // Fetched without holding the paint, applied by the start script, or without scripts.
    expect(styles).toContain(
      `<link rel="stylesheet" href="${href}" media="print" ${DEFERRED_STYLES_ATTRIBUTE}>`,
    );
    expect(styles).toContain(`<noscript><link rel="stylesheet" href="${href}"></noscript>`);
  });

  it("leave out what only a page's parts below the fold use, which a shell keeps", async () => {
    const withPages =
      '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head></head><body>' +
      '<main class="shown"><nav class="pages" data-below-fold=""><div class="pages">' +
      '<button class="page">2</button></div></nav><p class="after">End</p></main></body></html>';
    const css =
      '.shown{display:block}.pages{display:flex}.page{color:red}.after{margin:0}' +
      '.page:hover{color:blue}' +
      unusedRules(2000);
    const inlineOf = (styles: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(styles)?.[1];
    const own = inlineOf(await split(withPages, { css, href }));
    expect(own).toContain('.shown{display:block}');
    expect(own).toContain('.after{margin:0}');
    expect(own).not.toContain('.pages');
    expect(own).not.toContain('.page{');
    const shell = inlineOf(await split(withPages, { css, href, markupOf: [withPages] }));
    expect(shell).toContain('.pages{display:flex}');
    expect(shell).toContain('.page{color:red}');
    // Neither carries what only a pointer shows.
    expect(shell).not.toContain(':hover');
  });
});
