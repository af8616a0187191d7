import { LRUCache } from 'lru-cache';

/**
 * What the page handler keeps between requests (the API's answers, the product index's pages,
 * rendered pages): at most `max` values, the least recently used dropped first; with `keepMs`,
 * each for that long from when it was put (`set`'s own `ttl` may say otherwise), an expired one
 * never read again. lru-cache, with no timer of its own (`ttlResolution: 0`): workerd ties a
 * timer to the request that set it, and lru-cache's cached clock, reset by a timer, would stop
 * once that request had answered (./work-under-way.ts).
 */
export function keptValues<K extends object | string | number, V extends object>(options: {
  max: number;
  keepMs?: number;
  now?: () => number;
}): LRUCache<K, V> {
  return new LRUCache<K, V>({
    max: Math.max(1, options.max),
    ...(options.keepMs ? { ttl: options.keepMs } : {}),
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
}
