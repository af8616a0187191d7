import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, systemChromium } from '../chromium';
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
}

type Metric = Exclude<keyof LighthouseRun, 'cpuSlowdownMultiplier'>;
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

async function chromePath(): Promise<string> {
  if (systemChromium) return systemChromium;
  // Playwright's own Chromium on machines that have it (npx playwright install chromium).
  const { chromium } = await import('@playwright/test');
  return chromium.executablePath();
}

/**
 * One Lighthouse run with its defaults (mobile form factor, its slow 4G) and `method`'s
 * throttling, the CPU slowdown set to `cpuSlowdown` when given (else Lighthouse's default 4×).
 */
async function runOnce(
  url: string,
  chrome: string,
  outDir: string,
  index: number,
  cpuSlowdown: number | undefined,
  method: ThrottlingMethod,
): Promise<LighthouseRun> {
  const output = join(outDir, `run-${index}.json`);
  const cli = require.resolve('lighthouse/cli/index.js');
  const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${flags}`,
        '--quiet',
        `--throttling-method=${method}`,
        ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}: ${stderr}`)),
    );
  });
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
  return {
    performance: report.categories.performance.score as number,
    fcpMs,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    longestTaskAfterFcpMs: longestTaskAfter(longTasks, fcpMs),
    benchmarkIndex: report.environment.benchmarkIndex as number,
    cpuSlowdownMultiplier: applied,
  };
}

/**
 * Runs Lighthouse `runs` times, each with the same CPU slowdown, and keeps every run and each
 * figure's median and range (shared, noisy machines: one run says little).
 */
export async function lighthouse(
  url: string,
  runs: number,
  cpuSlowdown: number | undefined,
  method: ThrottlingMethod,
): Promise<LighthouseFigures> {
  const chrome = await chromePath();
  const outDir = await mkdtemp(join(tmpdir(), 'shop-lighthouse-'));
  try {
    const results: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++)
      results.push(await runOnce(url, chrome, outDir, i, cpuSlowdown, method));
    const per = (pick: (values: number[]) => number) =>
      Object.fromEntries(
        METRICS.map((metric) => [metric, pick(results.map((run) => run[metric]))]),
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
