// `npm run bench`: what the storefront costs a shopper. Builds the app for production (mocks
// off), serves it like a real host (gzip) with the standalone mock server behind /api, then
//   - sums the gzip size of the JavaScript and CSS that /, /products, a product page
//     (/products/1) and /cart load before they are interactive (the entry, the route's chunk and
//     their static imports: first-load-graph.ts), and, as a cross-check, of everything Chromium
//     fetched by network idle (lazy parts included);
//     lists the back office's chunks and the whole build;
//   - checks the budgets of scripts/bench/budgets.ts (initial JS and CSS of /, and no admin,
//     mock, chart, upload or Stripe code in any storefront page's first load or network trace);
//   - runs Lighthouse (mobile, simulated throttling) on the four pages, median of --runs.
// Prints a table and writes the figures as JSON (--out, default reports/bench.json).
//
//   npm run bench                          everything (about 3 minutes)
//   npm run bench -- --runs 1              one Lighthouse run per page
//   npm run bench -- --keep               keep the build (dist-bench/, with chunk-modules.json)
//   npm run check:budgets                  budgets only, no Lighthouse (what `npm test` runs)
// Exits 1 when a budget is broken. Lighthouse figures are reported, never a gate: these
// machines are shared and a score moves with their load.
import { chromium } from '@playwright/test';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startMockHttpServer } from '../mocks/server';
import {
  BUDGETS,
  FORBIDDEN_IN_FIRST_LOAD,
  LIGHTHOUSE_TARGETS,
  MOCK_MODE_HOME,
  PRODUCT_PAGE,
} from './bench/budgets';
import { chunkModulesReport, type ChunkModules } from './bench/chunk-modules-plugin';
import { firstLoadAssets } from './bench/first-load';
import { firstLoadFromGraph } from './bench/first-load-graph';
import { lighthouse, type LighthouseFigures } from './bench/lighthouse';
import { serveBuild } from './bench/serve-build';
import { PRERENDERED_ROUTES } from '../src/prerender/routes';
import { chromiumLaunchOptions } from './chromium';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    'budgets-only': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: 'reports/bench.json' },
    'out-dir': { type: 'string', default: 'dist-bench' },
    keep: { type: 'boolean', default: false },
  },
});
/** The storefront pages measured, with the route file whose component chunk each renders. */
const PAGES = [
  { path: '/', route: 'src/routes/index.tsx' },
  { path: '/products', route: 'src/routes/products.tsx' },
  { path: PRODUCT_PAGE, route: 'src/routes/products_.$productId.tsx' },
  { path: '/cart', route: 'src/routes/cart.tsx' },
] as const;
const withLighthouse = !args['budgets-only'];
const runs = Math.max(1, Number(args.runs) || 1);
const outDir = resolve(root, args['out-dir']);
const mockOutDir = `${outDir}-mock`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function buildApp() {
  // The switch is read at build time: the bench measures what shoppers get, mocks off.
  delete process.env.VITE_API_MOCKS;
  delete process.env.VITE_PRERENDER;
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [chunkModulesReport(root)],
  });
  return JSON.parse(await readFile(join(outDir, 'chunk-modules.json'), 'utf8')) as ChunkModules[];
}

/** The mock-mode build (`build:mock`), for the Lighthouse run of its home page. */
async function buildMockApp() {
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    root,
    mode: 'mock',
    logLevel: 'warn',
    build: { outDir: mockOutDir, emptyOutDir: true },
  });
}

/** Gzip size of each prerendered page's HTML (the shell a phone receives first). */
async function shellSizes() {
  const sizes: { path: string; gzip: number }[] = [];
  for (const { path } of PRERENDERED_ROUTES) {
    const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    sizes.push({ path, gzip: await gzipSize(file) });
  }
  return sizes;
}

const gzipSizes = new Map<string, number>();
async function gzipSize(file: string) {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(await readFile(join(outDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}
async function sizeOf(files: Iterable<string>) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += await gzipSize(file);
    else if (file.endsWith('.css')) css += await gzipSize(file);
  }
  return { js, css };
}

/** The back office: every chunk the admin pages need that the storefront's first load does not. */
function adminChunks(chunks: ChunkModules[], storefront: Set<string>) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || storefront.has(file)) return;
    files.add(file);
    const chunk = byFile.get(file);
    chunk?.css.forEach((css) => !storefront.has(css) && files.add(css));
    chunk?.imports.forEach(visit);
  };
  for (const chunk of chunks)
    if (
      chunk.modules.some((m) => /^src\/(routes|features)\/admin\//.test(m.id)) &&
      chunk.isDynamicEntry
    )
      visit(chunk.fileName);
  return files;
}

function forbiddenIn(files: string[], chunks: ChunkModules[]) {
  const found: string[] = [];
  for (const file of files) {
    const chunk = chunks.find((c) => c.fileName === file);
    for (const module of chunk?.modules ?? [])
      for (const rule of FORBIDDEN_IN_FIRST_LOAD)
        if (rule.module.test(module.id)) found.push(`${rule.what}: ${module.id} (${file})`);
  }
  return found;
}

console.log(`Building for production (mocks off) into ${args['out-dir']} ...`);
const chunks = await buildApp();
const mock = await startMockHttpServer({ port: 0 });
const site = await serveBuild({ dir: outDir, apiUrl: mock.url });
// Its proxy forwards the browser's Origin: the site's own origin is the mock's allowed one.
mock.allowOrigin(site.url);
const browser = await chromium.launch(chromiumLaunchOptions);

interface Load {
  files: string[];
  js: number;
  css: number;
}
interface PageFigures {
  path: string;
  /** Before it is interactive: the chunk graph (budgeted). */
  firstLoad: Load;
  /** Everything Chromium fetched until the network was idle, lazy parts included. */
  byNetworkIdle: Load;
  lighthouse?: LighthouseFigures;
}

const load = async (files: string[]): Promise<Load> => ({ files, ...(await sizeOf(files)) });
const failures: string[] = [];
const pages: PageFigures[] = [];
let admin: Load;
const shells: { path: string; gzip: number }[] = [];
let mockHome: LighthouseFigures | undefined;
let whole: { files: number; js: number; css: number };
try {
  for (const { path, route } of PAGES) {
    const firstLoad = await load(firstLoadFromGraph(chunks, route));
    const byNetworkIdle = await load(await firstLoadAssets(browser, `${site.url}${path}`));
    pages.push({ path, firstLoad, byNetworkIdle });
    const seen = [...new Set([...firstLoad.files, ...byNetworkIdle.files])];
    for (const problem of forbiddenIn(seen, chunks)) failures.push(`${path} loads ${problem}`);
  }
  shells.push(...(await shellSizes()));
  for (const shell of shells)
    if (shell.gzip > BUDGETS.shellHtml)
      failures.push(
        `${shell.path}'s HTML is ${kb(shell.gzip)} gzip, over the budget of ${kb(BUDGETS.shellHtml)}`,
      );
  const home = pages[0]!.firstLoad;
  if (home.js > BUDGETS.initialJs)
    failures.push(
      `/ loads ${kb(home.js)} of JavaScript first, over the budget of ${kb(BUDGETS.initialJs)}`,
    );
  if (home.css > BUDGETS.initialCss)
    failures.push(
      `/ loads ${kb(home.css)} of CSS first, over the budget of ${kb(BUDGETS.initialCss)}`,
    );

  const storefront = new Set(pages.flatMap((page) => page.byNetworkIdle.files));
  admin = await load([...adminChunks(chunks, storefront)].sort());
  const all = [...chunks.map((c) => c.fileName), ...new Set(chunks.flatMap((c) => c.css))];
  whole = { files: all.length, ...(await sizeOf(all)) };

  await browser.close();
  if (withLighthouse)
    for (const page of pages) {
      console.log(`Lighthouse ${page.path} (${runs} run${runs > 1 ? 's' : ''}) ...`);
      page.lighthouse = await lighthouse(`${site.url}${page.path}`, runs);
    }
  if (withLighthouse) {
    console.log(`Building the mock-mode app (build:mock) into ${args['out-dir']}-mock ...`);
    await buildMockApp();
    const mockSite = await serveBuild({ dir: mockOutDir, apiUrl: mock.url });
    try {
      console.log(`Lighthouse / of the mock-mode build (${runs} run${runs > 1 ? 's' : ''}) ...`);
      mockHome = await lighthouse(`${mockSite.url}/`, runs);
    } finally {
      await mockSite.close();
    }
  }
} finally {
  await browser.close().catch(() => undefined);
  await site.close();
  await mock.close();
}

// ---- report ----
const rows: string[][] = [['', 'JS (gzip)', 'CSS (gzip)', 'files', 'budget']];
const row = (label: string, figures: { js: number; css: number }, files: number, budget = '') =>
  rows.push([label, kb(figures.js), kb(figures.css), String(files), budget]);
for (const page of pages) {
  row(
    `${page.path} before interactive`,
    page.firstLoad,
    page.firstLoad.files.length,
    page.path === '/' ? `${kb(BUDGETS.initialJs)} / ${kb(BUDGETS.initialCss)}` : '',
  );
  row(`${page.path} by network idle`, page.byNetworkIdle, page.byNetworkIdle.files.length);
}
row('admin chunks (beyond the storefront)', admin!, admin!.files.length);
for (const shell of shells)
  rows.push([
    `${shell.path} HTML (prerendered)`,
    '',
    '',
    '1',
    `${kb(shell.gzip)} / ${kb(BUDGETS.shellHtml)}`,
  ]);
row('whole build', whole!, whole!.files);
const table = (lines: string[][]) => {
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
  return lines
    .map((line) =>
      line.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  '),
    )
    .join('\n');
};
console.log(`\n${table(rows)}`);

if (withLighthouse) {
  const lh: string[][] = [
    [
      `Lighthouse (mobile, simulated, median of ${runs})`,
      'score',
      'scores',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'Speed Index',
    ],
  ];
  const measured = [
    ...pages.map((page) => ({ path: page.path, lighthouse: page.lighthouse })),
    { path: MOCK_MODE_HOME, lighthouse: mockHome },
  ];
  for (const { path, lighthouse: l } of measured)
    if (l)
      lh.push([
        path,
        l.performance.toFixed(2),
        (l.scores ?? []).map((score) => score.toFixed(2)).join(' '),
        `${Math.round(l.fcpMs)} ms`,
        `${Math.round(l.lcpMs)} ms`,
        `${Math.round(l.tbtMs)} ms`,
        l.cls.toFixed(3),
        `${Math.round(l.speedIndexMs)} ms`,
      ]);
  console.log(`\n${table(lh)}`);
  for (const { path, lighthouse: l } of measured) {
    const target = LIGHTHOUSE_TARGETS[path];
    if (!l || !target) continue;
    const missed = [
      l.performance < target.performance && `score ≥ ${target.performance}`,
      target.lcpMs !== undefined && l.lcpMs > target.lcpMs && `LCP ≤ ${target.lcpMs} ms`,
      target.tbtMs !== undefined && l.tbtMs >= target.tbtMs && `TBT < ${target.tbtMs} ms`,
      target.cls !== undefined && l.cls > target.cls && `CLS ${target.cls}`,
    ].filter(Boolean);
    console.log(
      missed.length
        ? `note: ${path} misses its goal: ${missed.join(', ')} (reported, not a gate)`
        : `${path} meets its goal`,
    );
  }
}

const out = resolve(root, args.out);
await mkdir(dirname(out), { recursive: true });
await writeFile(
  out,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      budgets: BUDGETS,
      pages: pages.map((page) => ({ ...page, lighthouse: page.lighthouse ?? null })),
      prerenderedHtml: shells,
      mockModeHome: mockHome ?? null,
      admin: admin!,
      build: whole!,
      failures,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nFigures written to ${args.out}`);
if (!args.keep) {
  await rm(outDir, { recursive: true, force: true });
  await rm(mockOutDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nFAIL: ${failures.length} budget(s) broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nOK: the budgets hold.');
process.exit(0);
