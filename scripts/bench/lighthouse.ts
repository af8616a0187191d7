import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, systemChromium } from '../chromium';
import { cpuSlowdownFor } from './cpu-calibration';
import { median } from './median';

/**
 * How Lighthouse slows the page down. `simulate` (its default, Lantern): the page loads at full
 * speed and the figures are computed for the slow network and CPU from what was observed; on a
 * localhost server its LCP counts the JavaScript the trace saw run before the paint, which a
 * phone on a real network does not wait for. `devtools` (applied): the network and CPU really
 * are slowed down while the page loads, and the figures are what happened.
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

/** What one Lighthouse run measured. */
export interface LighthouseRun {
  /** 0..1, Lighthouse's performance score (mobile, the run's throttling method). */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * The longest main-thread task that started at or after the first paint (0 when none was
   * 50 ms or more): Lighthouse's `long-tasks` audit, whose tasks and first paint are both what
   * the run's method gives (observed at the applied slowdown, or Lantern's simulated timings).
   */
  longestTaskAfterFcpMs: number;
  /** The machine's speed as this run measured it (the report's `environment.benchmarkIndex`). */
  benchmarkIndex: number;
  /** The CPU slowdown the run applied (the report's settings: what the flag set). */
  cpuSlowdownMultiplier: number;
  /**
   * The benchmarkIndex the run's slowdown was calibrated to (null: not calibrated): a simulated
   * run's own, an applied run's the latest run's (RunCalibration).
   */
  calibratedIndex: number | null;
}

/**
 * How each run's CPU slowdown is chosen: one multiplier for every run (undefined: Lighthouse's
 * default 4×), or calibrated to the machine's benchmarkIndex run by run (cpu-calibration.ts),
 * always to an index Lighthouse itself measured (the figure its calculator asks for).
 */
export type SlowdownPolicy =
  { kind: 'fixed'; multiplier?: number } | { kind: 'calibrated'; calibration: RunCalibration };

/**
 * Calibration run by run. A simulated run takes the index Lighthouse measured at its own start:
 * the run gathers first, unthrottled as the simulated method always loads, and its figures are
 * computed afterwards at the slowdown of that index. An applied run slows the CPU while it loads,
 * so its slowdown is fixed before it starts: to the index of the latest Lighthouse run (seconds
 * earlier), or, before any, to `measureIndex()`. The index measured apart (Playwright's Chromium,
 * the same benchmark function) came out below Lighthouse's own seconds later in all of 15 runs
 * (by 9–108%, over 20% in 12): a milder phone than the reports' index says, so it only starts
 * the series.
 */
export class RunCalibration {
  private latest: number | undefined;
  constructor(private readonly measureIndex: () => Promise<number>) {}
  /** The index an applied run's slowdown is calibrated to. */
  async forAppliedRun(): Promise<number> {
    return this.latest ?? (await this.measureIndex());
  }
  /** A run's own index, as its report gives it. */
  record(benchmarkIndex: number) {
    this.latest = benchmarkIndex;
  }
}

/**
 * The CPU slowdown of a run that slows the CPU while it runs (an applied run, the interaction
 * runs: interaction-flow.ts, tap-to-cart.ts), fixed before it starts, and the index it was
 * calibrated to (null: not calibrated). undefined: Lighthouse's default (4×).
 */
export async function slowdownBeforeRun(
  policy: SlowdownPolicy,
): Promise<{ cpuSlowdown: number | undefined; calibratedIndex: number | null }> {
  if (policy.kind === 'fixed') return { cpuSlowdown: policy.multiplier, calibratedIndex: null };
  const calibratedIndex = await policy.calibration.forAppliedRun();
  return { cpuSlowdown: cpuSlowdownFor(calibratedIndex), calibratedIndex };
}

type Metric = Exclude<keyof LighthouseRun, 'cpuSlowdownMultiplier' | 'calibratedIndex'>;
const METRICS: Metric[] = [
  'performance',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'longestTaskAfterFcpMs',
  'benchmarkIndex',
];

export interface LighthouseFigures {
  url: string;
  method: ThrottlingMethod;
  /** Each figure's own median over the runs (not the figures of the run with the median score). */
  median: Record<Metric, number>;
  /** Each figure's lowest and highest run. */
  min: Record<Metric, number>;
  max: Record<Metric, number>;
  /** Every run, in the order they ran: the spread around the medians. */
  runs: LighthouseRun[];
}

const require = createRequire(import.meta.url);

/** The flags Lighthouse's Chrome is launched with (besides chrome-launcher's own defaults). */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** A task of Lighthouse's `long-tasks` audit (50 ms or more), its start from the navigation. */
interface LongTaskItem {
  startTime: number;
  duration: number;
}

/**
 * The longest of a run's long tasks that started at or after its first paint; 0 when none did
 * (each one left was under 50 ms). Tasks that began before the paint (parsing the HTML, the
 * first layout) are the paint's own work.
 */
export function longestTaskAfter(tasks: LongTaskItem[], firstPaintMs: number): number {
  return Math.max(
    0,
    ...tasks.filter((task) => task.startTime >= firstPaintMs).map((task) => task.duration),
  );
}

/** The Chromium that Lighthouse drives (the system's, as the other tools). */
export async function chromePath(): Promise<string> {
  if (systemChromium) return systemChromium;
  // Playwright's own Chromium on machines that have it (npx playwright install chromium).
  const { chromium } = await import('@playwright/test');
  return chromium.executablePath();
}

/** Runs Lighthouse's CLI with these arguments (and its own Chrome, headless). */
function runCli(url: string, chrome: string, args: string[]): Promise<void> {
  const cli = require.resolve('lighthouse/cli/index.js');
  const flags = LIGHTHOUSE_CHROME_FLAGS.join(' ');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, url, '--only-categories=performance', `--chrome-flags=${flags}`, '--quiet', ...args],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}: ${stderr}`)),
    );
  });
}

/**
 * Gathers a simulated run (`-G`: the page loaded unthrottled, the benchmark taken first), then
 * audits it (`-A`) at the slowdown of the index it measured. Lighthouse refuses an audit whose
 * settings differ from the gathering's, and the simulated gathering never uses the multiplier
 * (it slows nothing down), so the multiplier is written into the saved settings before the audit.
 */
async function gatherThenAudit(url: string, chrome: string, dir: string, output: string) {
  const method = ['--throttling-method=simulate'];
  await runCli(url, chrome, [`-G=${dir}`, ...method]);
  const path = join(dir, 'artifacts.json');
  const artifacts = JSON.parse(await readFile(path, 'utf8'));
  const calibratedIndex = artifacts.BenchmarkIndex as number;
  const multiplier = cpuSlowdownFor(calibratedIndex);
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  await writeFile(path, JSON.stringify(artifacts));
  await runCli(url, chrome, [
    `-A=${dir}`,
    ...method,
    `--throttling.cpuSlowdownMultiplier=${multiplier}`,
    '--output=json',
    `--output-path=${output}`,
  ]);
  return { multiplier, calibratedIndex };
}

/**
 * One Lighthouse run with its defaults (mobile form factor, its slow 4G), `method`'s throttling
 * and the CPU slowdown `policy` gives it.
 */
async function runOnce(
  url: string,
  chrome: string,
  outDir: string,
  index: number,
  policy: SlowdownPolicy,
  method: ThrottlingMethod,
): Promise<LighthouseRun> {
  const output = join(outDir, `run-${index}.json`);
  let cpuSlowdown: number | undefined;
  let calibratedIndex: number | null;
  if (policy.kind === 'calibrated' && method === 'simulate') {
    ({ multiplier: cpuSlowdown, calibratedIndex } = await gatherThenAudit(
      url,
      chrome,
      join(outDir, `gathered-${index}`),
      output,
    ));
  } else {
    ({ cpuSlowdown, calibratedIndex } = await slowdownBeforeRun(policy));
    await runCli(url, chrome, [
      '--output=json',
      `--output-path=${output}`,
      `--throttling-method=${method}`,
      ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
    ]);
  }
  const report = JSON.parse(await readFile(output, 'utf8'));
  const audit = (id: string): number => report.audits[id]?.numericValue ?? NaN;
  const fcpMs = audit('first-contentful-paint');
  // The audit lists up to 20 tasks of 50 ms or more, longest first, each with its start.
  const longTasks: LongTaskItem[] = report.audits['long-tasks']?.details?.items ?? [];
  const applied = report.configSettings.throttling.cpuSlowdownMultiplier as number;
  if (cpuSlowdown !== undefined && applied !== cpuSlowdown)
    throw new Error(`lighthouse ${url} ran with a CPU slowdown of ${applied}, not ${cpuSlowdown}`);
  if (report.configSettings.throttlingMethod !== method)
    throw new Error(
      `lighthouse ${url} ran with ${report.configSettings.throttlingMethod} throttling`,
    );
  const benchmarkIndex = report.environment.benchmarkIndex as number;
  const run = (): LighthouseRun => ({
    performance: report.categories.performance.score ?? NaN,
    fcpMs,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    longestTaskAfterFcpMs: report.audits['long-tasks']?.details
      ? longestTaskAfter(longTasks, fcpMs)
      : NaN,
    benchmarkIndex,
    cpuSlowdownMultiplier: applied,
    calibratedIndex,
  });
  // A run Lighthouse could not finish has no score: it is run again (lighthouse()), never a null
  // in the medians. One that saw its paints but never a quiet main thread (no TTI, so no TBT:
  // a page whose banner turns every 4 s, at a phone's slowdown in a headless browser) keeps its
  // paint figures for when every try ends so.
  if (typeof report.categories.performance.score !== 'number') {
    const painted = !report.runtimeError && Number.isFinite(audit('largest-contentful-paint'));
    throw new UnscoredRun(
      url,
      report.runtimeError?.code ?? 'no score',
      painted ? run() : undefined,
    );
  }
  if (policy.kind === 'calibrated') policy.calibration.record(benchmarkIndex);
  return run();
}

/** A Lighthouse run that ended without a score. */
class UnscoredRun extends Error {
  constructor(
    url: string,
    code: string,
    /** Its paint figures, where it saw them (no score, TBT nor TTI). */
    readonly painted?: LighthouseRun,
  ) {
    super(`lighthouse ${url} gave no score (${code})`);
  }
}
/** Unscored runs tolerated per page and method before the bench gives up. */
const MAX_UNSCORED_RUNS = 2;

/**
 * Runs Lighthouse `runs` times and keeps every run and each figure's median and range (shared,
 * noisy machines: one run says little).
 */
export async function lighthouse(
  url: string,
  runs: number,
  policy: SlowdownPolicy,
  method: ThrottlingMethod,
): Promise<LighthouseFigures> {
  const chrome = await chromePath();
  const outDir = await mkdtemp(join(tmpdir(), 'shop-lighthouse-'));
  try {
    const results: LighthouseRun[] = [];
    const painted: LighthouseRun[] = [];
    // Each page gets `runs` scored runs if it can, in at most MAX_UNSCORED_RUNS more tries; the
    // runs still missing then are made up from unscored runs that saw their paints (score and
    // TBT shown as none). Only a page with no figures at all stops the bench.
    let last: UnscoredRun | undefined;
    for (let i = 0; results.length < runs && i < runs + MAX_UNSCORED_RUNS; i++) {
      try {
        results.push(await runOnce(url, chrome, outDir, i, policy, method));
      } catch (error) {
        if (!(error instanceof UnscoredRun)) throw error;
        last = error;
        if (error.painted) painted.push(error.painted);
        console.log(`  ${error.message}`);
      }
    }
    if (results.length < runs) {
      const missing = runs - results.length;
      if (!results.length && !painted.length) throw last!;
      console.log(
        `  ${url}: ${missing} of ${runs} runs without a score; ${Math.min(missing, painted.length)} kept for their paint figures (no score nor TBT)`,
      );
      results.push(...painted.slice(0, missing));
    }
    // The figures a run has (an unscored run has no score, TBT nor longest task).
    const per = (pick: (values: number[]) => number) =>
      Object.fromEntries(
        METRICS.map((metric) => {
          const values = results.map((run) => run[metric]).filter(Number.isFinite);
          return [metric, values.length ? pick(values) : NaN];
        }),
      ) as Record<Metric, number>;
    return {
      url,
      method,
      median: per(median),
      min: per((values) => Math.min(...values)),
      max: per((values) => Math.max(...values)),
      runs: results,
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
