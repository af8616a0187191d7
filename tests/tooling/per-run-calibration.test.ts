import { describe, expect, it } from 'vitest';
import type { LighthouseRun } from '../../scripts/bench/lighthouse';
import { cpuSummary, runsOffTheirCalibration } from '../../scripts/bench/report';

/** A run's figures; only the slowdown and the two indexes matter here. */
const run = (
  cpuSlowdownMultiplier: number,
  calibratedIndex: number | null,
  benchmarkIndex: number,
): LighthouseRun => ({
  performance: 0.9,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 40,
  cls: 0,
  speedIndexMs: 900,
  longestTaskAfterFcpMs: 0,
  benchmarkIndex,
  cpuSlowdownMultiplier,
  calibratedIndex,
});

const measured = (path: string, runs: LighthouseRun[]) => ({
  path,
  lighthouse: {
    url: `http://localhost${path}`,
    method: 'simulate' as const,
    median: runs[0]!,
    min: runs[0]!,
    max: runs[0]!,
    runs,
  },
});

describe("the bench's CPU slowdown calibrated run by run", () => {
  it('reports the range of slowdowns the runs applied and the indexes they were calibrated to', () => {
    const cpu = cpuSummary(
      [
        measured('/', [run(2.2, 880, 900), run(4.6, 1680, 1600)]),
        measured('/cart', [run(3.3, 1380, 1300)]),
      ],
      undefined,
      undefined,
    );
    expect(cpu?.cpuSlowdownMultiplier).toEqual({ median: 3.3, min: 2.2, max: 4.6 });
    expect(cpu?.calibratedIndex).toEqual({ median: 1380, min: 880, max: 1680 });
    expect(cpu?.benchmarkIndex).toEqual({ median: 1300, min: 900, max: 1600 });
    expect(cpu?.slowdownFrom).toMatch(/^calibrated run by run/);
  });

  it('says where a forced or default slowdown came from, with no calibrated indexes', () => {
    const forced = cpuSummary([measured('/', [run(4, null, 1500)])], undefined, 4);
    expect(forced?.slowdownFrom).toBe('--cpu-slowdown');
    expect(forced?.calibratedIndex).toBeNull();
    expect(cpuSummary([], undefined, undefined)).toBeNull();
  });

  it('names the runs whose own index is more than 20% off the one measured just before', () => {
    const steady = run(4.6, 1680, 1800);
    const slower = run(4.6, 1680, 1269);
    const faster = run(2.2, 879, 1271);
    const uncalibrated = run(4, null, 3000);
    expect(runsOffTheirCalibration([steady, slower, faster, uncalibrated])).toEqual([
      slower,
      faster,
    ]);
  });
});
