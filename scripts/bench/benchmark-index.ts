import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './median';

/**
 * The machine's benchmarkIndex, measured before the Lighthouse runs to calibrate their CPU
 * slowdown (cpu-calibration.ts): Lighthouse's own benchmark (the function it runs at the start
 * of every run, `environment.benchmarkIndex` of its report) in the same Chromium. Each sample in
 * a fresh context, as Lighthouse runs it first thing in a fresh page: a page that has run it
 * before has V8 warmed up and scores higher. About a second a sample; the median of a few, as
 * one moves with the machine's load.
 */
export async function measureBenchmarkIndex(browser: Browser, samples = 5) {
  const values: number[] = [];
  for (let i = 0; i < samples; i++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    } finally {
      await context.close();
    }
  }
  return { samples: values, median: median(values) };
}
