import { yieldToMain } from '@/lib/yield-to-main';

/**
 * Runs `step` in a task of its own: the current task ends first (`yieldToMain`), so the browser
 * can take a tap or paint in between. A task blocks a phone for what it lasts over 50 ms: one
 * long task blocks longer than its two halves.
 */
export async function inATaskOfItsOwn<T>(step: () => T): Promise<Awaited<T>> {
  await yieldToMain();
  return await step();
}
