/**
 * Ends the current task and goes on in a new one, so the browser can take a tap or a scroll in
 * between: `scheduler.yield()` where the browser has it (the rest runs before other queued work),
 * else a timer of 0.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
