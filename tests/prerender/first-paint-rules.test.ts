import { describe, expect, it } from 'vitest';
import { firstPaintRules } from '../../build/page-html/first-paint-rules';

/** The inline rules' last pruning (build/page-html/first-paint-rules.ts). */
describe('the rules a first paint can use', () => {
  it('leaves out what applies only under a pointer, and keeps focus and attribute values', () => {
    const css =
      '.a:hover{color:red}@media (hover:hover){.b:hover:where(:not([data-x])){color:red}}' +
      '.c:active,.c[data-active]{color:blue}.d:focus-visible{outline:1px solid}' +
      '.e[data-underline=hover]{color:green}.f:hover-like{color:gray}';
    expect(firstPaintRules(css)).toBe(
      '@media (hover:hover){}' +
        '.c:active,.c[data-active]{color:blue}.d:focus-visible{outline:1px solid}' +
        '.e[data-underline=hover]{color:green}.f:hover-like{color:gray}',
    );
  });

  it('keeps only the last of a custom property that the same selector declares again', () => {
    const css =
      ':root{--a:1;--b:1;color:red}.x{--a:9}:root{--a:2;color:blue}' +
      '@media (min-width:1px){:root{--b:3}}:root{--c:1!important}:root{--c:2}';
    expect(firstPaintRules(css)).toBe(
      ':root{--b:1;color:red}.x{--a:9}:root{--a:2;color:blue}' +
        '@media (min-width:1px){:root{--b:3}}:root{--c:1!important}:root{--c:2}',
    );
  });
});
