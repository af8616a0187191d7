import { http as mswHttp, type HttpResponseResolver, type RequestHandler } from 'msw';
import type { Refusals } from '../http-server/refusals';
import { persisting } from '../db/database';
import { API_PREFIX } from '../http';

/**
 * One behaviour of the real server, as quirks mode reproduces it on top of the shared handlers.
 * Each part is optional; none of them writes to the tables except an override handler answering
 * its operation.
 */
export interface Quirk {
  /** A short name, printed by `npm run mock:server -- --quirks`. */
  name: string;
  description: string;
  /** Handlers placed before the shared ones; one that returns nothing lets the next one answer. */
  handlers?: RequestHandler[];
  /** A rewrite of the request before any handler sees it. */
  request?: (request: Request) => Request | Promise<Request>;
  /** A rewrite of the answer on its way out. */
  response?: (request: Request, response: Response) => Response | Promise<Response>;
  /**
   * A rewrite of a JSON answer's body, in place (parsed once for every quirk); a Response returned
   * replaces the answer.
   */
  json?: (body: unknown, request: Request, response: Response) => Response | void;
  /** How the server refuses before any handler runs (mocks/http-server/refusals.ts). */
  refusals?: Refusals;
}

type Resolver = HttpResponseResolver<Record<string, string | readonly string[]>>;

const saved =
  (resolver: Resolver): Resolver =>
  (info) =>
    persisting(info.request, () => resolver(info));

/**
 * Override handlers on the API's paths (msw's untyped `http`: a resolver may answer nothing), whose
 * writes are persisted like the shared handlers' (mocks/db/database.ts, `persisting`).
 */
export const on = {
  get: (path: string, resolver: Resolver) => mswHttp.get(`${API_PREFIX}${path}`, saved(resolver)),
  post: (path: string, resolver: Resolver) => mswHttp.post(`${API_PREFIX}${path}`, saved(resolver)),
  put: (path: string, resolver: Resolver) => mswHttp.put(`${API_PREFIX}${path}`, saved(resolver)),
  delete: (path: string, resolver: Resolver) =>
    mswHttp.delete(`${API_PREFIX}${path}`, saved(resolver)),
};

type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's path under /api (`/auth/signin`). */
export const apiPath = (request: Request) =>
  new URL(request.url).pathname.replace(/^\/api(?=\/)/, '');
