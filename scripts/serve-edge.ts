// `npm run serve:edge`: the production build (dist/, or --dir) served by its edge worker
// (src/server/worker.ts) in workerd, the runtime of Cloudflare Workers, through Miniflare: the
// build's files as the worker's static assets, pages rendered on request by the same handler as
// `npm run serve`, kept with the runtime's Cache API (docs/deployment.md, "On an edge runtime").
// Bundles the worker first (scripts/build-edge.ts). The same options as `npm run serve`:
//   --port N         (PORT, default 4173)
//   --api-proxy URL  where the browser's /api (and /images) go, if not to the API the pages are
//                    rendered from; `none`: nowhere
// The API: PAGES_API_URL, else PRERENDER_API_URL, else http://localhost:8080/api; PAGES_S_MAXAGE,
// PAGES_STALE_WHILE_REVALIDATE, PAGES_MEMORY, PAGES_CATALOGUE_PAGES as for `npm run serve`, and
// PAGES_MAX_RENDERING (renders at once, default 32);
// VITE_API_BASE_URL as the build had it. (The mock-mode build's seeded shop lives in Node, not in
// the worker: serve a production build against `npm run mock:server` instead.)
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { buildEdgeWorker } from './edge/build-worker.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    'api-proxy': { type: 'string' },
  },
});
const env = process.env;
const dir = resolve(values.dir!);
const script = await buildEdgeWorker(values.dir!);
const settings: Record<string, string | undefined> = {
  API_URL: env.PAGES_API_URL || env.PRERENDER_API_URL || 'http://localhost:8080/api',
  API_PROXY: values['api-proxy'],
  PUBLIC_BASE: env.VITE_API_BASE_URL,
  PAGES_S_MAXAGE: env.PAGES_S_MAXAGE,
  PAGES_STALE_WHILE_REVALIDATE: env.PAGES_STALE_WHILE_REVALIDATE,
  PAGES_MEMORY: env.PAGES_MEMORY,
  PAGES_CATALOGUE_PAGES: env.PAGES_CATALOGUE_PAGES,
  PAGES_MAX_RENDERING: env.PAGES_MAX_RENDERING,
};
const mf = new Miniflare({
  modules: true,
  scriptPath: script,
  compatibilityDate: '2026-04-01',
  // The worker shares no work under way between requests (src/server/work-under-way.ts), only
  // finished results; this flag keeps a promise settled in one request from being held back
  // for another (wrangler.toml sets it too, docs/deployment.md).
  compatibilityFlags: ['no_handle_cross_request_promise_resolution'],
  // No request.cf from Cloudflare's network (none here): Miniflare's placeholder at once.
  cf: false,
  bindings: Object.fromEntries(Object.entries(settings).filter(([, value]) => value)),
  // The worker decides for every request (as `npm run serve` does); its ASSETS binding reads
  // the build's files as they are named (no trailing-slash or single-page fallbacks).
  assets: {
    directory: dir,
    binding: 'ASSETS',
    routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
    assetConfig: { html_handling: 'none', not_found_handling: 'none' },
  },
  // The worker's console (its errors, the runtime's warnings) on this process's output.
  log: new Log(LogLevel.INFO),
  port: Number(values.port ?? env.PORT ?? 4173),
  host: env.HOST ?? '127.0.0.1',
});
const url = await mf.ready;
console.log(
  `Serving ${values.dir} from its edge worker in workerd at ${url.origin.replace('127.0.0.1', 'localhost')}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void mf.dispose().then(() => process.exit(0)));
