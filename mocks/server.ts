import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { currentUser } from './auth';
import { resetDatabase } from './db/database';
import { handlers } from './handlers';
import { applyQuirks, quirkHandlers } from './quirks';
import { MASKED_401 } from './responses';
import { isScenarioName, scenarioHandlers, scenarioNames, type ScenarioName } from './scenarios';

/**
 * The same handlers behind a real HTTP server: real sockets, real Set-Cookie and Cookie headers.
 * `/__mock/scenario?name=<scenario|none>`, `/__mock/quirks?on=<1|0>` (the real backend's oddities,
 * mocks/quirks.ts) and `/__mock/reset` steer it from tests and scripts.
 *
 * CORS: the allowed origins (`allowedOrigins`, default http://localhost:5173 and
 * http://localhost:3000) get CORS headers with credentials. In quirks mode any other `Origin` is
 * refused with 403 "Invalid CORS request", like the real server; plain mode gives any calling
 * origin credentials. Images are served at /images/<name> too (where the real server serves its
 * uploads), except default.png, which does not exist there (404).
 */
export interface MockHttpServer {
  server: Server;
  url: string;
  setScenario(name: ScenarioName | null): void;
  setQuirks(on: boolean): void;
  close(): Promise<void>;
}

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:5173', 'http://localhost:3000'];

/** The real server's multipart limit (spring.servlet.multipart.max-file-size default): 1 MB. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/** Paths the real server's security chain permits without a session. */
const isPublicPath = (apiPath: string) => /^\/(public|auth|images)\//.test(apiPath);

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

function toFetchRequest(req: IncomingMessage, body: Buffer | undefined, origin: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

/** CORS with credentials for an allowed origin (plain mode: for any calling origin). */
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

async function writeResponse(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
) {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { ...extra, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function cookiesOf(req: IncomingMessage): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return jar;
}

/**
 * What Spring refuses before a controller runs, for quirks mode: a multipart upload over 1 MB
 * (413), a body that is not multipart on the upload or not JSON elsewhere (415). All of them end
 * as the masked 401. Malformed JSON is turned into it on the way out (mocks/quirks.ts).
 */
function refuseLikeSpring(req: IncomingMessage, url: URL, body: Buffer | undefined): boolean {
  if (url.pathname.startsWith('/__mock/') || !body?.length) return false;
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (/^\/api\/products\/[^/]+\/image$/.test(url.pathname))
    return contentType !== 'multipart/form-data' || body.length > MAX_UPLOAD_BYTES;
  return contentType !== 'application/json';
}

function sendMasked(res: ServerResponse, cors: Record<string, string>) {
  sendJson(res, 401, MASKED_401, cors);
}

/** Spring Security's own 401 for an anonymous call to a protected path: its path, not /error. */
function sendUnauthorized(res: ServerResponse, path: string, cors: Record<string, string>) {
  sendJson(res, 401, { ...MASKED_401, path }, cors);
}

export interface MockHttpServerOptions {
  port?: number;
  host?: string;
  scenario?: ScenarioName | null;
  quirks?: boolean;
  /** Origins given CORS with credentials (default DEFAULT_ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
}

export function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const allowedOrigins = new Set(
    (options.allowedOrigins?.length ? options.allowedOrigins : DEFAULT_ALLOWED_ORIGINS).map((o) =>
      o.replace(/\/+$/, ''),
    ),
  );
  let scenario: ScenarioName | null = options.scenario ?? null;
  let quirks = options.quirks ?? false;
  let active: RequestHandler[] = [];
  // Scenarios first (failures win), then the quirks, then the happy path.
  const rebuild = () => {
    active = [
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
  const host = options.host ?? '127.0.0.1';

  const server = createServer(async (req, res) => {
    const origin = `http://${req.headers.host ?? host}`;
    const originAllowed = (o: string) => !quirks || allowedOrigins.has(o);
    const cors = corsHeaders(req, originAllowed);
    try {
      const url = new URL(req.url ?? '/', origin);
      const steering = url.pathname.startsWith('/__mock/');
      // The real server's CorsFilter: an Origin it does not know is refused before anything else.
      if (!steering && req.headers.origin && !originAllowed(req.headers.origin)) {
        res.writeHead(403, { 'content-type': 'text/plain' });
        return void res.end('Invalid CORS request');
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
      if (url.pathname === '/__mock/quirks') {
        const on = url.searchParams.get('on');
        if (on !== null) setQuirks(on === '1' || on === 'true');
        return sendJson(res, 200, { quirks });
      }
      // Uploads and seeded images outside /api, where the real server serves them.
      if (url.pathname.startsWith('/images/')) {
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendMasked(res, cors);
        if (decodeURIComponent(url.pathname) === '/images/default.png') {
          res.writeHead(404, cors);
          return void res.end();
        }
        req.url = `/api${url.pathname}`;
        url.pathname = req.url;
      }
      const body = await readBody(req);
      if (quirks) {
        // Cookie-only auth: the spec-era server does not read Authorization: Bearer.
        delete req.headers.authorization;
        const refused = refuseLikeSpring(req, url, body);
        if (refused) {
          const apiPath = url.pathname.replace(/^\/api(?=\/)/, '');
          const anonymous = !currentUser(toFetchRequest(req, undefined, origin), cookiesOf(req));
          // Spring Security runs first: an anonymous call to a protected path is its own 401.
          if (anonymous && !isPublicPath(apiPath)) return sendUnauthorized(res, url.pathname, cors);
          return sendMasked(res, cors);
        }
      }
      const request = toFetchRequest(req, body, origin);
      const answer = await getResponse(active, request);
      if (!answer) {
        if (quirks) {
          // No mapping (404) or the wrong method (405): masked, unless the security chain
          // answered first for an anonymous call to a protected path.
          const apiPath = url.pathname.replace(/^\/api(?=\/)/, '');
          const anonymous = !currentUser(request, cookiesOf(req));
          if (anonymous && !isPublicPath(apiPath)) return sendUnauthorized(res, url.pathname, cors);
          return sendMasked(res, cors);
        }
        return sendJson(
          res,
          404,
          { message: `No mock for ${req.method} ${url.pathname}`, status: false },
          cors,
        );
      }
      // HttpResponse.error() (the network-error scenario): drop the connection like a dead server.
      if (answer.type === 'error') return void req.socket.destroy();
      const response = quirks ? await applyQuirks(request, answer) : answer;
      await writeResponse(res, response, cors);
    } catch (error) {
      if (quirks) return sendMasked(res, cors);
      sendJson(
        res,
        500,
        { status: 500, error: 'Internal Server Error', message: String(error), path: req.url },
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
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
