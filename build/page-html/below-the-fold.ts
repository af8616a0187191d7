import { BELOW_THE_FOLD_ATTRIBUTE } from '../../src/start-up/below-the-fold.ts';

const MARKED = new RegExp(
  `<([a-z][a-z0-9-]*)\\b[^>]*\\s${BELOW_THE_FOLD_ATTRIBUTE}(?:=""|\\s|>|/)`,
  'g',
);

/**
 * A page's markup without its parts marked below the fold (src/start-up/below-the-fold.ts): each
 * marked element to its own end tag (elements of its name inside it counted). React's markup is
 * well formed; a marked element left open keeps the rest of the page.
 */
export function withoutBelowTheFold(html: string): string {
  let result = '';
  let from = 0;
  MARKED.lastIndex = 0;
  for (let match = MARKED.exec(html); match; match = MARKED.exec(html)) {
    const tag = match[1]!;
    const same = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    same.lastIndex = match.index;
    let depth = 0;
    let end = -1;
    for (let found = same.exec(html); found; found = same.exec(html)) {
      depth += found[1] ? -1 : 1;
      if (depth === 0) {
        end = found.index + found[0].length;
        break;
      }
    }
    if (end < 0) break;
    result += html.slice(from, match.index);
    from = end;
    MARKED.lastIndex = end;
  }
  return result + html.slice(from);
}
