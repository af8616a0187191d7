import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Bundles src/server/worker.ts for an edge runtime: one ES module with every package in it (no
 * `node_modules` there), the packages' worker/browser builds (React's server renderer for the
 * Web's streams, no Node built-in), and the build's shells (`<dir>-server/page-shells.json`) as
 * `virtual:page-shells`. Written to `<dir>-edge/worker.js`; returns that path.
 */
export async function buildEdgeWorker(dir: string): Promise<string> {
  const shells = resolve(root, `${dir}-server`, 'page-shells.json');
  if (!(await stat(shells).catch(() => null)))
    throw new Error(`No ${shells}: run \`npm run build -- --outDir ${dir}\` first.`);
  const outDir = resolve(root, `${dir}-edge`);
  const { build } = await import('vite');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: [{ find: 'virtual:page-shells', replacement: shells }] },
    ssr: {
      noExternal: true,
      target: 'webworker',
      resolve: { conditions: ['workerd', 'worker', 'browser'], externalConditions: ['workerd'] },
    },
    build: {
      ssr: join(root, 'src/server/worker.ts'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      rolldownOptions: { output: { entryFileNames: 'worker.js', codeSplitting: false } },
    },
  });
  return join(outDir, 'worker.js');
}
