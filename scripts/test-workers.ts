import { availableParallelism } from 'node:os';

/**
 * How many workers a test runner starts on this machine: the number in the environment variable
 * `override` when it is set, else `perCore` workers for every core found (rounded, at least one).
 * Each runner's share comes from measurements on the 2-core CI machine (README, "Test times").
 */
export function workerCount(override: string | undefined, perCore: number): number {
  if (override) {
    const wanted = Number(override);
    if (!Number.isInteger(wanted) || wanted < 1)
      throw new Error(`A worker count must be a whole number of at least 1, not "${override}"`);
    return wanted;
  }
  return Math.max(1, Math.round(availableParallelism() * perCore));
}
