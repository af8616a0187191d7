import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/api/schema.gen';
import { currentUser, isPublicApiPath } from './auth';
import { db, persisting, shopBuilt } from './db/database';
import { nameOrderStarted, startNameOrder } from './db/name-order';
import { badRequest, notFound, unauthorized } from './responses';

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
 * An anonymous call to a protected path gets the normal 401 first. (Quirks mode answers the real
 * server's masked 401 before this: mocks/quirks/malformed-ids.ts.)
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
    if (name === 'quantity') return badRequest(`Quantity must be a whole number: ${raw}`);
    const entity = name.slice(0, -2);
    return notFound(
      `${entity.charAt(0).toUpperCase()}${entity.slice(1)} not found with ${name}: ${raw}`,
    );
  }
  return null;
}

type Info = { request: Request; params: Record<string, unknown>; cookies: Record<string, string> };

/** Whether each answer is worked out in tasks of its own (the in-page mock: mocks/browser.ts). */
let answersApart = false;

/**
 * In the page, msw matches a request against every handler and the handler works out its answer
 * in one task, and the first request also builds the shop: on a phone one task of up to 300 ms
 * (npm run bench). From this call on, the three come in separate tasks.
 */
export function answerInTasksApart(): void {
  answersApart = true;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every handler's plumbing, stated once: malformed path ids are answered before the resolver runs,
 * and what the request writes is persisted when it ends.
 */
const guarded = (resolver: (info: Info) => unknown) => async (info: Info) => {
  if (answersApart) {
    await nextTask();
    // Only the first request builds the shop (unless the page's start opened it): in a task of
    // its own, before its answer; and the collator that lists names in order in another.
    if (!shopBuilt()) {
      db();
      await nextTask();
    }
    if (!nameOrderStarted()) {
      startNameOrder();
      await nextTask();
    }
  }
  return persisting(
    info.request,
    () => malformedPathParam(info.request, info.params, info.cookies) ?? resolver(info),
  );
};

const wrap = <M extends (path: never, resolver: never, options?: never) => unknown>(method: M): M =>
  ((path: never, resolver: never, options?: never) =>
    method(path, guarded(resolver as (info: Info) => unknown) as never, options)) as M;

/**
 * msw's `http`, typed against the generated contract: only paths and methods of openapi.yaml are
 * accepted, and params, bodies and responses are checked by TypeScript. `*` matches any origin,
 * so the same handlers serve the browser, jsdom and the standalone HTTP server. Every resolver
 * refuses malformed path ids first, and what a request writes is persisted when it
 * ends (`persisting`, mocks/db/database.ts).
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
