// `npm run bench`: what the storefront costs a shopper. Builds the app for production (mocks
// off), serves it like a real host (gzip) with the standalone mock server behind /api, then
//   - sums the gzip size of the JavaScript and CSS that /, /products, a product page
//     (/products/1) and /cart load before they are interactive (the entry, the route's chunk and
//     their static imports: first-load-graph.ts), and, as a cross-check, of everything Chromium
//     fetched by network idle (lazy parts included);
//     lists the back office's chunks and the whole build;
//   - checks the budgets of scripts/bench/budgets.ts (initial JS and CSS of /, and no admin,
//     mock, chart, upload or Stripe code in any storefront page's first load or network trace);
//   - measures the machine's Lighthouse benchmarkIndex (Lighthouse's own CPU benchmark) and
//     calibrates the CPU slowdown to it as Lighthouse documents (bench/cpu-calibration.ts), so
//     every machine emulates the same phone and figures from different machines and days compare;
//   - runs Lighthouse (mobile, simulated throttling, that CPU slowdown) on the four pages and on
//     / of the mock-mode build: each figure's median over --runs, with every run's figures and
//     benchmarkIndex.
// Prints a table and writes the figures as JSON (--out, default reports/bench.json).
//
//   npm run bench                          everything (about 4 minutes)
//   npm run bench -- --runs 1              one Lighthouse run per page
//   npm run bench -- --cpu-slowdown 4      this CPU slowdown instead of the calibrated one
//   npm run bench -- --no-calibrate        Lighthouse's default CPU slowdown (4×)
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
import { measureBenchmarkIndex } from './bench/benchmark-index';
import { chunkModulesReport, type ChunkModules } from './bench/chunk-modules-plugin';
import { firstLoadAssets } from './bench/first-load';
import { firstLoadFromGraph } from './bench/first-load-graph';
import { cpuSlowdownFor, SLOWEST_EMULATING_INDEX } from './bench/cpu-calibration';
import { lighthouse, type LighthouseFigures } from './bench/lighthouse';
import { median } from './bench/median';
import { serveBuild } from './bench/serve-build';
import { PRERENDERED_ROUTES } from '../src/prerender/routes';
import { chromiumLaunchOptions } from './chromium';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values: args } = parseArgs({
  allowNegative: true,
  options: {
    'budgets-only': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: 'reports/bench.json' },
    'out-dir': { type: 'string', default: 'dist-bench' },
    keep: { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string' },
    calibrate: { type: 'boolean', default: true },
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
const forcedCpuSlowdown =
  args['cpu-slowdown'] === undefined ? undefined : Number(args['cpu-slowdown']);
if (forcedCpuSlowdown !== undefined && !(forcedCpuSlowdown >= 1)) {
  console.error(`--cpu-slowdown takes a multiplier of 1 or more, not ${args['cpu-slowdown']}`);
  process.exit(2);
}

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

const mock = await startMockHttpServer({ port: 0 });
// The pages are built with their data, as a deployment that sets PRERENDER_API_URL has them.
process.env.PRERENDER_API_URL = `${mock.url}/api`;
console.log(`Building for production (mocks off) into ${args['out-dir']} ...`);
const chunks = await buildApp();
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
/** The machine's benchmarkIndex before the Lighthouse runs, when the slowdown is calibrated. */
let calibration: { samples: number[]; median: number } | undefined;
/** The CPU slowdown passed to every Lighthouse run; undefined: Lighthouse's default. */
let cpuSlowdown = forcedCpuSlowdown;
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

  if (withLighthouse && args.calibrate && cpuSlowdown === undefined) {
    // Once, before every run: one multiplier for the whole bench keeps its pages comparable.
    calibration = await measureBenchmarkIndex(browser);
    cpuSlowdown = cpuSlowdownFor(calibration.median);
    console.log(
      `CPU calibration: benchmarkIndex ${Math.round(calibration.median)} (median of ` +
        `${calibration.samples.map(Math.round).join(' ')}), so a CPU slowdown of ${cpuSlowdown}× ` +
        `(Lighthouse's calculator; its default 4× suits an index of about 1533)`,
    );
    if (calibration.median < SLOWEST_EMULATING_INDEX)
      console.log(
        `note: below ${SLOWEST_EMULATING_INDEX} this machine is slower than the phone Lighthouse ` +
          `emulates: no CPU slowdown, and the figures are worse than a shopper's`,
      );
  }
  await browser.close();
  if (withLighthouse)
    for (const page of pages) {
      console.log(`Lighthouse ${page.path} (${runs} run${runs > 1 ? 's' : ''}) ...`);
      page.lighthouse = await lighthouse(`${site.url}${page.path}`, runs, cpuSlowdown);
    }
  if (withLighthouse) {
    console.log(`Building the mock-mode app (build:mock) into ${args['out-dir']}-mock ...`);
    await buildMockApp();
    const mockSite = await serveBuild({ dir: mockOutDir, apiUrl: mock.url });
    try {
      console.log(`Lighthouse / of the mock-mode build (${runs} run${runs > 1 ? 's' : ''}) ...`);
      mockHome = await lighthouse(`${mockSite.url}/`, runs, cpuSlowdown);
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

const measured = [
  ...pages.map((page) => ({ path: page.path, lighthouse: page.lighthouse })),
  { path: MOCK_MODE_HOME, lighthouse: mockHome },
].filter((entry): entry is { path: string; lighthouse: LighthouseFigures } => !!entry.lighthouse);
const lighthouseRuns = measured.flatMap(({ lighthouse: l }) => l.runs);
/** The machine's speed and the CPU slowdown, as the Lighthouse reports state them. */
const cpu = lighthouseRuns.length
  ? {
      // One value: every run is passed the same (lighthouse.ts checks its report applied it).
      cpuSlowdownMultiplier: lighthouseRuns[0]!.cpuSlowdownMultiplier,
      slowdownFrom: calibration
        ? `calibrated to a benchmarkIndex of ${Math.round(calibration.median)} as Lighthouse's throttling.md documents`
        : forcedCpuSlowdown !== undefined
          ? '--cpu-slowdown'
          : "Lighthouse's default",
      calibration: calibration ?? null,
      benchmarkIndex: {
        median: median(lighthouseRuns.map((run) => run.benchmarkIndex)),
        min: Math.min(...lighthouseRuns.map((run) => run.benchmarkIndex)),
        max: Math.max(...lighthouseRuns.map((run) => run.benchmarkIndex)),
      },
    }
  : null;

if (cpu) {
  const ms = (value: number) => `${Math.round(value)} ms`;
  // A figure's median, and with several runs its lowest and highest run.
  const ranged = (l: LighthouseFigures, metric: 'lcpMs' | 'tbtMs') =>
    runs > 1
      ? `${ms(l.median[metric])} (${Math.round(l.min[metric])}–${Math.round(l.max[metric])})`
      : ms(l.median[metric]);
  const lh: string[][] = [
    [
      'page',
      'score',
      'every run',
      'FCP',
      runs > 1 ? 'LCP (min–max)' : 'LCP',
      runs > 1 ? 'TBT (min–max)' : 'TBT',
      'CLS',
      'Speed Index',
      'benchmarkIndex',
    ],
  ];
  for (const { path, lighthouse: l } of measured)
    lh.push([
      path,
      l.median.performance.toFixed(2),
      l.runs.map((run) => run.performance.toFixed(2)).join(' '),
      ms(l.median.fcpMs),
      ranged(l, 'lcpMs'),
      ranged(l, 'tbtMs'),
      l.median.cls.toFixed(3),
      ms(l.median.speedIndexMs),
      String(Math.round(l.median.benchmarkIndex)),
    ]);
  const { benchmarkIndex: index } = cpu;
  console.log(
    `\nLighthouse: mobile, simulated throttling, CPU slowdown ${cpu.cpuSlowdownMultiplier}× ` +
      `(${cpu.slowdownFrom}), each figure's median of ${runs} run${runs > 1 ? 's' : ''}; ` +
      `benchmarkIndex of the ${lighthouseRuns.length} runs: median ${Math.round(index.median)}` +
      ` (${Math.round(index.min)}–${Math.round(index.max)})`,
  );
  console.log(table(lh));
  // The multiplier holds for the machine as calibrated: one that got much slower or faster
  // meanwhile (other jobs on a shared machine) no longer emulates the same phone.
  if (calibration && Math.abs(index.median / calibration.median - 1) > 0.2)
    console.log(
      `note: the machine's speed moved during the bench (benchmarkIndex ${Math.round(calibration.median)}` +
        ` at calibration, ${Math.round(index.median)} in the runs): these figures compare less well`,
    );
  for (const { path, lighthouse: l } of measured) {
    const target = LIGHTHOUSE_TARGETS[path];
    if (!target) continue;
    const m = l.median;
    const missed = [
      m.performance < target.performance && `score ≥ ${target.performance}`,
      target.lcpMs !== undefined && m.lcpMs > target.lcpMs && `LCP ≤ ${target.lcpMs} ms`,
      target.tbtMs !== undefined && m.tbtMs >= target.tbtMs && `TBT < ${target.tbtMs} ms`,
      target.cls !== undefined && m.cls > target.cls && `CLS ${target.cls}`,
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
      cpu,
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
