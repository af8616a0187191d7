// `npm run serve`: the production build (dist/, or --dir) with its page handler in front, on
// Node (scripts/serve-pages.ts). The API: PAGES_API_URL, else PRERENDER_API_URL, else
// http://localhost:8080/api. Settings (all optional): PORT (default 4173), PAGES_S_MAXAGE,
// PAGES_STALE_WHILE_REVALIDATE, PAGES_NOT_FOUND_MAXAGE, PAGES_ERROR_MAXAGE (seconds),
// PAGES_MEMORY (pages kept in the process), PAGES_CATALOGUE_PAGES, PAGES_API_TIMEOUT_MS,
// PAGES_API_KEEP_MS, PAGES_INDEX_PAGES; VITE_API_BASE_URL as the build had it.
// For local use and the end-to-end tests (playwright.config.ts, playwright.http.config.ts):
//   --api-proxy URL  where the browser's /api (and /images, on its host) go, if not to the API
//                    the pages are rendered from: an API's URL as PAGES_API_URL is, e.g.
//                    http://127.0.0.1:8791/api (the HTTP journeys: the contract proxy in front of
//                    the mock server); `none`: nowhere (404 unless the build has a file there)
//   --mock-api       renders from the seeded mock shop in this process, as the mock-mode build
//                    renders its pages (the page's own mock answers the browser: no /api proxy;
//                    a product the seeded shop lacks, maybe created in the page, is the app's page)
import { parseArgs } from 'node:util';
import { inPageImageBaseUrl } from '../mocks/image-base-url.ts';
import { startPageServer } from './serve-pages.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    'api-proxy': { type: 'string' },
    'mock-api': { type: 'boolean', default: false },
  },
});
const env = process.env;
const number = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : Number(value);

// The mock-mode build's shop: the same seed as the mock in its pages, with the same picture
// addresses (build/vite-plugin-prerender.ts starts it so for the build's own pages).
const mock = values['mock-api']
  ? await (
      await import('../mocks/server.ts')
    ).startMockHttpServer({ port: 0, imageBaseUrl: inPageImageBaseUrl(env.VITE_API_BASE_URL) })
  : undefined;
const apiProxy = values['api-proxy'] ?? (mock ? 'none' : undefined);

const server = await startPageServer({
  dir: values.dir!,
  apiUrl: mock
    ? `${mock.url}/api`
    : env.PAGES_API_URL || env.PRERENDER_API_URL || 'http://localhost:8080/api',
  apiProxy: apiProxy === 'none' ? null : apiProxy,
  unknownToApp: !!mock,
  publicBase: env.VITE_API_BASE_URL,
  port: number(values.port ?? env.PORT) ?? 4173,
  host: env.HOST,
  cache: Object.fromEntries(
    Object.entries({
      sMaxAge: number(env.PAGES_S_MAXAGE),
      staleWhileRevalidate: number(env.PAGES_STALE_WHILE_REVALIDATE),
      notFoundMaxAge: number(env.PAGES_NOT_FOUND_MAXAGE),
      errorMaxAge: number(env.PAGES_ERROR_MAXAGE),
    }).filter(([, value]) => value !== undefined),
  ),
  memoryPages: number(env.PAGES_MEMORY),
  cataloguePages: number(env.PAGES_CATALOGUE_PAGES),
  apiTimeoutMs: number(env.PAGES_API_TIMEOUT_MS),
  apiKeepMs: number(env.PAGES_API_KEEP_MS),
  indexPages: number(env.PAGES_INDEX_PAGES),
});
console.log(
  `Serving ${values.dir} with its page handler at ${server.url}${mock ? ' (pages from the seeded mock shop)' : ''}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(
    signal,
    () => void Promise.all([server.close(), mock?.close()]).then(() => process.exit(0)),
  );
