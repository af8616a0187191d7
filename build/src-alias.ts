import { fileURLToPath } from 'node:url';

/**
 * `@/` names src/ (docs/architecture.md, "Imports"), as tsconfig.json's `paths` say for
 * TypeScript, tsx and Playwright. Every Vite build and module runner that loads the app's or the
 * mock's modules uses it: vite.config.ts (and so vitest and the edge worker's build), and the
 * builds and runners of build/ that start without the config file.
 */
export const srcAlias = {
  find: /^@\//,
  replacement: fileURLToPath(new URL('../src/', import.meta.url)),
};
