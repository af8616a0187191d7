/**
 * The fetch the page handler's renders reach the API with (./page-handler.ts):
 * - every call has a deadline (`timeoutMs`): an API that is slow fails the render, which the
 *   handler answers with its 503 page, rather than holding the request;
 * - the same GET asked by renders under way at once goes to the API once (a product page scans
 *   the catalogue page by page: the contract has no call for one product, so a burst of product
 *   pages asks for the same catalogue pages), where the runtime lets requests share work
 *   (`sharing`, ./work-under-way.ts);
 * - an answer is kept for `keepMs` (0: not at all), for at most `maxEntries` addresses, the
 *   oldest dropped first: the answers asked for are the catalogue's pages, its categories and
 *   its lists, never one per product, so a flood of unknown ids adds nothing.
 * Only successful answers are kept; an error is never handed to a later render.
 */

import { keptValues } from './kept-values';
import { workUnderWay, type WorkSharing } from './work-under-way';

interface Answer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

export interface ApiAnswersOptions {
  timeoutMs: number;
  keepMs: number;
  maxEntries: number;
  /** Whether renders under way at once share a call (default `shared`). */
  sharing?: WorkSharing;
  /** What reaches the API (default the runtime's fetch). */
  fetch?: typeof fetch;
  now?: () => number;
}

const toResponse = (answer: Answer) =>
  new Response(answer.body.slice(0), {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });

export function apiAnswers(options: ApiAnswersOptions): typeof fetch & { size: () => number } {
  const upstream = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const keeping = options.keepMs > 0 && options.maxEntries > 0;
  const kept = keptValues<string, Answer>({
    max: options.maxEntries,
    keepMs: options.keepMs,
    now,
  });
  const underWay = workUnderWay<string, Answer>(options.sharing ?? 'shared');

  const ask = async (request: Request): Promise<Answer> => {
    const response = await upstream(request, { signal: AbortSignal.timeout(options.timeoutMs) });
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    };
  };

  const answersFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    // Only a plain GET without credentials is the same for every render.
    if (request.method !== 'GET' || request.headers.has('cookie'))
      return upstream(request, { signal: AbortSignal.timeout(options.timeoutMs) });
    const key = request.url;
    const hit = kept.get(key);
    if (hit) return toResponse(hit);
    const answer = await underWay.run(key, () =>
      ask(request).then((answer) => {
        if (keeping && answer.status === 200) kept.set(key, answer);
        return answer;
      }),
    );
    return toResponse(answer);
  };
  return Object.assign(answersFetch as typeof fetch, { size: () => kept.size });
}
