import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { workerCount } from '../../scripts/test-workers';

describe('the test runners’ worker count', () => {
  it('follows the cores found, at least one', () => {
    const cores = availableParallelism();
    expect(workerCount(undefined, 0.5)).toBe(Math.max(1, Math.round(cores / 2)));
    expect(workerCount(undefined, 1.5)).toBe(Math.round(cores * 1.5));
    expect(workerCount(undefined, 0.01)).toBe(1);
  });

  it('takes the number from the environment variable when it is set', () => {
    expect(workerCount('4', 0.5)).toBe(4);
    expect(workerCount('', 0.5)).toBe(workerCount(undefined, 0.5));
  });

  it('refuses a count that is not a whole number of at least one', () => {
    for (const bad of ['0', '-2', '1.5', 'many'])
      expect(() => workerCount(bad, 0.5)).toThrow(`not "${bad}"`);
  });
});
