/**
 * Runs `task` when the browser is next idle (`requestIdleCallback`; `timeoutMs`: at the latest
 * then). Safari has no idle callback: there it runs after `fallbackMs`, once the start-up's tasks
 * are behind it. Returns a function that cancels it if it has not run.
 */
export function onceIdle(
  task: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs?: number; fallbackMs: number },
): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, fallbackMs);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(
    task,
    timeoutMs === undefined ? undefined : { timeout: timeoutMs },
  );
  return () => cancelIdleCallback(idle);
}
