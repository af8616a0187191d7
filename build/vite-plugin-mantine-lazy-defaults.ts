import type { Plugin } from 'vite';

/**
 * Makes Mantine compute its default CSS variables when it needs them, not when it loads.
 *
 * `remove-default-variables.mjs` runs `defaultCssVariablesResolver(DEFAULT_THEME)` (hundreds of
 * colour conversions) as the module is evaluated, in the task that evaluates the app's code: some
 * 20 ms of it on the phone the bench emulates. Only the provider's own <style> of variables uses
 * the result, and the app writes those at build time instead (src/app/theme-variables.gen.css,
 * docs/decisions/0020), so in the app the computation never runs at all. The build fails if a
 * Mantine release changes the line, rather than silently keeping the cost.
 */
const FILE =
  /\/@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';

export function mantineLazyDefaults(): Plugin {
  return {
    name: 'mantine-lazy-defaults',
    apply: 'build',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0]!.replaceAll('\\', '/'))) return null;
      if (!code.includes(EAGER))
        this.error(
          `${id} no longer has "${EAGER}": see build/vite-plugin-mantine-lazy-defaults.ts`,
        );
      const lazy = code
        .replace(
          EAGER,
          'let computedDefaults;\nconst defaults = () => (computedDefaults ??= defaultCssVariablesResolver(DEFAULT_THEME));',
        )
        .replaceAll('defaultCssVariables.', 'defaults().');
      return { code: lazy, map: null };
    },
  };
}
