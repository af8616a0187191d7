import postcss from 'postcss';

/** Each `var(--name` a text reads. */
const READ = /var\(\s*(--[\w-]+)/g;
/** Every custom property a page's HTML names (its `style` attributes, its other `<style>`s). */
const NAMED = /--[\w-]+/g;

/**
 * The rules a page's markup uses (critical-styles.ts) without the custom properties nothing
 * reads: Mantine's theme declares some 500 on the root (every colour's ten shades in both
 * schemes, every size of every scale), and a product page reads about 170 of them. Kept: each
 * property the rules' own declarations read, each one the page's HTML names (an inline `style`
 * sets or reads Mantine's component variables), and each one a kept property's value reads, and
 * so on. The page's whole stylesheet, applied before the app renders anything else, declares
 * them all again (decision 0022).
 */
export function withoutUnusedProperties(css: string, markup: readonly string[]): string {
  const root = postcss.parse(css);
  const declared = new Map<string, postcss.Declaration[]>();
  const needed = new Set<string>();
  const toFollow: string[] = [];
  const need = (name: string) => {
    if (needed.has(name)) return;
    needed.add(name);
    toFollow.push(name);
  };
  root.walkDecls((declaration) => {
    if (!declaration.prop.startsWith('--')) {
      for (const [, name] of declaration.value.matchAll(READ)) need(name!);
      return;
    }
    const same = declared.get(declaration.prop);
    if (same) same.push(declaration);
    else declared.set(declaration.prop, [declaration]);
  });
  for (const html of markup) for (const [name] of html.matchAll(NAMED)) need(name);
  for (let name = toFollow.pop(); name !== undefined; name = toFollow.pop())
    for (const declaration of declared.get(name) ?? [])
      for (const [, read] of declaration.value.matchAll(READ)) need(read!);

  for (const [name, declarations] of declared)
    if (!needed.has(name)) for (const declaration of declarations) declaration.remove();
  // A rule left with nothing in it, then an at-rule around rules left so (the walk visits a
  // parent before its children, hence the rounds).
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}
