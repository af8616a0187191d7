/**
 * Lighthouse's simulated throttling slows the CPU down by a factor of the machine it runs on
 * (4× by default), so the same build scores differently on a fast and a slow machine. Lighthouse
 * measures each machine's speed as its `benchmarkIndex` ("CPU/Memory Power" in the report) and
 * documents how to pick the factor from it, so that every machine emulates the same mid-tier
 * phone: Lighthouse's throttling.md (in its docs), "CPU Throttling" > "Calibrating the CPU
 * slowdown", which points to the Lighthouse CPU slowdown calculator
 * (patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js,
 * `computeMultiplierMessages`). Its formula, linear between these points:
 *
 *   benchmarkIndex  150   800   1300   1533   1766   2000   (and on, 233 per step)
 *   multiplier       1×    2×     3×     4×     5×     6×
 *
 * Lighthouse's default 4× is thus right for a desktop of index about 1533. Below 150 the
 * calculator gives no multiplier: such a machine is slower than the phone it should emulate.
 */

/** Below this index the calculator declines: the machine cannot emulate the reference phone. */
export const SLOWEST_EMULATING_INDEX = 150;

/**
 * The CPU slowdown multiplier the calculator gives for a benchmarkIndex, to one decimal as the
 * calculator shows it (and the `--throttling.cpuSlowdownMultiplier` it prints); 1 (no slowdown)
 * on a machine below {@link SLOWEST_EMULATING_INDEX}.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`not a benchmarkIndex: ${benchmarkIndex}`);
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= SLOWEST_EMULATING_INDEX)
    multiplier = 1 + (benchmarkIndex - SLOWEST_EMULATING_INDEX) / 650;
  else multiplier = 1;
  return Math.round(multiplier * 10) / 10;
}
