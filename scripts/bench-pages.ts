// `npm run bench:pages`: product pages for catalogues of several sizes (issue 43), on this machine.
// A benchmark, not a test: these machines are shared and timings are noisy; each figure is printed
// beside the machine's benchmarkIndex.
//   1. The production build against the mock server seeded with N products (BENCH_PAGES_SIZES,
//      default 200,1000,5000; PRERENDER_PRODUCTS pages built ahead, default 300): time, dist/
//      size, a built product page's bytes (raw and gzip), and a second build with nothing
//      changed (the incremental build).
//   2. The page handler (`npm run serve`, a process of its own) in front of the mock server of the
//      largest size, under a bounded load from a third process (scripts/bench-page-load.ts,
//      BENCH_PAGES_CONCURRENCY at a time, default 8): product pages on a miss (each product once,
//      none kept), warm (the same pages again, kept by the handler's process cache), a flood of
//      unknown ids; throughput, p50/p95, and the handler's memory (RSS) after 10,000 requests.
//   3. With BENCH_PAGES_EDGE=1, the same loads against the edge worker in workerd (`npm run
//      serve:edge`, its pages kept with the runtime's Cache API). Under this load the worker
//      still fails (docs/deployment.md, "On an edge runtime"): an answer that does not come in
//      30 s is counted as status 0.
// Each load is printed with the machine's load average while it ran. Ports: BENCH_PAGES_API_PORT
// (the mock server) and BENCH_PAGES_PORT (the handler), default any free one.
import { chromium } from '@playwright/test';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { resetDatabase } from '../mocks/db/database';
import { buildSeed } from '../mocks/db/seed';
import { startMockHttpServer } from '../mocks/server';
import { measureBenchmarkIndex } from './bench/benchmark-index';
import { median } from './bench/median';
import { chromiumLaunchOptions } from './chromium';
import { runNode } from './pages/run-node';

const root = process.cwd();
const sizes = (process.env.BENCH_PAGES_SIZES ?? '200,1000,5000').split(',').map(Number);
const builtAhead = process.env.PRERENDER_PRODUCTS ?? '300';
const concurrency = Number(process.env.BENCH_PAGES_CONCURRENCY ?? 8);
const outDir = join(root, 'dist-bench-pages');
const cacheDir = join(root, '.vite/prerender-pages/production-dist-bench-pages');
const apiPort = Number(process.env.BENCH_PAGES_API_PORT ?? 0);
const sitePort = process.env.BENCH_PAGES_PORT ?? '0';

async function dirBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const browser = await chromium.launch(chromiumLaunchOptions);
const speed = await measureBenchmarkIndex(browser, 3).finally(() => browser.close());
console.log(`benchmarkIndex ${Math.round(speed.median)}; ${builtAhead} product pages built ahead`);

const vite = join(root, 'node_modules/vite/bin/vite.js');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
let mock = await startMockHttpServer({ port: apiPort });

console.log('\n| products | build | again, unchanged | dist/ | product page raw | gzip |');
console.log('|---|---|---|---|---|---|');
for (const size of sizes) {
  await mock.close();
  resetDatabase(buildSeed({ products: size }));
  mock = await startMockHttpServer({ port: apiPort });
  await rm(cacheDir, { recursive: true, force: true });
  const env = { PRERENDER_API_URL: `${mock.url}/api`, PRERENDER_PRODUCTS: builtAhead };
  const build = async () => {
    const start = performance.now();
    await runNode([vite, 'build', '--outDir', outDir, '--logLevel', 'warn'], env);
    return (performance.now() - start) / 1000;
  };
  const first = await build();
  const again = await build();
  const productDirs = await readdir(join(outDir, 'products'));
  const pages = await Promise.all(
    productDirs
      .filter((name) => /^\d+$/.test(name))
      .slice(0, 50)
      .map((name) => readFile(join(outDir, 'products', name, 'index.html'))),
  );
  console.log(
    `| ${size.toLocaleString('en')} | ${first.toFixed(1)} s | ${again.toFixed(1)} s | ${mb(await dirBytes(outDir))} | ${kb(median(pages.map((page) => page.length)))} | ${kb(median(pages.map((page) => gzipSync(page).length)))} |`,
  );
}

// The handler in front of the last (largest) shop: on Node (`npm run serve`), then on the edge
// (`npm run serve:edge`: the worker in workerd, pages kept with the runtime's Cache API; with
// BENCH_PAGES_EDGE=1).
const largest = sizes.at(-1)!;
const builtDirs = new Set(await readdir(join(outDir, 'products')));
const notBuilt = Array.from({ length: largest }, (_, i) => String(i + 1)).filter(
  (id) => !builtDirs.has(id),
);
const missIds = notBuilt.slice(
  0,
  Math.min(Number(process.env.BENCH_PAGES_MISSES ?? 1000), notBuilt.length),
);
const warmIds = missIds.slice(0, 200);

/** The loads of one host of the handler, started by `script` (serve.ts or serve-edge.ts). */
async function benchHost(title: string, script: string, kept: string) {
  const served = await runNode(
    [tsx, script, '--dir', outDir, '--port', sitePort],
    { PAGES_API_URL: `${mock.url}/api` },
    /at (http:\/\/\S+)/,
  );
  const site = served.match![1]!;
  // The host's memory: the resident size of its processes (tsx runs the script in a child of
  // its own; Miniflare runs workerd in another).
  async function rss(pid = served.child.pid!): Promise<number> {
    const own =
      Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
    const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => ''))
      .split(' ')
      .filter(Boolean)
      .map(Number);
    return (
      own + (await Promise.all(children.map((child) => rss(child)))).reduce((a, b) => a + b, 0)
    );
  }
  const load = async (paths: string[]) => {
    const file = join(`${outDir}-server`, 'bench-paths.txt');
    await writeFile(file, paths.join('\n'));
    const { output } = await runNode(
      [tsx, 'scripts/bench-page-load.ts', site, String(concurrency), file],
      {},
    );
    await rm(file, { force: true });
    const { seconds, results } = JSON.parse(output.trim().split('\n').at(-1)!) as {
      seconds: number;
      results: { status: number; ms: number }[];
    };
    const times = results.map((result) => result.ms).sort((a, b) => a - b);
    const statuses = [...new Set(results.map((result) => result.status))].join('/');
    return `${results.length} | ${statuses} | ${(results.length / seconds).toFixed(0)}/s | ${percentile(times, 0.5).toFixed(0)} ms | ${percentile(times, 0.95).toFixed(0)} ms | ${loadavg()[0]!.toFixed(1)}`;
  };
  console.log(
    `\n${title}, ${largest.toLocaleString('en')} products, ${concurrency} requests at a time`,
  );
  console.log('| load | requests | status | throughput | p50 | p95 | load average (1 min) |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| miss (each product once) | ${await load(missIds.map((id) => `/products/${id}`))} |`,
  );
  const warm = Array.from(
    { length: 10_000 - missIds.length },
    (_, i) => `/products/${warmIds[i % warmIds.length]}`,
  );
  console.log(`| warm (${kept}) | ${await load(warm)} |`);
  console.log(
    `| RSS after ${(missIds.length + warm.length).toLocaleString('en')} requests | ${mb(await rss())} |`,
  );
  const flood = Array.from({ length: 500 }, (_, i) => `/products/${10_000_000 + i}`);
  console.log(`| unknown ids (404) | ${await load(flood)} |`);
  console.log(`| RSS after 500 more (unknown ids) | ${mb(await rss())} |`);
  served.child.kill();
}

await benchHost('Page handler on Node', 'scripts/serve.ts', 'kept in the process');
if (process.env.BENCH_PAGES_EDGE === '1')
  await benchHost(
    'Page handler on the edge (workerd)',
    'scripts/serve-edge.ts',
    "kept by the runtime's Cache API",
  );

await mock.close();
await Promise.all(
  [outDir, `${outDir}-server`, `${outDir}-edge`, cacheDir].map((dir) =>
    rm(dir, { recursive: true, force: true }),
  ),
);
