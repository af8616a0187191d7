import { describe, expect, it } from 'vitest';
import { withoutBelowTheFold } from '../../build/page-html/below-the-fold';

/** The markup a built page's own rules are matched against (build/page-html/below-the-fold.ts). */
describe('a page without its parts below the fold', () => {
  it('loses each marked element to its own end tag, nested ones of its name counted', () => {
    const html =
      '<main><div class="a">A</div><div data-below-fold="" class="b"><div>in</div><div><div>' +
      'deep</div></div></div><p>after</p><nav data-below-fold="">x</nav><span>end</span></main>';
    expect(withoutBelowTheFold(html)).toBe(
      '<main><div class="a">A</div><p>after</p><span>end</span></main>',
    );
  });

  it('keeps what is not marked, names that only begin alike, and a marked element left open', () => {
    const html = '<div data-below-folder="">kept</div><section data-below-fold="">open';
    expect(withoutBelowTheFold(html)).toBe(html);
  });
});
