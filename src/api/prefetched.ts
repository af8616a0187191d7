/**
 * Answers the page's HTML asked for before the bundle ran (the prerendered pages start the
 * first product list at once: src/prerender/first-request.ts). The client takes each one once,
 * for the same GET; anything else goes to the network as usual.
 */

declare global {
  interface Window {
    /** Set by the page's inline script: normalised URL → the answer under way. */
    __shopPrefetch?: Record<string, Promise<Response>>;
  }
}

/** The same URL however its query parameters are ordered. */
export function normaliseRequestUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.href;
}

/** The prefetched answer for this request, taken out so it is used once. */
export function takePrefetched(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const waiting = globalThis.window?.__shopPrefetch;
  if (!waiting) return undefined;
  const key = normaliseRequestUrl(request.url);
  const answer = waiting[key];
  if (answer) delete waiting[key];
  return answer;
}
