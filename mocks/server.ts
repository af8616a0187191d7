import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';
import { currentUser, isPublicApiPath } from './auth';
import { resetDatabase } from './db/database';
import { handlers } from './handlers';
import { MAX_IMAGE_BYTES } from '../src/lib/image-type';
import { IMAGE_SECURITY_HEADERS } from './image-type';
import { CLIENT_HEADER, QUIRKS_HEADER } from './mode';
import { applyQuirks, quirkHandlers } from './quirks';
import { MASKED_401 } from './responses';
import { isScenarioName, scenarioHandlers, scenarioNames, type ScenarioName } from './scenarios';

/**
 * The same handlers behind a real HTTP server: real sockets, real Set-Cookie and Cookie headers.
 *
 * Plain mode is a careful server at the HTTP level too (quirks mode answers the real server's
 * masked 401 instead of the 404, 405, 413, 415 and 500 below, and keeps its other oddities):
 * - CORS with credentials only for the allowed origins (`allowedOrigins`, default
 *   http://localhost:5173 and http://localhost:3000); a request from any other Origin is refused
 *   with 403 "Invalid CORS request", in both modes, except from the server's own origin (the
 *   Origin equals http:// and the Host header, as Spring's CorsUtils.isSameOrigin decides: a
 *   same-origin request through a proxy that keeps the Host is not cross-origin);
 * - request bodies: JSON only as `application/json` (the image upload only as
 *   `multipart/form-data`), else 415; at most 1 MB of JSON and 2 MB of upload, else 413, counted
 *   while the body arrives; the refusal is sent at once and the rest of the body read and dropped
 *   (up to REFUSED_BODY_DRAIN) before the connection closes, so it closes cleanly, never reset;
 * - 404 for an unknown path, 405 with `Allow` for a known path with another method; HEAD is GET
 *   without the body;
 * - a crash is a generic 500 (no stack, no error text; it is logged to the console).
 * Malformed path ids (`5.0`, `0x5`) are refused by the handlers themselves (mocks/http.ts).
 *
 * The control endpoints `POST /__mock/reset`, `POST /__mock/scenario?name=<scenario|none>` and
 * `POST /__mock/quirks?on=<1|0>` steer it from tests and scripts; they exist only with
 * `control: true` (`npm run mock:server -- --control` or MOCK_CONTROL=1), and answer 405 to any
 * other method. Images are served at /images/<name> too (where the real server serves its
 * uploads), except default.png, which does not exist there (404).
 */
export interface MockHttpServer {
  server: Server;
  url: string;
  setScenario(name: ScenarioName | null): void;
  setQuirks(on: boolean): void;
  /** Adds an origin given CORS with credentials (e.g. a site served after the mock started). */
  allowOrigin(origin: string): void;
  close(): Promise<void>;
}

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:5173', 'http://localhost:3000'];

/** The real server's multipart limit (spring.servlet.multipart.max-file-size default): 1 MB. */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;

/** The most a request body may carry, counted while it arrives (413 above). */
export const BODY_LIMITS = { json: 1024 * 1024, upload: 2 * 1024 * 1024 } as const;

const isUploadPath = (path: string) => /^\/api\/products\/[^/]+\/image$/.test(path);

const mediaType = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

type BodyRead = { body: Buffer | undefined } | { tooLarge: true };

/** Reads the body, stopping (without reading the rest) as soon as it passes `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  if (Number(req.headers['content-length'] ?? 0) > limit)
    return Promise.resolve({ tooLarge: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done();
        req.pause();
        resolve({ tooLarge: true });
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve({ body: chunks.length ? Buffer.concat(chunks) : undefined });
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

function toFetchRequest(
  req: IncomingMessage,
  body: Buffer | undefined,
  origin: string,
  quirks: boolean,
  method = req.method === 'HEAD' ? 'GET' : req.method,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // The mode and client headers are the server's to set, never the caller's.
    if (name === QUIRKS_HEADER || name === CLIENT_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  if (quirks) headers.set(QUIRKS_HEADER, '1');
  headers.set(CLIENT_HEADER, req.socket.remoteAddress ?? 'unknown');
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

/** CORS with credentials for an allowed origin. */
function corsHeaders(
  req: IncomingMessage,
  allowed: (origin: string) => boolean,
): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !allowed(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  };
}

/** A Host header as a client sends it: a name or an IP (v6 in brackets), and maybe a port. */
const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Spring's CorsUtils.isSameOrigin: the Origin is this server as the request reached it, that is
 * its scheme (http: the mock speaks no TLS) and the Host header's host and port. Such a request
 * is not cross-origin, and no CORS rule refuses it: a same-origin deployment behind a reverse
 * proxy that keeps the Host header works without listing its own origin.
 */
function isSameOrigin(req: IncomingMessage): boolean {
  const { origin, host } = req.headers;
  if (!origin || !host || !HOST_HEADER.test(host)) return false;
  try {
    // Scheme, host and port (the scheme's default when not named), as parsed: `http://shop.example`
    // and `http://shop.example:80` are one origin; `https://shop.example` is another.
    return new URL(origin).origin === new URL(`http://${host}`).origin;
  } catch {
    return false;
  }
}

/**
 * What an API answer carries whatever it is: never sniffed into another type, never framed, no
 * referrer beyond the origin, and no power to run anything if opened as a page. A handler's own
 * (an image's sandboxing policy) wins.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

async function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
) {
  const headers: Record<string, string | string[]> = { ...API_SECURITY_HEADERS, ...extra };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { ...API_SECURITY_HEADERS, ...extra, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * How much of a refused body is still read (and dropped) before the connection is closed, so the
 * close is clean: at most this many bytes, for at most this long. A client that sends more, or
 * more slowly, is cut off (Tomcat's maxSwallowSize is the same idea).
 */
const REFUSED_BODY_DRAIN = { maxBytes: 16 * 1024 * 1024, maxMs: 30_000 } as const;

/**
 * Refuses a request before its body was read (a wrong type, too large) and closes the connection
 * cleanly. The answer (with its length, and `Connection: close`) goes out at once, but the exchange
 * ends only once the rest of the body has been read and dropped: a socket closed with unread data
 * in it makes the kernel answer with a reset (RST), and a reset can throw away the answer before
 * the client has read it (a 3 MB body sent through a pipe on a loaded machine got a reset, not
 * the 413). Past REFUSED_BODY_DRAIN the connection is closed whatever remains.
 */
function refuseUnreadBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string>,
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...API_SECURITY_HEADERS,
    ...extra,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    connection: 'close',
  });
  res.write(text);
  let dropped = 0;
  const finish = () => {
    clearTimeout(timer);
    req.off('data', onData);
    if (!res.writableEnded) res.end();
  };
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > REFUSED_BODY_DRAIN.maxBytes) finish();
  };
  const timer = setTimeout(finish, REFUSED_BODY_DRAIN.maxMs);
  timer.unref();
  req.on('data', onData);
  req.once('end', finish);
  req.once('error', finish);
  req.once('close', finish);
  req.resume();
}

const sendMessage = (
  res: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string> = {},
) => sendJson(res, status, { message, status: false }, extra);

function cookiesOf(req: IncomingMessage): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const value = part.slice(at + 1).trim();
    try {
      jar[part.slice(0, at).trim()] = decodeURIComponent(value);
    } catch {
      jar[part.slice(0, at).trim()] = value;
    }
  }
  return jar;
}

/** The methods these handlers answer on this path (empty: no such path). */
function allowedMethods(routes: RequestHandler[], url: URL): Set<string> {
  const methods = new Set<string>();
  for (const handler of routes) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string') continue;
    if (matchRequestUrl(url, path).matches) methods.add(method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  return methods;
}

function sendMasked(res: ServerResponse, cors: Record<string, string>) {
  sendJson(res, 401, MASKED_401, cors);
}

export interface MockHttpServerOptions {
  port?: number;
  host?: string;
  scenario?: ScenarioName | null;
  quirks?: boolean;
  /** Origins given CORS with credentials (default DEFAULT_ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /** Serve the control endpoints POST /__mock/* (default off). */
  control?: boolean;
  /** Handlers answered before all others (tests). */
  extraHandlers?: RequestHandler[];
}

export function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const normalOrigin = (o: string) => o.replace(/\/+$/, '');
  const allowedOrigins = new Set(
    (options.allowedOrigins?.length ? options.allowedOrigins : DEFAULT_ALLOWED_ORIGINS).map(
      normalOrigin,
    ),
  );
  const control = options.control ?? false;
  let scenario: ScenarioName | null = options.scenario ?? null;
  let quirks = options.quirks ?? false;
  let active: RequestHandler[] = [];
  // Test handlers first, then scenarios (failures win), then the quirks, then the happy path.
  const rebuild = () => {
    active = [
      ...(options.extraHandlers ?? []),
      ...(scenario ? scenarioHandlers(scenario) : []),
      ...(quirks ? quirkHandlers : []),
      ...handlers,
    ];
  };
  const setScenario = (name: ScenarioName | null) => {
    scenario = name;
    rebuild();
  };
  const setQuirks = (on: boolean) => {
    quirks = on;
    rebuild();
  };
  rebuild();
  // The paths and methods that exist, for 404 and 405 (the scenarios and quirks only answer them).
  const routes = [...(options.extraHandlers ?? []), ...handlers];
  const host = options.host ?? '127.0.0.1';

  const server = createServer(async (req, res) => {
    const origin = `http://${req.headers.host ?? host}`;
    const originAllowed = (o: string) => allowedOrigins.has(o);
    const cors = corsHeaders(req, originAllowed);
    let path = '';
    // Cookie-only auth: the deployed server version does not read Authorization: Bearer.
    if (quirks) delete req.headers.authorization;
    try {
      const url = new URL(req.url ?? '/', origin);
      path = url.pathname;
      const apiPath = () => url.pathname.replace(/^\/api(?=\/)/, '');
      // Only the caller's credentials are read, so as a GET: fetch's Request refuses TRACE,
      // TRACK and CONNECT, and building one for them crashed the server (quirks mode's TRACE).
      const anonymous = () =>
        !currentUser(toFetchRequest(req, undefined, origin, quirks, 'GET'), cookiesOf(req));
      /**
       * Quirks mode's answer to what Spring refuses before a controller runs: Spring Security's
       * own 401 (with the called path) for an anonymous call to a protected path, else the
       * masked 401.
       */
      const springRefusal = () =>
        anonymous() && !isPublicApiPath(apiPath())
          ? { ...MASKED_401, path: url.pathname }
          : MASKED_401;
      const refuseLikeSpring = () => sendJson(res, 401, springRefusal(), cors);

      // The real server's CorsFilter, and the careful one's: a cross-origin request from an Origin
      // it does not know is refused before anything else (the control endpoints included). A
      // request from the server's own origin (its Host) is not cross-origin.
      if (req.headers.origin && !originAllowed(req.headers.origin) && !isSameOrigin(req)) {
        if (quirks) {
          res.writeHead(403, { 'content-type': 'text/plain' });
          return void res.end('Invalid CORS request');
        }
        return sendMessage(res, 403, 'Invalid CORS request');
      }
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        res.writeHead(204, {
          ...cors,
          'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
          'access-control-allow-headers':
            req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization',
          'access-control-max-age': '600',
        });
        return void res.end();
      }
      if (control && url.pathname.startsWith('/__mock/')) {
        const known = ['/__mock/reset', '/__mock/scenario', '/__mock/quirks'];
        if (!known.includes(url.pathname))
          return sendMessage(res, 404, `No control endpoint ${url.pathname}`);
        if (req.method !== 'POST')
          return sendMessage(res, 405, `Method ${req.method} not allowed; use POST`, {
            allow: 'POST',
          });
        if (url.pathname === '/__mock/reset') {
          resetDatabase();
          return sendJson(res, 200, { reset: true });
        }
        if (url.pathname === '/__mock/scenario') {
          const name = url.searchParams.get('name');
          if (name !== 'none' && !isScenarioName(name))
            return sendJson(res, 400, {
              message: `Unknown scenario. Known: none, ${scenarioNames.join(', ')}`,
            });
          setScenario(name === 'none' ? null : name);
          return sendJson(res, 200, { scenario: name });
        }
        const on = url.searchParams.get('on');
        if (on !== null) setQuirks(on === '1' || on === 'true');
        return sendJson(res, 200, { quirks });
      }
      // Uploads and seeded images outside /api, where the real server serves them.
      if (url.pathname.startsWith('/images/')) {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          if (quirks) return sendMasked(res, cors);
          return sendMessage(res, 405, `Method ${req.method} not allowed`, {
            ...cors,
            allow: 'GET, HEAD',
          });
        }
        if (url.pathname === '/images/default.png') {
          res.writeHead(404, { ...cors, ...IMAGE_SECURITY_HEADERS });
          return void res.end();
        }
        req.url = `/api${url.pathname}${url.search}`;
        url.pathname = `/api${url.pathname}`;
      }

      // No such path (404) or not this method (405 with Allow).
      const methods = allowedMethods(routes, url);
      if (!methods.has(req.method ?? '')) {
        if (quirks) return refuseLikeSpring();
        if (!methods.size)
          return sendMessage(res, 404, `No mock for ${req.method} ${url.pathname}`, cors);
        return sendMessage(res, 405, `Method ${req.method} not allowed`, {
          ...cors,
          allow: [...methods].join(', '),
        });
      }

      // The body: the right media type (415) and size (413), before a handler sees it.
      let body: Buffer | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD' && hasBody(req)) {
        const upload = isUploadPath(url.pathname);
        const expected = upload ? 'multipart/form-data' : 'application/json';
        if (mediaType(req) !== expected) {
          if (quirks) return refuseUnreadBody(req, res, 401, springRefusal(), cors);
          const message = `Content-Type must be ${expected}`;
          return refuseUnreadBody(req, res, 415, { message, status: false }, cors);
        }
        const limit = upload ? BODY_LIMITS.upload : BODY_LIMITS.json;
        const read = await readBody(req, limit);
        if ('tooLarge' in read) {
          if (quirks) return refuseUnreadBody(req, res, 401, springRefusal(), cors);
          const message = `The request body must be at most ${limit / (1024 * 1024)} MB`;
          return refuseUnreadBody(req, res, 413, { message, status: false }, cors);
        }
        body = read.body;
        // The real server's multipart limit is 1 MB (413, masked); plain mode's handler says 400.
        if (quirks && upload && (body?.length ?? 0) > MAX_UPLOAD_BYTES) return refuseLikeSpring();
      }

      const request = toFetchRequest(req, body, origin, quirks);
      const answer = await getResponse(active, request);
      if (!answer) {
        if (quirks) return refuseLikeSpring();
        return sendMessage(res, 404, `No mock for ${req.method} ${url.pathname}`, cors);
      }
      // HttpResponse.error() (the network-error scenario): drop the connection like a dead server.
      if (answer.type === 'error') return void req.socket.destroy();
      const response = quirks ? await applyQuirks(request, answer) : answer;
      await writeResponse(req, res, response, cors);
    } catch (error) {
      // The details go to the console, never to the caller.
      console.error(`[mock server] ${req.method} ${path || req.url}:`, error);
      if (res.headersSent) return void res.destroy();
      if (quirks) return sendMasked(res, cors);
      sendJson(
        res,
        500,
        { status: 500, error: 'Internal Server Error', message: 'Internal Server Error', path },
        cors,
      );
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        server,
        url: `http://${host}:${port}`,
        setScenario,
        setQuirks,
        allowOrigin: (o) => void allowedOrigins.add(normalOrigin(o)),
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
