import type { Plugin } from 'vite';

export interface ChunkModules {
  /** Output file, e.g. assets/index-abc123.js. */
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Static imports (other chunk file names). */
  imports: string[];
  dynamicImports: string[];
  /** CSS files Vite attaches to this chunk. */
  css: string[];
  /** Source modules in the chunk (paths relative to the project root), with their rendered size. */
  modules: { id: string; bytes: number }[];
}

/**
 * Writes `chunk-modules.json` into the build: which source modules each JavaScript chunk holds.
 * The bench reads it to tell what the storefront's first load contains (no admin, msw, faker,
 * chart or Stripe code) and which chunks belong to the back office.
 */
export function chunkModulesReport(root: string): Plugin {
  const relative = (id: string) =>
    id.replaceAll('\\', '/').replace(root.replaceAll('\\', '/').replace(/\/?$/, '/'), '');
  return {
    name: 'chunk-modules-report',
    apply: 'build',
    // After Vite's CSS plugin, which drops the chunks that hold only CSS (and the imports of
    // them): the report names the files the build writes.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: Object.entries(output.modules).map(([id, info]) => ({
            id: relative(id.replace(/^\0/, '')),
            bytes: info.renderedLength,
          })),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'chunk-modules.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}
