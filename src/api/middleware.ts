import type { Middleware } from 'openapi-fetch';
import { ApiError, apiErrorFromResponse, parseBody, toApiError, unauthorizedError } from './errors';
import { tokenFromStored } from './auth-storage';
import {
  MOCK_DATA_HEADER,
  noteOffering,
  optionalReadOf,
  type OptionalOperation,
} from './server-capabilities';
import { belongsToCurrentSession, generationOf, stampRequest } from './session-generation';
import {
  isMaskedFailureBody,
  sessionStillHolds,
  type UnauthorizedOutcome,
  type UnauthorizedRequest,
} from './unauthorized';

/**
 * The client's middleware: the bearer header on the way out; on the way back, every answer
 * that is not a usable success becomes an ApiError (a 401 runs the unauthorized handler first)
 * and plain-text answers become JSON strings. (The real server answers a keyword search with a
 * 302 and a body; the app does not call it: the catalogue searches with GET /public/products.)
 */

export function authMiddleware(readToken: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      // The stored value may be the real server's whole Set-Cookie string; a value that is no token
      // gives none, so the call still goes out.
      const token = tokenFromStored(readToken());
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      // openapi-fetch labels JSON bodies itself; a FormData body carries its multipart type.
      if (request.body !== null && !request.headers.has('Content-Type')) {
        request.headers.set('Content-Type', 'application/json');
      }
      return request;
    },
  };
}

export const pathOf = (url: string) => new URL(url).pathname;

/**
 * The operations whose success answer is a string (openapi.yaml; a test keeps this list equal to
 * the contract's). The real server sends that text as `text/plain`, or, when the request's Accept
 * lists JSON first, labelled `application/json` but raw and unquoted: not JSON at all.
 */
export const TEXT_ANSWER_OPERATIONS: ReadonlySet<string> = new Set([
  'POST /cart/create',
  'DELETE /carts/{cartId}/product/{productId}',
  'DELETE /users/addresses/{addressId}',
  'POST /order/stripe-client-secret',
]);

/** Raw text that is meant as words or a token, not JSON cut off half-way or a page. */
const looksLikePlainText = (text: string) => !/^\s*[[{"<]/.test(text);

function asJsonString(response: Response, value: unknown): Response {
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  return new Response(JSON.stringify(value), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A success body is checked before openapi-fetch reads it as JSON: text answers are handed over
 * as JSON strings (so `data` is the string its generated type says), and a body that cannot be
 * what was asked for (an HTML page from a misrouted proxy, broken JSON) is a 'parse' ApiError.
 */
async function normaliseSuccess(
  response: Response,
  path: string,
  operation: string,
): Promise<Response> {
  const type = response.headers.get('Content-Type') ?? '';
  const text = await response.clone().text();
  if (!text) return response;
  const unreadable = (cause?: unknown) =>
    new ApiError({
      kind: 'parse',
      status: response.status,
      message: 'unreadable answer',
      body: text,
      path,
      cause,
    });
  if (/text\/html/i.test(type)) throw unreadable();
  if (/[/+]json\b/i.test(type)) {
    try {
      JSON.parse(text);
    } catch (error) {
      if (TEXT_ANSWER_OPERATIONS.has(operation) && looksLikePlainText(text))
        return asJsonString(response, text.trim());
      throw unreadable(error);
    }
    return response;
  }
  // text/plain, or no type at all: JSON when it parses, else the text as a string.
  return asJsonString(response, parseBody(text));
}

export type UnauthorizedHandler = (
  request: UnauthorizedRequest,
) => UnauthorizedOutcome | void | Promise<UnauthorizedOutcome | void>;

/**
 * A masked 401 on a read of an optional operation while the session holds: the server has no
 * such operation (src/api/server-capabilities.ts). Otherwise the failed request it was.
 */
async function readMissingOperation(
  error: ApiError,
  operation: OptionalOperation,
  sentIn: number,
): Promise<ApiError> {
  if (!isMaskedFailureBody(error.body) || !(await sessionStillHolds(sentIn))) return error;
  noteOffering(operation, 'not-offered');
  return new ApiError({
    kind: error.kind,
    status: error.status,
    message: error.message,
    body: error.body,
    path: error.path,
    masked: true,
    notOffered: true,
  });
}

/**
 * The catalogue's reads (`GET /public/...`) are the same for everyone: their answers stay good
 * across a change of person, so a product list asked for just before a sign-in still shows.
 */
const isEveryonesRead = (method: string, schemaPath: string) =>
  method.toUpperCase() === 'GET' && schemaPath.startsWith('/public/');

/**
 * What a call gets when its answer belongs to a person who has left (src/api/session-generation.ts):
 * nothing, ever. Resolving would write their data where the next person reads; rejecting would
 * raise a message (a toast, "session ended") about somebody else's call. The query that asked was
 * cancelled and removed with them, and a screen waiting on a mutation left with them.
 */
const nobodysAnswer = () => new Promise<never>(() => {});

const endsSession = (outcome: UnauthorizedOutcome | void) =>
  outcome === 'signed-out' || outcome === 'session-expired' || outcome === 'admin-signed-out';

export function errorMiddleware(onUnauthorized: UnauthorizedHandler): Middleware {
  // An answer of an earlier session, unless it is the catalogue's (a 401 never is).
  const isOver = (request: Request, schemaPath: string, status?: number) =>
    !(isEveryonesRead(request.method, schemaPath) && status !== 401) &&
    !belongsToCurrentSession(generationOf(request));
  return {
    // Stamped here, the last middleware on the way out: this is the Request that is sent and
    // that onResponse / onError are handed back.
    onRequest({ request }) {
      stampRequest(request);
      return request;
    },
    async onResponse({ request, response, schemaPath, options }) {
      if (isOver(request, schemaPath, response.status)) return nobodysAnswer();
      const path = pathOf(request.url);
      const optional = optionalReadOf(request.method, schemaPath);
      if (response.ok) {
        if (optional)
          noteOffering(optional, response.headers.has(MOCK_DATA_HEADER) ? 'mocked' : 'offered');
        // parseAs 'text' | 'blob' | ...: the caller reads the body its own way.
        return options.parseAs === 'json'
          ? normaliseSuccess(response, path, `${request.method.toUpperCase()} ${schemaPath}`)
          : response;
      }
      const text = await response.text();
      if (response.status === 401) {
        let outcome: UnauthorizedOutcome | void = undefined;
        try {
          outcome = await onUnauthorized({
            method: request.method,
            schemaPath,
            url: request.url,
            body: parseBody(text),
            generation: generationOf(request),
          });
        } catch (error) {
          console.error('The 401 handler failed', error);
        }
        // The person changed while the handler asked the server (its check answered late); a
        // change the handler made itself (this answer ended the session) is this call's to report.
        if (!endsSession(outcome) && isOver(request, schemaPath, response.status))
          return nobodysAnswer();
        const error = unauthorizedError(text, outcome, path);
        if (!(optional && error.masked)) throw error;
        const read = await readMissingOperation(error, optional, generationOf(request));
        if (isOver(request, schemaPath, response.status)) return nobodysAnswer();
        throw read;
      }
      throw apiErrorFromResponse(response.status, text, { path, statusText: response.statusText });
    },
    onError({ error, request, schemaPath }) {
      if (isOver(request, schemaPath)) return nobodysAnswer();
      return toApiError(error, { path: pathOf(request.url) });
    },
  };
}
