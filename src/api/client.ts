import createClient, { type Client } from 'openapi-fetch';
import { readAuthToken } from './auth-storage';
import { API_BASE_URL } from './config';
import { apiErrorFromResponse, toApiError } from './errors';
import { authMiddleware, errorMiddleware, pathOf, type UnauthorizedHandler } from './middleware';
import type { paths } from './schema.gen';
import { takePrefetched } from './prefetched';
import { yieldToMain } from '@/lib/yield-to-main';
import { handleUnauthorized } from './unauthorized';

/**
 * The typed API client (openapi-fetch over the generated `paths`). Every call either resolves
 * with its data or rejects with an `ApiError`:
 *   - credentials are always sent (the real server's session is the `springBootEcom` cookie);
 *     with VITE_AUTH_BEARER=true the sign-in's token, kept in memory only, also goes along as
 *     `Authorization: Bearer <jwt>` (src/lib/storage.ts, `readAuthToken`);
 *   - a non-2xx answer becomes an ApiError read from its body; a 401 first runs the
 *     unauthorized handler (src/api/unauthorized.ts), which tells a confirmed end of the session
 *     from a failed request the server masked as a 401;
 *   - plain-text answers (cart create, address delete, the client secret) arrive as strings
 *     without `parseAs: 'text'`, matching their generated `string` types;
 *   - a network failure becomes an ApiError of kind 'network'.
 */

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  baseUrl?: string;
  /**
   * Defaults to a late-bound `globalThis.fetch`, so msw (which patches it) sees every call; an
   * answer the page's HTML already asked for is taken instead (src/api/prefetched.ts).
   */
  fetch?: (request: Request) => Promise<Response>;
  /** Defaults to the in-memory bearer token (none unless VITE_AUTH_BEARER=true). */
  readToken?: () => string | null;
  /** Defaults to the app's 401 behaviour (src/api/unauthorized.ts). */
  onUnauthorized?: UnauthorizedHandler;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? API_BASE_URL,
    fetch: options.fetch ?? sendApart,
    credentials: 'include',
  });
  client.use(
    authMiddleware(options.readToken ?? readAuthToken),
    errorMiddleware(options.onUnauthorized ?? handleUnauthorized),
  );
  return client;
}

/**
 * Sends in a task of its own. Queries start their requests while React runs a component's
 * effects (a built page's answers are asked again as each part hydrates), and handing a request
 * to the browser is a good part of a phone's time there: one task per request instead of all of
 * them inside React's (docs/decisions/0020). An answer the page's HTML already asked for is
 * taken instead (src/api/prefetched.ts).
 */
async function sendApart(request: Request): Promise<Response> {
  await yieldToMain();
  return takePrefetched(request) ?? globalThis.fetch(request);
}

/** The app's client. */
export const api: ApiClient = createApiClient();

type CallResult = { data?: unknown; error?: unknown; response: Response };

/**
 * Awaits an openapi-fetch call and returns its data, rejecting with an ApiError otherwise:
 * `const page = await call(api.GET('/public/products', { params: { query } }))`.
 */
export async function call<R extends CallResult>(
  pending: Promise<R>,
): Promise<Exclude<R['data'], undefined>> {
  let result: R;
  try {
    result = await pending;
  } catch (error) {
    throw toApiError(error);
  }
  const { response } = result;
  // Only reachable with a client without the error middleware: keep the promise of this helper.
  if (!response.ok) {
    const bodyText =
      typeof result.error === 'string' ? result.error : JSON.stringify(result.error ?? '');
    throw apiErrorFromResponse(response.status, bodyText, {
      path: response.url ? pathOf(response.url) : '',
    });
  }
  return result.data as Exclude<R['data'], undefined>;
}
