import { API_BASE_URL } from '@/api/config';

/** How long the build waits for one answer of the API before the page is written without data. */
const ANSWER_TIMEOUT_MS = 20_000;

/**
 * The app's calls, sent to the build's API instead of the page's own origin. The API's answers
 * name its own address (the full picture URLs of GET /public/products); in the page they name
 * the address the browser reaches the API at (VITE_API_BASE_URL, by default `/api`), so the
 * pictures load from wherever the shop is served and the browser renders the same `src`.
 * The render's fetch (./render-page.tsx), and the page handler's index of the catalogue reads
 * through it too (src/server/entry.ts), so what it holds is what a render would have read.
 */
export function toApi(
  apiUrl: string,
  publicApiBase: string,
  realFetch: typeof fetch,
): typeof fetch {
  const target = apiUrl.replace(/\/+$/, '');
  const publicBase = publicApiBase.replace(/\/+$/, '');
  return async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(API_BASE_URL)) return realFetch(request);
    // An API that does not answer fails the request (and so the page: see failedAnswers).
    const answer = await realFetch(
      new Request(target + request.url.slice(API_BASE_URL.length), request),
      { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) },
    );
    if (!answer.headers.get('content-type')?.includes('json')) return answer;
    const body = (await answer.text()).replaceAll(target, publicBase);
    return new Response(body, { status: answer.status, headers: answer.headers });
  };
}
