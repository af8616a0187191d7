import { BUDGETS, LIGHTHOUSE_TARGETS } from './budgets';
import type { LighthouseFigures, ThrottlingMethod } from './lighthouse';
import type { LoadTrace } from './long-tasks';
import { median } from './median';
import { kb, type Load } from './sizes';

export interface PageFigures {
  path: string;
  /** Before it is interactive: the chunk graph (budgeted). */
  firstLoad: Load;
  /** Everything Chromium fetched until the network was idle, lazy parts included. */
  byNetworkIdle: Load;
  /** Lighthouse, simulated throttling (its default). */
  lighthouse?: LighthouseFigures;
  /** Lighthouse, applied (devtools) throttling. */
  applied?: LighthouseFigures;
  /** One traced load: its long tasks and what ran in them (long-tasks.ts). */
  longTasks?: LoadTrace;
}

/** The machine's benchmarkIndex before the Lighthouse runs, when the slowdown is calibrated. */
export type Calibration = { samples: number[]; median: number };

/** Lines of cells as a text table: the first column left-aligned, the others right-aligned. */
const table = (lines: string[][]) => {
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
  return lines
    .map((line) =>
      line.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  '),
    )
    .join('\n');
};

/** The sizes: each page's first load and network-idle load, the admin chunks, HTML, the build. */
export function printSizes(figures: {
  pages: PageFigures[];
  admin: Load;
  shells: { path: string; gzip: number }[];
  whole: { files: number; js: number; css: number };
}) {
  const rows: string[][] = [['', 'JS (gzip)', 'CSS (gzip)', 'files', 'budget']];
  const row = (label: string, sizes: { js: number; css: number }, files: number, budget = '') =>
    rows.push([label, kb(sizes.js), kb(sizes.css), String(files), budget]);
  for (const page of figures.pages) {
    row(
      `${page.path} before interactive`,
      page.firstLoad,
      page.firstLoad.files.length,
      page.path === '/' ? `${kb(BUDGETS.initialJs)} / ${kb(BUDGETS.initialCss)}` : '',
    );
    row(`${page.path} by network idle`, page.byNetworkIdle, page.byNetworkIdle.files.length);
  }
  row('admin chunks (beyond the storefront)', figures.admin, figures.admin.files.length);
  for (const shell of figures.shells)
    rows.push([
      `${shell.path} HTML (prerendered)`,
      '',
      '',
      '1',
      `${kb(shell.gzip)} / ${kb(BUDGETS.shellHtml)}`,
    ]);
  row('whole build', figures.whole, figures.whole.files);
  console.log(`\n${table(rows)}`);
}

export type Measured = { path: string; lighthouse: LighthouseFigures };

/** The machine's speed and the CPU slowdown, as the Lighthouse reports state them. */
export function cpuSummary(
  measured: Measured[],
  calibration: Calibration | undefined,
  forcedCpuSlowdown: number | undefined,
) {
  const lighthouseRuns = measured.flatMap(({ lighthouse: l }) => l.runs);
  if (!lighthouseRuns.length) return null;
  return {
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
  };
}

const METHOD_TITLES: Record<ThrottlingMethod, string> = {
  simulate:
    'simulated throttling (Lantern: TBT and the score; on localhost its LCP counts the JavaScript run before the paint)',
  devtools:
    'applied (devtools) throttling (the network and CPU really slowed down: LCP as a phone sees it)',
};

/**
 * The Lighthouse figures of every page for one throttling method, and each page's goals met or
 * missed (never a gate): TBT and the score by the simulated method, LCP and the longest task
 * after the first paint by the applied one, CLS by both.
 */
export function printLighthouse(
  measured: Measured[],
  cpu: NonNullable<ReturnType<typeof cpuSummary>>,
  runs: number,
  calibration: Calibration | undefined,
  method: ThrottlingMethod,
) {
  const ms = (value: number) => `${Math.round(value)} ms`;
  // A figure's median, and with several runs its lowest and highest run.
  const ranged = (l: LighthouseFigures, metric: 'lcpMs' | 'tbtMs' | 'longestTaskAfterFcpMs') =>
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
      runs > 1 ? 'longest task after FCP (min–max)' : 'longest task after FCP',
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
      ranged(l, 'longestTaskAfterFcpMs'),
      l.median.cls.toFixed(3),
      ms(l.median.speedIndexMs),
      String(Math.round(l.median.benchmarkIndex)),
    ]);
  const { benchmarkIndex: index } = cpu;
  console.log(
    `\nLighthouse: mobile, ${METHOD_TITLES[method]}, CPU slowdown ${cpu.cpuSlowdownMultiplier}× ` +
      `(${cpu.slowdownFrom}), each figure's median of ${runs} run${runs > 1 ? 's' : ''}; ` +
      `benchmarkIndex of the ${measured.flatMap(({ lighthouse: l }) => l.runs).length} runs: median ${Math.round(index.median)}` +
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
    const simulated = method === 'simulate';
    const missed = [
      simulated && m.performance < target.performance && `score ≥ ${target.performance}`,
      !simulated &&
        target.lcpMs !== undefined &&
        m.lcpMs > target.lcpMs &&
        `LCP ≤ ${target.lcpMs} ms`,
      simulated &&
        target.tbtMs !== undefined &&
        m.tbtMs >= target.tbtMs &&
        `TBT < ${target.tbtMs} ms`,
      !simulated &&
        target.longTaskMs !== undefined &&
        m.longestTaskAfterFcpMs > target.longTaskMs &&
        `no task over ${target.longTaskMs} ms after the first paint`,
      target.cls !== undefined && m.cls > target.cls && `CLS ${target.cls}`,
    ].filter(Boolean);
    console.log(
      missed.length
        ? `note: ${path} misses its ${method} goal: ${missed.join(', ')} (reported, not a gate)`
        : `${path} meets its ${method} goal`,
    );
  }
}
