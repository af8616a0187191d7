import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../scripts/bench/cpu-calibration';
import { median } from '../../scripts/bench/median';

describe("the bench's CPU slowdown for a machine's benchmarkIndex", () => {
  it("gives the calculator's points: 4× (Lighthouse's default) at about 1533", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('is linear between them and beyond the fastest, to one decimal', () => {
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(2500)).toBe(8.2);
  });

  it('slows down nothing on a machine slower than the phone it should emulate', () => {
    expect(cpuSlowdownFor(149)).toBe(1);
    expect(cpuSlowdownFor(20)).toBe(1);
  });

  it('refuses what is not an index', () => {
    for (const bad of [NaN, 0, -5, Infinity])
      expect(() => cpuSlowdownFor(bad)).toThrow('not a benchmarkIndex');
  });
});

describe('the median of some runs', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });
});
