import { yieldToMain } from './yield-to-main';

/**
 * Which parts of a built page React has yet to hydrate (src/components/hydrate-apart.tsx: each
 * part is hydrated in a commit of its own, after the page around it). A part is pending from
 * the commit that shows its place until the commit that hydrates it; `whenPartsHydrated` resolves
 * once none is. The replay of what a person did before the app ran waits for it
 * (src/app/early-events.ts): React drops a tap on a part it is in the middle of hydrating.
 */
const pending = new Set<object>();
const hydrated = new WeakSet<object>();
const waiting = new Set<() => void>();

/** The commit around a part has shown its place; the part is pending until `partHydrated`. */
export function partPlaced(part: object): void {
  if (!hydrated.has(part)) pending.add(part);
}

/** React has committed the part (and its own parts have been placed: they commit first). */
export function partHydrated(part: object): void {
  hydrated.add(part);
  pending.delete(part);
  if (pending.size === 0) for (const resolve of waiting) resolve();
}

/**
 * Resolves when no part is pending, checked a task after each change (a part's commit may place
 * the parts it holds in the same commit), or after `limitMs` (a part that never hydrates: the
 * replay goes on without it).
 */
export async function whenPartsHydrated(limitMs: number): Promise<void> {
  const end = performance.now() + limitMs;
  for (;;) {
    await yieldToMain();
    if (pending.size === 0 || performance.now() > end) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        waiting.delete(done);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, end - performance.now()));
      waiting.add(done);
    });
  }
}
