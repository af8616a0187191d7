// `npm run check:served-pages`: every product page of a big shop, as a crawler gets it from the
// built site served by the page handler (issue 43). Not part of `npm test` (it reads every page of
// the catalogue: minutes, not seconds); tests/server/served-pages.test.ts checks a sample there.
// CHECK_EDGE=1 serves the site from its edge worker in workerd (`npm run serve:edge`) instead.
//   1. The mock server seeded with CHECK_PRODUCTS products (default 5,000); the production build
//      against it with PRERENDER_PRODUCTS pages built ahead (default 200); `npm run serve` in
//      front of it, keeping no page (each one rendered or read from disk as a first visitor gets
//      it).
//   2. Every product's page, CHECK_CONCURRENCY at a time (default 8): 200, its name in the title,
//      its price, the canonical address, and one valid `Product` JSON-LD block with its name,
//      sku and price. Then a product created through the API after the build (200, its page) and
//      one deleted (404), and the sitemap index (every product listed).
// Exits 1 when any page is wrong, and names the first ones.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { commit, db, resetDatabase } from '../mocks/db/database';
import { buildSeed } from '../mocks/db/seed';
import { startMockHttpServer } from '../mocks/server';
import { formatDollars, roundToCents } from '@/lib/money';
import { escapeHtml } from '@/prerender/escape-html';
import { readProductPage } from './pages/read-product-page';
import { runNode } from './pages/run-node';

const root = process.cwd();
const products = Number(process.env.CHECK_PRODUCTS ?? 5000);
const builtAhead = process.env.PRERENDER_PRODUCTS ?? '200';
const concurrency = Number(process.env.CHECK_CONCURRENCY ?? 8);
const SITE = 'https://shop.example';
// How long the handler shares an API answer between renders (its default): a change to the
// catalogue shows after at most this long.
const API_KEEP_MS = 2000;
// CHECK_EDGE=1: the site served by its edge worker in workerd (`npm run serve:edge`) instead.
const edge = process.env.CHECK_EDGE === '1';
const host = edge ? 'scripts/serve-edge.ts' : 'scripts/serve.ts';
const outDir = join(root, 'dist-check-pages');
const cacheDir = join(root, '.vite/prerender-pages/production-dist-check-pages');
const clean = () =>
  Promise.all(
    [outDir, `${outDir}-server`, `${outDir}-edge`, cacheDir].map((dir) =>
      rm(dir, { recursive: true, force: true }),
    ),
  );

resetDatabase(buildSeed({ products }));
const mock = await startMockHttpServer({ port: 0 });
await clean();
let started = performance.now();
await runNode(
  [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--logLevel', 'warn'],
  { PRERENDER_API_URL: `${mock.url}/api`, PRERENDER_PRODUCTS: builtAhead, SITE_URL: SITE },
);
console.log(
  `Built ${products.toLocaleString('en')} products (${builtAhead} pages ahead) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
const served = await runNode(
  [join(root, 'node_modules/tsx/dist/cli.mjs'), host, '--dir', outDir, '--port', '0'],
  {
    PAGES_API_URL: `${mock.url}/api`,
    PAGES_MEMORY: '0',
    PAGES_API_KEEP_MS: String(API_KEEP_MS),
    // On the edge, the runtime's cache keeps nothing either: every page as a first visitor gets
    // it. The worker is bundled by serve:edge from the same settings as the build (SITE_URL).
    ...(edge ? { PAGES_S_MAXAGE: '0', PAGES_STALE_WHILE_REVALIDATE: '0', SITE_URL: SITE } : {}),
  },
  /at (http:\/\/\S+)/,
);
const site = served.match![1]!;

/** What is wrong with one product's page, or nothing. */
async function problemsOf(id: number): Promise<string[]> {
  const row = db().products.find((product) => product.productId === id);
  const response = await fetch(`${site}/products/${id}`);
  const html = await response.text();
  if (!row) return response.status === 404 ? [] : [`${response.status}, not 404`];
  if (response.status !== 200) return [`status ${response.status}`];
  const page = readProductPage(html);
  const ld = page.jsonLd.filter((block) => block['@type'] === 'Product');
  const offers = ld[0]?.offers as { price?: string } | undefined;
  return [
    page.title !== `${escapeHtml(row.productName)} · Shop` && `title ${page.title}`,
    !html.includes(formatDollars(row.specialPrice)) && 'no price',
    page.canonical !== `${SITE}/products/${id}` && `canonical ${page.canonical}`,
    ld.length !== 1 && `${ld.length} Product blocks`,
    ld[0]?.name !== row.productName && 'JSON-LD name',
    ld[0]?.sku !== String(id) && 'JSON-LD sku',
    offers?.price !== roundToCents(row.specialPrice).toFixed(2) && 'JSON-LD price',
  ].filter((problem): problem is string => !!problem);
}

const ids = db().products.map((product) => product.productId);
const wrong = new Map<number, string[]>();
started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const problems = await problemsOf(id).catch((error: unknown) => [String(error)]);
      if (problems.length) wrong.set(id, problems);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(
  `Product pages: ${ids.length - wrong.size} of ${ids.length.toLocaleString('en')} right in ${seconds.toFixed(0)} s (${(ids.length / seconds).toFixed(0)}/s, ${concurrency} at a time)`,
);

// After the build: one product created, one deleted, through the mock's own data.
const created = {
  ...db().products.at(-1)!,
  productId: ids.at(-1)! + 1,
  productName: 'Added After The Build',
};
const deleted = ids[Math.floor(ids.length / 2)]!;
const rows = db().products;
rows.push(created);
rows.splice(
  rows.findIndex((product) => product.productId === deleted),
  1,
);
commit();
await new Promise((resolve) => setTimeout(resolve, API_KEEP_MS + 500));
for (const id of [created.productId, deleted]) {
  const problems = await problemsOf(id);
  if (problems.length) wrong.set(id, problems);
  console.log(
    `/products/${id} (${id === deleted ? 'deleted: 404' : 'created: 200'}): ${problems.join(', ') || 'right'}`,
  );
}

// The sitemap index and its files: every product of the build's catalogue listed once.
const sitemaps = (await readdir(outDir)).filter((name) => /^sitemap.*\.xml$/.test(name));
const listed = new Set<string>();
for (const name of sitemaps)
  for (const match of (await readFile(join(outDir, name), 'utf8')).matchAll(
    /<loc>[^<]*\/products\/(\d+)<\/loc>/g,
  ))
    listed.add(match[1]!);
const unlisted = ids.filter((id) => !listed.has(String(id)));
console.log(
  `Sitemaps: ${sitemaps.length} files, ${listed.size.toLocaleString('en')} products listed, ${unlisted.length} missing`,
);

served.child.kill();
await mock.close();
await clean();
if (wrong.size || unlisted.length) {
  for (const [id, problems] of [...wrong].slice(0, 20))
    console.error(`/products/${id}: ${problems.join(', ')}`);
  process.exit(1);
}
