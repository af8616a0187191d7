import type { Plugin } from 'vite';

/**
 * Ships the CSS of only the Mantine components a chunk really contains, next to that chunk.
 *
 * `@mantine/core/styles.css` is every component's CSS (about 35 KB gzip) and would all load
 * before the storefront paints. Mantine also publishes one file per component
 * (`@mantine/core/styles/<Name>.css`), one for each `<Name>.module.mjs` class map its components
 * import. This plugin adds `import '@mantine/core/styles/<Name>.css'` to each of those class
 * maps during the build, so the CSS follows the component: the storefront's first load carries
 * the CSS of the components it renders, the back office's charts and tables come with its lazy
 * chunks, and a component added later brings its own CSS with nobody keeping a list. A component
 * imports the components it builds on (Button imports UnstyledButton) before its own class map,
 * so their CSS comes first, which is the order Mantine asks for.
 *
 * Build only: the dev server pre-bundles @mantine/core, so src/main.tsx loads the whole
 * stylesheet in dev instead.
 */
const CLASS_MAP = /\/@mantine\/core\/esm\/(?:.*\/)?([A-Za-z]+)\.module\.mjs$/;

export function mantineComponentCss(): Plugin {
  return {
    name: 'mantine-component-css',
    apply: 'build',
    transform(code, id) {
      const match = CLASS_MAP.exec(id.split('?')[0]!.replaceAll('\\', '/'));
      if (!match) return null;
      return { code: `import '@mantine/core/styles/${match[1]}.css';\n${code}`, map: null };
    },
  };
}
