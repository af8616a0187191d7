import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, systemChromium } from '../chromium';

export interface LighthouseFigures {
  url: string;
  /** 0..1, Lighthouse's performance score (mobile, simulated throttling). */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Every run's score, lowest first: the spread around the median. */
  scores?: number[];
}

const require = createRequire(import.meta.url);

async function chromePath(): Promise<string> {
  if (systemChromium) return systemChromium;
  // Playwright's own Chromium on machines that have it (npx playwright install chromium).
  const { chromium } = await import('@playwright/test');
  return chromium.executablePath();
}

/** One Lighthouse run with its defaults: mobile form factor, simulated (Lantern) throttling. */
async function runOnce(url: string, chrome: string, outDir: string, index: number) {
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
  return {
    url,
    performance: report.categories.performance.score as number,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
  } satisfies LighthouseFigures;
}

/** Runs Lighthouse `runs` times and keeps the run with the median score (shared, noisy machines). */
export async function lighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const chrome = await chromePath();
  const outDir = await mkdtemp(join(tmpdir(), 'shop-lighthouse-'));
  try {
    const results: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) results.push(await runOnce(url, chrome, outDir, i));
    results.sort((a, b) => a.performance - b.performance);
    return {
      ...results[Math.floor(results.length / 2)]!,
      scores: results.map((result) => result.performance),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
