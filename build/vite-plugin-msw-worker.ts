// Serves msw's service worker script in dev and emits it into the build, but only when the mock
// switch is on. Nothing is committed to public/, so a build with mocks off contains no msw file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';

/**
 * Put before msw's worker, unchanged (its integrity checksum still matches): a closing page no
 * longer unregisters the worker. msw's page sends `CLIENT_CLOSED` on `beforeunload`, and its
 * worker unregisters itself when no other window is open — but on a full navigation the next
 * page is not among the worker's clients yet. When the unregistering came before the browser
 * matched the navigation to the registration, the next page loaded without a controller and every
 * `/api` call of it went to the static host (a signed-in page showing "Could not check your
 * session … Not Found"; 1 load in 20 with a core kept busy). Listeners run in the order they were
 * added, so this one, added first, takes the message: it forgets the page as msw would and keeps
 * the registration. A worker left registered with no page to serve answers nothing (msw's fetch
 * handler returns early while `activeClientIds` is empty), so another app on the same address is
 * not affected.
 */
const KEEP_REGISTERED_ON_CLIENT_CLOSED = `// Added by the shop's build (build/vite-plugin-msw-worker.ts): a closing page forgets itself but
// does not unregister the worker, which the next page of a navigation may still need.
addEventListener('message', function (event) {
  if (event.data !== 'CLIENT_CLOSED') return
  event.stopImmediatePropagation()
  const clientId = event.source && event.source.id
  if (clientId) activeClientIds.delete(clientId)
})

`;

function readWorkerSource(): string {
  // Resolves node_modules/msw/lib/mockServiceWorker.js (msw exports it as `msw/mockServiceWorker.js`).
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8');
  // The prelude names msw's set of pages; a worker that renamed it must fail the build, not pages.
  if (!/^const activeClientIds = new Set\(\)$/m.test(source))
    throw new Error(`msw's ${WORKER_FILE} no longer keeps its pages in \`activeClientIds\``);
  return KEEP_REGISTERED_ON_CLIENT_CLOSED + source;
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
