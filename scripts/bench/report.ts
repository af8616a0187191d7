import { BUDGETS, htmlBudgetOf, LIGHTHOUSE_TARGETS } from './budgets';
import type { LighthouseFigures, LighthouseRun, ThrottlingMethod } from './lighthouse';
import type { LoadTrace } from './long-tasks';
import { median } from './median';
import { kb, type HtmlSize, type Load } from './sizes';

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
export const table = (lines: string[][]) => {
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
  shells: HtmlSize[];
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
      page.path === '/'
        ? `${kb(BUDGETS.initialJs)} / ${kb(BUDGETS.initialCss)}`
        : page.path === '/products'
          ? kb(BUDGETS.catalogueJs)
          : '',
    );
    row(`${page.path} by network idle`, page.byNetworkIdle, page.byNetworkIdle.files.length);
  }
  row('admin chunks (beyond the storefront)', figures.admin, figures.admin.files.length);
  for (const shell of figures.shells) {
    const budget = htmlBudgetOf(shell.path);
    rows.push([
      `${shell.path} HTML (prerendered)`,
      '',
      '',
      '1',
      `${kb(shell.gzip)} / ${kb(budget.gzip)}` +
        (budget.raw === undefined ? '' : ` (${kb(shell.raw)} / ${kb(budget.raw)} raw)`),
    ]);
  }
  row('whole build', figures.whole, figures.whole.files);
  console.log(`\n${table(rows)}`);
}

export type Measured = { path: string; lighthouse: LighthouseFigures };

const range = (values: number[]) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

/**
 * The runs whose own benchmarkIndex (Lighthouse's, at the start of the run) is more than 20%
 * off the one their slowdown was calibrated to (an applied run's: the latest run's, seconds
 * before): the machine's speed moved meanwhile, so those runs emulate a milder or harsher phone.
 */
export function runsOffTheirCalibration<
  Run extends Pick<LighthouseRun, 'benchmarkIndex' | 'calibratedIndex'>,
>(runs: Run[]): Run[] {
  return runs.filter(
    (run) =>
      run.calibratedIndex !== null && Math.abs(run.benchmarkIndex / run.calibratedIndex - 1) > 0.2,
  );
}

/** The machine's speed and the CPU slowdown, as the Lighthouse reports state them. */
export function cpuSummary(
  measured: Measured[],
  calibration: Calibration | undefined,
  forcedCpuSlowdown: number | undefined,
) {
  const lighthouseRuns = measured.flatMap(({ lighthouse: l }) => l.runs);
  if (!lighthouseRuns.length) return null;
  const calibrated = lighthouseRuns.flatMap((run) =>
    run.calibratedIndex === null ? [] : [run.calibratedIndex],
  );
  return {
    // What each run applied (lighthouse.ts checks its report applied what it was passed).
    cpuSlowdownMultiplier: range(lighthouseRuns.map((run) => run.cpuSlowdownMultiplier)),
    slowdownFrom: calibrated.length
      ? "calibrated run by run as Lighthouse's throttling.md documents: a simulated run to its own benchmarkIndex, an applied one to the latest run's"
      : forcedCpuSlowdown !== undefined
        ? '--cpu-slowdown'
        : "Lighthouse's default",
    /** The index measured once before the traced loads (their slowdown). */
    calibration: calibration ?? null,
    /** The indexes the runs' slowdowns were calibrated to (RunCalibration, lighthouse.ts). */
    calibratedIndex: calibrated.length ? range(calibrated) : null,
    /** The runs' own indexes (Lighthouse's, in each report). */
    benchmarkIndex: range(lighthouseRuns.map((run) => run.benchmarkIndex)),
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
  method: ThrottlingMethod,
) {
  // A figure an unscored run does not have (no quiet main thread: no TTI, so no TBT): none.
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'none');
  const score = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'none');
  // A figure's median, and with several runs its lowest and highest run.
  const ranged = (l: LighthouseFigures, metric: 'lcpMs' | 'tbtMs' | 'longestTaskAfterFcpMs') =>
    runs > 1 && Number.isFinite(l.median[metric])
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
      runs > 1 ? 'CPU slowdown (min–max)' : 'CPU slowdown',
    ],
  ];
  const slowdowns = (l: LighthouseFigures) => {
    const { median: mid, min, max } = range(l.runs.map((run) => run.cpuSlowdownMultiplier));
    return runs > 1 ? `${mid}× (${min}–${max})` : `${mid}×`;
  };
  for (const { path, lighthouse: l } of measured)
    lh.push([
      path,
      score(l.median.performance),
      l.runs.map((run) => score(run.performance)).join(' '),
      ms(l.median.fcpMs),
      ranged(l, 'lcpMs'),
      ranged(l, 'tbtMs'),
      ranged(l, 'longestTaskAfterFcpMs'),
      l.median.cls.toFixed(3),
      ms(l.median.speedIndexMs),
      String(Math.round(l.median.benchmarkIndex)),
      slowdowns(l),
    ]);
  const methodRuns = measured.flatMap(({ lighthouse: l }) => l.runs);
  const index = range(methodRuns.map((run) => run.benchmarkIndex));
  const slowdown = range(methodRuns.map((run) => run.cpuSlowdownMultiplier));
  console.log(
    `\nLighthouse: mobile, ${METHOD_TITLES[method]}, CPU slowdown ${slowdown.median}× ` +
      `(${slowdown.min}–${slowdown.max}; ${cpu.slowdownFrom}), each figure's median of ${runs} ` +
      `run${runs > 1 ? 's' : ''}; benchmarkIndex of the ${methodRuns.length} runs (Lighthouse's own): ` +
      `median ${Math.round(index.median)} (${Math.round(index.min)}–${Math.round(index.max)})`,
  );
  console.log(table(lh));
  // A run's slowdown holds for the machine as it was calibrated: one whose own index
  // is far off (the machine got much slower or faster within seconds) emulates another phone.
  const off = runsOffTheirCalibration(methodRuns);
  if (off.length)
    console.log(
      `note: ${off.length} of ${methodRuns.length} runs measured a benchmarkIndex more than 20% off ` +
        `the one their slowdown was calibrated to (` +
        off
          .map((run) => `${Math.round(run.calibratedIndex!)} → ${Math.round(run.benchmarkIndex)}`)
          .join(', ') +
        `): those runs compare less well`,
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
        (m.longestTaskAfterFcpMs > target.longTaskMs ||
          !Number.isFinite(m.longestTaskAfterFcpMs)) &&
        `no task over ${target.longTaskMs} ms after the first paint` +
          (Number.isFinite(m.longestTaskAfterFcpMs) ? '' : ' (never quiet: no score)'),
      target.cls !== undefined && m.cls > target.cls && `CLS ${target.cls}`,
    ].filter(Boolean);
    console.log(
      missed.length
        ? `note: ${path} misses its ${method} goal: ${missed.join(', ')} (reported, not a gate)`
        : `${path} meets its ${method} goal`,
    );
  }
}
