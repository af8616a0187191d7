import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chunkModulesReport, type ChunkModules } from './chunk-modules-plugin';

/** The production build (mocks off, what shoppers get), with the modules of each chunk. */
export async function buildApp(root: string, outDir: string): Promise<ChunkModules[]> {
  // The switch is read at build time: the bench measures what shoppers get, mocks off.
  delete process.env.VITE_API_MOCKS;
  delete process.env.VITE_PRERENDER;
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    root,
    mode: 'production',
    logLevel: 'warn',
    // Hidden source maps: files beside the chunks that the page never loads, for naming the
    // functions in the long tasks' profiles (long-tasks.ts).
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
    plugins: [chunkModulesReport(root)],
  });
  return JSON.parse(await readFile(join(outDir, 'chunk-modules.json'), 'utf8')) as ChunkModules[];
}

/** The mock-mode build (`build:mock`), for the Lighthouse run of its home page. */
export async function buildMockApp(root: string, outDir: string): Promise<void> {
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    root,
    mode: 'mock',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
}
