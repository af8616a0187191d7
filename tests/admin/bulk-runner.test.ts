import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  bulkFailureReason,
  BulkRowRefused,
} from '@/features/admin/common/bulk/bulk-failure-reason';
import { runBulk } from '@/features/admin/common/bulk/run-bulk';
import { ADMIN_CATALOGUES } from '@/features/admin/common/texts';

const ZH = ADMIN_CATALOGUES['zh-CN'].bulk;
const EN = ADMIN_CATALOGUES.en.bulk;

/** A call that ends when the test says so. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the bulk runner', () => {
  it('runs at most three calls at a time and every row once', async () => {
    const calls = Array.from({ length: 7 }, deferred);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const done = runBulk(
      calls.map((_, i) => i),
      async (i) => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await calls[i]!.promise;
        running--;
      },
      { reasonOf: () => 'x' },
    );
    await tick();
    expect(started).toEqual([0, 1, 2]);
    calls[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    calls.forEach((c) => c.resolve());
    const states = await done;
    expect(most).toBe(3);
    expect(started.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(states.every((s) => s.status === 'done')).toBe(true);
  });

  it('goes on after a failure and gives each failed row its own reason', async () => {
    const states = await runBulk(
      [1, 2, 3, 4],
      async (n) => {
        if (n % 2 === 0) throw new Error(`row ${n}`);
      },
      { reasonOf: (error, n) => `${n}: ${(error as Error).message}` },
    );
    expect(states).toEqual([
      { status: 'done' },
      { status: 'failed', reason: '2: row 2' },
      { status: 'done' },
      { status: 'failed', reason: '4: row 4' },
    ]);
  });

  it('on cancel lets the calls under way finish, starts no more and marks the rest not run', async () => {
    const calls = Array.from({ length: 6 }, deferred);
    const abort = new AbortController();
    const seen: string[] = [];
    const done = runBulk(
      calls.map((_, i) => i),
      (i) => calls[i]!.promise,
      {
        concurrency: 2,
        signal: abort.signal,
        reasonOf: () => 'refused',
        onRow: (i, s) => seen.push(`${i}:${s.status}`),
      },
    );
    await tick();
    abort.abort();
    calls[0]!.resolve();
    calls[1]!.reject(new Error('no'));
    const states = await done;
    expect(states.map((s) => s.status)).toEqual([
      'done',
      'failed',
      'notRun',
      'notRun',
      'notRun',
      'notRun',
    ]);
    expect(seen).not.toContain('2:running');
  });
});

describe('the reason a row failed', () => {
  const masked = new ApiError({ kind: 'http', status: 401, masked: true, path: '/api/x' });
  it('words a masked 401 as a refusal that leaves the session alone, or as the action says', () => {
    expect(bulkFailureReason(masked, ZH)).toBe(
      '服务器拒绝了此操作，但未说明原因（登录状态不受影响）',
    );
    expect(bulkFailureReason(masked, EN, EN.products.maybeInOrder)).toBe(
      'The server refused to delete it: the product may be in an order',
    );
  });

  it("shows a 4xx's own message, but never a 5xx's body, and names a lost connection", () => {
    const notFound = new ApiError({
      kind: 'http',
      status: 404,
      serverMessage: 'Product not found with productId: 5',
    });
    expect(bulkFailureReason(notFound, ZH)).toBe('Product not found with productId: 5');
    const crash = new ApiError({
      kind: 'http',
      status: 500,
      serverMessage: 'NullPointerException',
    });
    expect(bulkFailureReason(crash, ZH)).toBe('服务器出错（500）');
    expect(bulkFailureReason(crash, EN)).toBe('Server error (500)');
    expect(bulkFailureReason(new ApiError({ kind: 'network', status: 0 }), EN)).toBe(
      'Network error: the server could not be reached',
    );
    expect(bulkFailureReason(new BulkRowRefused('请输入商品描述'), ZH)).toBe('请输入商品描述');
  });
});
