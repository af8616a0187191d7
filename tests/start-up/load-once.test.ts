import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/load-once';

// A lazy part's code (the category list, the narrowing panel) is asked for once, by whoever
// comes first; a load that failed is asked again, so the control does not stay dead.
describe('loadOnce', () => {
  it('starts one load for every caller and keeps what it gave', async () => {
    const load = vi.fn(() => Promise.resolve('the code'));
    const code = loadOnce(load);
    expect(code.loaded()).toBeUndefined();
    const [first, second] = [code(), code()];
    expect(first).toBe(second);
    expect(await first).toBe('the code');
    expect(code.loaded()).toBe('the code');
    expect(await code()).toBe('the code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a load that failed, and keeps the one that worked', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValue('the code');
    const code = loadOnce(load);
    await expect(code()).rejects.toThrow('chunk gone');
    expect(code.loaded()).toBeUndefined();
    expect(await code()).toBe('the code');
    expect(await code()).toBe('the code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
