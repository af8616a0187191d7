// Prints this machine's speed as Lighthouse measures it: its benchmarkIndex (Lighthouse's own CPU
// benchmark, run in the tests' Chromium), the median of a few samples. `npm test` runs it before
// and after the suite, so every test time it reports stands beside the speed of the machine that
// day (README, "Test times"): these shared machines are twice as fast some days as others.
//
//   npx tsx scripts/machine-speed.ts [--samples N]
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { measureBenchmarkIndex } from './bench/benchmark-index';
import { chromiumLaunchOptions } from './chromium';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '3' } } });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const { samples, median } = await measureBenchmarkIndex(browser, Number(values.samples));
  console.log(
    `benchmarkIndex ${Math.round(median)} (median of ${samples.map(Math.round).join(', ')})`,
  );
} finally {
  await browser.close();
}
