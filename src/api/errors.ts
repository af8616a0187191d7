import type { UnauthorizedOutcome } from './unauthorized';

/**
 * The one error type every API call rejects with.
 *
 * The real backend answers errors in several shapes (see openapi.yaml, "Error bodies"):
 *   - `{message, status: false}`                          not found, business rules
 *   - `{"password": "size must be between 6 and 40"}`     bean validation, a flat field map
 *   - `{status: 401, error, message, path}`               Spring's own body (401, 5xx)
 *   - plain text, an empty body, or an HTML page from a proxy
 * `ApiError` reads all of them into one `serverMessage` (never markup), plus `fieldErrors`, and
 * says what kind of failure it was. It knows no texts for people: `message` is for logs, and
 * the words a screen shows come from src/components/error-text.ts (`errorText`, `messageOr`).
 */

export type ApiErrorKind = 'http' | 'network' | 'parse';

// Reason phrases, because `response.statusText` is empty over HTTP/2.
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

// A plain-text answer longer than this is a dump (a stack trace, a page), not a message.
const MAX_TEXT_MESSAGE_LENGTH = 300;

// Keys of Spring's error body: an object with these is not a field map.
const SPRING_KEYS = new Set(['timestamp', 'status', 'error', 'message', 'path', 'trace']);

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message?: string;
  /** The message read from the body, when there was one. */
  serverMessage?: string;
  fieldErrors?: Record<string, string>;
  body?: unknown;
  path?: string;
  cause?: unknown;
  aborted?: boolean;
  /** A server failure masked as a 401 while the session holds. */
  masked?: boolean;
  /** The masked 401 of an optional operation this server does not offer (server-capabilities.ts). */
  notOffered?: boolean;
  /** A 401 after which the session is confirmed gone (src/api/unauthorized.ts). */
  sessionEnded?: boolean;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /**
   * The message the server wrote, if any. Screens with their own fallback text
   * ('Failed to fetch products', ...) use it through `messageOr`.
   */
  readonly serverMessage: string | undefined;
  /** Bean-validation messages by field name; empty when the body was not a field map. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The raw body: parsed JSON when it was JSON, else the text. */
  readonly body: unknown;
  /** The request path, e.g. `/api/auth/signin`. */
  readonly path: string;
  /** True when the caller aborted the request (no need to show anything). */
  readonly aborted: boolean;
  /**
   * True for a failed request the server masked as a 401 (the session holds): the body's words
   * ("Full authentication is required...") are not shown; the screen says what failed.
   */
  readonly masked: boolean;
  /**
   * True when the server has no such operation (a masked 401 on a read of an optional operation
   * while the session holds: src/api/server-capabilities.ts). Screens say "not offered" instead
   * of a failure; never set for a network error, a 5xx or a write.
   */
  readonly notOffered: boolean;
  /** True when this 401 ended the session (it was confirmed gone): screens say so. */
  readonly sessionEnded: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.serverMessage ?? `${init.kind} error`, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    this.path = init.path ?? '';
    this.aborted = init.aborted ?? false;
    this.masked = init.masked ?? false;
    this.notOffered = init.notOffered ?? false;
    this.sessionEnded = init.sessionEnded ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The status's reason phrase (the answer's own when the status is not a common one). */
export function statusText(status: number, fallback?: string): string | undefined {
  return STATUS_TEXT[status] ?? (fallback?.trim() || undefined);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

function looksLikeMarkup(text: string): boolean {
  return /^\s*</.test(text);
}

/** Text that opens like JSON but did not parse: a cut-off body, not words meant for a person. */
function looksLikeBrokenJson(text: string): boolean {
  return /^\s*[[{"]/.test(text);
}

/** A flat map of field name to message, and nothing else. */
function readFieldMap(body: Record<string, unknown>): Record<string, string> | undefined {
  const entries = Object.entries(body);
  if (!entries.length) return undefined;
  if (entries.some(([key, value]) => SPRING_KEYS.has(key) || typeof value !== 'string')) {
    return undefined;
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** Parses the text as JSON when it is JSON; otherwise returns the text itself. */
export function parseBody(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Reads the message and field errors out of any error body of the backend. */
export function readErrorBody(body: unknown): {
  serverMessage?: string;
  fieldErrors?: Record<string, string>;
} {
  if (typeof body === 'string') {
    const text = body.trim();
    if (
      !text ||
      looksLikeMarkup(text) ||
      looksLikeBrokenJson(text) ||
      text.length > MAX_TEXT_MESSAGE_LENGTH
    )
      return {};
    return { serverMessage: text };
  }
  if (!isRecord(body)) return {};
  const message = nonEmpty(body.message);
  if (message) return { serverMessage: message };
  const fieldErrors = readFieldMap(body);
  if (fieldErrors) return { serverMessage: Object.values(fieldErrors)[0], fieldErrors };
  // Spring hides its messages by default ("" or "No message available"): use its `error`.
  return { serverMessage: nonEmpty(body.error) };
}

/** The ApiError for an HTTP answer that is not a success. */
export function apiErrorFromResponse(
  status: number,
  bodyText: string,
  options: { path?: string; statusText?: string } = {},
): ApiError {
  const body = parseBody(bodyText);
  const { serverMessage, fieldErrors } = readErrorBody(body);
  return new ApiError({
    kind: 'http',
    status,
    message: serverMessage ?? statusText(status, options.statusText) ?? `HTTP ${status}`,
    serverMessage,
    fieldErrors,
    body,
    path: options.path,
  });
}

/**
 * The ApiError for a 401, once the unauthorized handler has said what it was: a masked failure
 * carries no server words; an ended session says so plainly; sign-in keeps its own message
 * ("Bad credentials").
 */
export function unauthorizedError(
  bodyText: string,
  verdict: UnauthorizedOutcome | void,
  path: string,
): ApiError {
  const error = apiErrorFromResponse(401, bodyText, { path });
  if (verdict === 'request-failed') {
    return new ApiError({
      kind: 'http',
      status: 401,
      message: 'masked server failure (401)',
      body: error.body,
      path,
      masked: true,
    });
  }
  if (verdict === 'session-expired' || verdict === 'admin-signed-out') {
    return new ApiError({
      kind: 'http',
      status: 401,
      message: 'session ended (401)',
      body: error.body,
      path,
      sessionEnded: true,
    });
  }
  return error;
}

/** True when the call's operation is one this server does not offer (see ApiError.notOffered). */
export function isNotOffered(error: unknown): boolean {
  return isApiError(error) && error.notOffered;
}

/** True when no answer arrived (offline, the server down, a timeout): only then say "network". */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

/** True for a failed request that the server answered with its masked 401. */
export function isMaskedFailure(error: unknown): boolean {
  return isApiError(error) && error.masked;
}

function isAbort(error: unknown): boolean {
  return (
    (error instanceof Error ||
      (typeof DOMException !== 'undefined' && error instanceof DOMException)) &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}

/** Turns anything a call can throw into an ApiError (an ApiError is returned as it is). */
export function toApiError(error: unknown, options: { path?: string } = {}): ApiError {
  if (isApiError(error)) return error;
  if (isAbort(error)) {
    return new ApiError({
      kind: 'network',
      status: 0,
      message: 'request aborted',
      path: options.path,
      cause: error,
      aborted: true,
    });
  }
  // A SyntaxError comes from reading an answer as JSON that was not JSON.
  if (error instanceof SyntaxError) {
    return new ApiError({
      kind: 'parse',
      status: 0,
      message: 'unreadable answer',
      path: options.path,
      cause: error,
    });
  }
  // fetch rejects with a TypeError ("Failed to fetch", "fetch failed", "NetworkError ...") when
  // no answer arrives. Anything else was also thrown before an answer arrived.
  return new ApiError({
    kind: 'network',
    status: 0,
    message: error instanceof Error ? error.message : String(error),
    path: options.path,
    cause: error,
  });
}
