import { QueryClient, QueryObserver, dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recheckBuildAnswersWhenIdle } from '@/start-up/recheck-build-answers';
import { PUBLIC_DATA } from '@/lib/public-data';

/**
 * A prerendered page's queries come from the build: they are asked again once the browser is
 * idle (after hydration), not by each part as it hydrates. The query functions here stand for
 * the API (what is asserted is when they are called, not what they answer).
 */
describe('the re-check of the build’s answers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A browser's query client holding what a build a minute ago dehydrated. */
  async function hydratedFromBuild() {
    const built = new QueryClient();
    vi.setSystemTime(Date.now() - 60_000);
    await built.fetchQuery({
      queryKey: ['products'],
      queryFn: () => ['built list'],
      meta: PUBLIC_DATA,
    });
    built.setQueryData(['session'], null);
    vi.setSystemTime(Date.now() + 60_000);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(client, dehydrate(built));
    return client;
  }

  it('asks nothing while the page hydrates, then asks the parts on screen again when idle', async () => {
    const client = await hydratedFromBuild();
    recheckBuildAnswersWhenIdle(client);
    const ask = vi.fn(async () => ['live list']);
    // A part of the page hydrating: its observer mounts on a query that is a minute old.
    const observer = new QueryObserver(client, {
      queryKey: ['products'],
      queryFn: ask,
      meta: PUBLIC_DATA,
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(ask).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().data).toEqual(['built list']);

    // Idle (no requestIdleCallback here: the fallback's second).
    await vi.advanceTimersByTimeAsync(1000);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().data).toEqual(['live list']);
    unsubscribe();
  });

  it('asks nothing again for a page built without answers: what the app asked is current', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    recheckBuildAnswersWhenIdle(client);
    const ask = vi.fn(async () => ['live list']);
    await client.fetchQuery({ queryKey: ['products'], queryFn: ask, meta: PUBLIC_DATA });
    const observer = new QueryObserver(client, {
      queryKey: ['products'],
      queryFn: ask,
      meta: PUBLIC_DATA,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(ask).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('leaves the per-visitor queries alone and marks the unseen build answers stale', async () => {
    const client = await hydratedFromBuild();
    recheckBuildAnswersWhenIdle(client);
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.getQueryState(['products'])!.isInvalidated).toBe(true);
    expect(client.getQueryState(['session'])!.isInvalidated).toBe(false);
  });
});
