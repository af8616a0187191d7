import { describe, expect, it } from 'vitest';
import { longestTaskAfter } from '../../scripts/bench/lighthouse';

describe("the bench's longest task after the first paint of a Lighthouse run", () => {
  // As the `long-tasks` audit lists them: longest first, starts in ms from the navigation.
  const tasks = [
    { startTime: 1196.9, duration: 253 },
    { startTime: 907.9, duration: 158 },
    { startTime: 1135.9, duration: 61 },
    { startTime: 775.9, duration: 132 },
  ];

  it('is the longest task that started at or after the first paint', () => {
    expect(longestTaskAfter(tasks, 953.9)).toBe(253);
    expect(longestTaskAfter(tasks, 1135.9)).toBe(253);
    expect(longestTaskAfter(tasks, 1197)).toBe(0);
  });

  it("leaves out the paint's own work, however long", () => {
    expect(longestTaskAfter(tasks.slice(1), 953.9)).toBe(61);
  });

  it('is 0 when no task of 50 ms or more came after the paint', () => {
    expect(longestTaskAfter([], 500)).toBe(0);
    expect(longestTaskAfter([{ startTime: 100, duration: 300 }], 500)).toBe(0);
  });
});
