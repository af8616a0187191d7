// Serves msw's service worker script in dev and emits it into the build, but only when the mock
// switch is on. Nothing is committed to public/, so a build with mocks off contains no msw file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';

function readWorkerSource(): string {
  // Resolves node_modules/msw/lib/mockServiceWorker.js (msw exports it as `msw/mockServiceWorker.js`).
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8');
}

export function mswWorker(options: { enabled: boolean }): Plugin {
  let source: string | undefined;
  const load = () => (source ??= readWorkerSource());

  return {
    name: 'shop:msw-worker',
    configureServer(server) {
      if (!options.enabled) return;
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path !== `${server.config.base}${WORKER_FILE}`) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(load());
      });
    },
    generateBundle() {
      if (!options.enabled) return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: load() });
    },
  };
}
