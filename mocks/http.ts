import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../src/api/schema.gen';
import { currentUser, isPublicApiPath } from './auth';
import { isQuirks } from './mode';
import { badRequest, maskedUnauthorized, notFound, unauthorized } from './responses';

const base = createOpenApiHttp<paths>({ baseUrl: '*/api' });

/** The base the handlers are mounted on, for code that maps handlers back to the contract. */
export const API_PREFIX = '*/api';

/** A whole number as a path segment: digits only, no sign, no leading zero, no spaces. */
const STRICT_ID = /^(0|[1-9][0-9]{0,14})$/;

const isPublicPath = (request: Request) =>
  isPublicApiPath(new URL(request.url).pathname.replace(/^\/api(?=\/)/, ''));

/**
 * Path ids are strict: `5` is product 5, but `0x5`, `5.0`, `1e3`, `+5`, `05` and ` 5` are not
 * (Number() would read all of them as a number). A malformed id names no row: 404 with the
 * handlers' own wording ("Product not found with productId: 5.0"); a malformed quantity is a 400.
 * Quirks mode: the real server's unhandled type mismatch, the masked 401. Either way an anonymous
 * call to a protected path gets the normal 401 first.
 */
export function malformedPathParam(
  request: Request,
  params: Record<string, unknown>,
  cookies: Record<string, string>,
): Response | null {
  for (const [name, raw] of Object.entries(params)) {
    const isId = name.endsWith('Id') && name !== 'paymentIntentId';
    if ((!isId && name !== 'quantity') || typeof raw !== 'string' || STRICT_ID.test(raw)) continue;
    if (!isPublicPath(request) && !currentUser(request, cookies)) return unauthorized(request);
    if (isQuirks(request)) return maskedUnauthorized();
    if (name === 'quantity') return badRequest(`Quantity must be a whole number: ${raw}`);
    const entity = name.slice(0, -2);
    return notFound(
      `${entity.charAt(0).toUpperCase()}${entity.slice(1)} not found with ${name}: ${raw}`,
    );
  }
  return null;
}

type Info = { request: Request; params: Record<string, unknown>; cookies: Record<string, string> };

/** Wraps a resolver so malformed path ids are answered before it runs. */
export function strictIds<R extends (info: never) => unknown>(resolver: R): R {
  return ((info: Info) =>
    malformedPathParam(info.request, info.params, info.cookies) ??
    (resolver as unknown as (info: Info) => unknown)(info)) as unknown as R;
}

const wrap = <M extends (path: never, resolver: never, options?: never) => unknown>(method: M): M =>
  ((path: never, resolver: never, options?: never) =>
    method(path, strictIds(resolver as (info: never) => unknown) as never, options)) as M;

/**
 * msw's `http`, typed against the generated contract: only paths and methods of openapi.yaml are
 * accepted, and params, bodies and responses are checked by TypeScript. `*` matches any origin,
 * so the same handlers serve the browser, jsdom and the standalone HTTP server. Every resolver
 * refuses malformed path ids first (strictIds).
 */
export const http: typeof base = {
  ...base,
  get: wrap(base.get),
  post: wrap(base.post),
  put: wrap(base.put),
  delete: wrap(base.delete),
  patch: wrap(base.patch),
  head: wrap(base.head),
  options: wrap(base.options),
};
