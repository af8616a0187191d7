import postcss from 'postcss';

/** A selector that applies only while a pointer is over or pressing an element. */
const POINTER_STATE = /:(?:hover|active)(?![\w-])/;

/**
 * Of the rules a page's markup uses (critical-styles.ts), those its first paint can use: without
 * the rules that apply only under a pointer (`:hover`, `:active`: no one points at a page that
 * has not painted yet), and without the custom properties a later rule of the same selector
 * declares again (Mantine's theme sets `--mantine-primary-color-filled` to blue, then the app's
 * to indigo: only the last one counts). Both come back with the page's whole stylesheet, applied
 * before the app runs, in their place in the cascade (decision 0022). Focus rules stay: a
 * keyboard user may tab through a page before its stylesheet has come.
 *
 * Only custom properties: a later `display` of the same selector may be a fallback's successor
 * that an older browser drops, and it keeps the earlier one then; a custom property takes any value.
 */
export function firstPaintRules(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => POINTER_STATE.test(selector))) rule.remove();
  });
  // From the last rule back: a property is dead where a later rule of the same selector, under the
  // same at-rules, declares it (neither `!important`).
  const declaredLater = new Map<string, Set<string>>();
  const rules: postcss.Rule[] = [];
  root.walkRules((rule) => void rules.push(rule));
  for (const rule of rules.reverse()) {
    const place = placeOf(rule);
    const later = declaredLater.get(place) ?? new Set<string>();
    declaredLater.set(place, later);
    const own = customProperties(rule);
    for (const declaration of own) if (later.has(declaration.prop)) declaration.remove();
    for (const declaration of own) later.add(declaration.prop);
  }
  return root.toString();
}

/** A rule's selector under its at-rules (and parent rules): where a later one overrides it. */
function placeOf(rule: postcss.Rule): string {
  let place = rule.selector;
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent)
    place = `${parent instanceof postcss.AtRule ? `@${parent.name} ${parent.params}` : (parent as postcss.Rule).selector} { ${place}`;
  return place;
}

/** A rule's own custom properties that a later one can override (not `!important`). */
const customProperties = (rule: postcss.Rule): postcss.Declaration[] =>
  (rule.nodes ?? []).filter(
    (node): node is postcss.Declaration =>
      node.type === 'decl' && node.prop.startsWith('--') && !node.important,
  );
