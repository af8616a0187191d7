import { describe, expect, it } from 'vitest';
import { workUnderWay } from '@/server/work-under-way';

/** Work under way shared between requests, or not (src/server/work-under-way.ts). */

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('work under way', () => {
  it('shared: the same key asked while its work runs gets that work, once', async () => {
    const work = workUnderWay<string, string>('shared');
    const gate = deferred();
    let started = 0;
    const start = () => (started++, gate.promise);
    const first = work.run('a', start);
    const second = work.run('a', start);
    expect(work.has('a')).toBe(true);
    gate.resolve('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(started).toBe(1);
    // Finished: the next ask starts afresh.
    expect(work.has('a')).toBe(false);
    await work.run('a', async () => 'again');
    expect(started).toBe(1);
  });

  it('shared: a failed work is not handed to a later ask', async () => {
    const work = workUnderWay<string, string>('shared');
    await expect(work.run('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await work.run('a', async () => 'up')).toBe('up');
  });

  it('per request: every ask does its own work, none waits on another’s', async () => {
    const work = workUnderWay<string, string>('per-request');
    const never = new Promise<string>(() => undefined);
    void work.run('a', () => never);
    expect(work.has('a')).toBe(false);
    expect(await work.run('a', async () => 'own')).toBe('own');
  });
});
