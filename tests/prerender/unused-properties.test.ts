import { describe, expect, it } from 'vitest';
import { withoutUnusedProperties } from '../../build/page-html/unused-properties';

/**
 * The rules a built page carries inline keep only the custom properties something reads
 * (build/page-html/unused-properties.ts): the rules, the page's markup, or a kept property.
 */
describe('the inline rules of a built page', () => {
  const theme =
    ':root{--size-sm:4px;--size-lg:16px;--gap:var(--size-sm);--unused-color:red;--chained:var(--deep)}' +
    ':root{--deep:1px}' +
    '[data-mantine-color-scheme=dark]{--unused-dark:#000}';

  it('keep the properties the rules read, and what those properties read in turn', () => {
    const css = withoutUnusedProperties(`${theme}.card{padding:var(--gap)}`, [
      '<div class="card">',
    ]);
    expect(css).toContain('--gap:var(--size-sm)');
    expect(css).toContain('--size-sm:4px');
    expect(css).toContain('.card{padding:var(--gap)}');
    expect(css).not.toContain('--size-lg');
    expect(css).not.toContain('--unused-color');
  });

  it("keep the properties the page's markup sets or reads (Mantine's inline styles)", () => {
    const css = withoutUnusedProperties(theme, [
      '<p style="--text-fz:var(--size-lg)">a</p>',
      '<div style="--x:var(--chained)"></div>',
    ]);
    expect(css).toContain('--size-lg:16px');
    // Read through another page's markup (a shell's rules serve all its pages), then followed.
    expect(css).toContain('--chained:var(--deep)');
    expect(css).toContain('--deep:1px');
    expect(css).not.toContain('--size-sm');
  });

  it('drop a rule, and an at-rule, that nothing is left in', () => {
    const css = withoutUnusedProperties(
      `${theme}@media (min-width:40em){[data-mantine-color-scheme=dark]{--only-unused:1}}.a{color:red}`,
      ['<i class="a">'],
    );
    expect(css).not.toContain('data-mantine-color-scheme=dark');
    expect(css).not.toContain('@media');
    expect(css).not.toMatch(/:root\{\}/);
    expect(css).toContain('.a{color:red}');
  });
});
