// `npm run serve`: the production build (dist/, or --dir) with its page handler in front, on
// Node (scripts/serve-pages.ts). The API: PAGES_API_URL, else PRERENDER_API_URL, else
// http://localhost:8080/api. Settings (all optional): PORT (default 4173), PAGES_S_MAXAGE,
// PAGES_STALE_WHILE_REVALIDATE, PAGES_NOT_FOUND_MAXAGE, PAGES_ERROR_MAXAGE (seconds),
// PAGES_MEMORY (pages kept in the process), PAGES_CATALOGUE_PAGES, PAGES_API_TIMEOUT_MS,
// PAGES_API_KEEP_MS, PAGES_INDEX_PAGES; VITE_API_BASE_URL as the build had it.
import { parseArgs } from 'node:util';
import { startPageServer } from './serve-pages.ts';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } },
});
const env = process.env;
const number = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : Number(value);

const server = await startPageServer({
  dir: values.dir!,
  apiUrl: env.PAGES_API_URL || env.PRERENDER_API_URL || 'http://localhost:8080/api',
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
console.log(`Serving ${values.dir} with its page handler at ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void server.close().then(() => process.exit(0)));
