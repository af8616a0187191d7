import { createServer, type Server } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { currentUser, isPublicApiPath } from './auth';
import { handlers } from './handlers';
import {
  BODY_LIMITS,
  expectedBody,
  hasBody,
  mediaType,
  readBody,
  refuseUnreadBody,
} from './http-server/body';
import { answerControl } from './http-server/control';
import {
  answerPreflight,
  corsHeaders,
  DEFAULT_ALLOWED_ORIGINS,
  isSameOrigin,
} from './http-server/cors';
import { carefulRefusals, type RefusalContext } from './http-server/refusals';
import {
  allowedMethods,
  cookiesOf,
  sendRefusal,
  toFetchRequest,
  writeResponse,
} from './http-server/wire';
import { setImageBaseUrl } from './image-base-url';
import { rasterizeInNode } from './pictures/rasterize-in-node';
import { setPictureRasterizer } from './pictures/rasterizer';
import { IMAGE_SECURITY_HEADERS } from './image-type';
import { quirkHandlers, quirkRefusals, quirkRequest, quirkResponse } from './quirks';
import { scenarioHandlers, type ScenarioName } from './scenarios';

export { BODY_LIMITS, DEFAULT_ALLOWED_ORIGINS };
export { API_SECURITY_HEADERS } from './http-server/wire';

/**
 * The same handlers behind a real HTTP server: real sockets, real Set-Cookie and Cookie headers.
 * Node's own http server, no framework: the rules below need the raw socket (a refused body is
 * drained before the close, a network error drops the connection), which the msw middlewares on
 * npm (@mswjs/http-middleware, on Express) do not give.
 *
 * Plain mode is a careful server at the HTTP level too (./http-server/refusals.ts; quirks mode
 * answers the real server's masked 401 instead: mocks/quirks/spring-refusals.ts):
 * - CORS with credentials only for the allowed origins (`allowedOrigins`, default
 *   http://localhost:5173 and http://localhost:3000); a request from any other Origin is refused
 *   with 403 "Invalid CORS request", in both modes, except from the server's own origin (the
 *   Origin equals http:// and the Host header, as Spring's CorsUtils.isSameOrigin decides: a
 *   same-origin request through a proxy that keeps the Host is not cross-origin);
 * - request bodies: JSON only as `application/json` (the image upload only as
 *   `multipart/form-data`), else 415; at most 1 MB of JSON and 2 MB of upload, else 413, counted
 *   while the body arrives; the refusal is sent at once and the rest of the body read and dropped
 *   before the connection closes, so it closes cleanly, never reset (./http-server/body.ts);
 * - 404 for an unknown path, 405 with `Allow` for a known path with another method; HEAD is GET
 *   without the body;
 * - a crash is a generic 500 (no stack, no error text; it is logged to the console).
 * Malformed path ids (`5.0`, `0x5`) are refused by the handlers themselves (mocks/http.ts).
 *
 * The control endpoints (./http-server/control.ts) exist only with `control: true` (`npm run
 * mock:server -- --control` or MOCK_CONTROL=1). Images are served at /images/<name> too (where
 * the real server serves its uploads), except default.png, which does not exist there (404).
 * The full picture URLs of GET /public/products start with `imageBaseUrl` (the real server's
 * `image.base.url`), by default the server's own address plus /api/images: never the Host a
 * request came with (../image-base-url.ts).
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
  /**
   * Where the product list's picture URLs point (the real server's `image.base.url`), e.g.
   * `/api/images` behind a site that passes /api on; default `<own address>/api/images`.
   */
  imageBaseUrl?: string;
}

export function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const normalOrigin = (o: string) => o.replace(/\/+$/, '');
  const allowedOrigins = new Set(
    (options.allowedOrigins?.length ? options.allowedOrigins : DEFAULT_ALLOWED_ORIGINS).map(
      normalOrigin,
    ),
  );
  const originAllowed = (o: string) => allowedOrigins.has(o);
  setPictureRasterizer(rasterizeInNode);
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
  const controls = {
    setScenario: (name: ScenarioName | null) => {
      scenario = name;
      rebuild();
    },
    setQuirks: (on: boolean) => {
      quirks = on;
      rebuild();
    },
    quirks: () => quirks,
  };
  rebuild();
  // The paths and methods that exist, for 404 and 405 (the scenarios and quirks only answer them).
  const routes = [...(options.extraHandlers ?? []), ...handlers];
  const host = options.host ?? '127.0.0.1';

  const server = createServer(async (req, res) => {
    const origin = `http://${req.headers.host ?? host}`;
    const cors = corsHeaders(req, originAllowed);
    const refusals = quirks ? quirkRefusals : carefulRefusals;
    // The request as this mode reads it (quirks mode: as the real server would).
    const prepare = (request: Request) => (quirks ? quirkRequest(request) : request);
    let url = new URL('http://mock.invalid/');
    let anonymous = true;
    const context: RefusalContext = {
      method: req.method ?? '',
      get path() {
        return url.pathname;
      },
      anonymousToProtected: () =>
        anonymous && !isPublicApiPath(url.pathname.replace(/^\/api(?=\/)/, '')),
    };
    let calledPath = '';
    try {
      url = new URL(req.url ?? '/', origin);
      calledPath = url.pathname;
      // Only the caller's credentials are read, so as a GET: fetch's Request refuses TRACE,
      // TRACK and CONNECT, and building one for them crashed the server (quirks mode's TRACE).
      const probe = await prepare(toFetchRequest(req, undefined, origin, 'GET'));
      anonymous = !currentUser(probe, cookiesOf(req));

      // The CORS filter: a cross-origin request from an Origin it does not know is refused before
      // anything else (the control endpoints included). The server's own origin is not cross-origin.
      if (req.headers.origin && !originAllowed(req.headers.origin) && !isSameOrigin(req))
        return sendRefusal(res, refusals.cors(), {});
      if (answerPreflight(req, res, cors)) return;
      if (options.control && url.pathname.startsWith('/__mock/'))
        return answerControl(req.method, url, res, controls);
      // Uploads and seeded images outside /api, where the real server serves them.
      if (url.pathname.startsWith('/images/')) {
        if (req.method !== 'GET' && req.method !== 'HEAD')
          return sendRefusal(res, refusals.imagesMethod(context), cors);
        if (url.pathname === '/images/default.png') {
          res.writeHead(404, { ...cors, ...IMAGE_SECURITY_HEADERS });
          return void res.end();
        }
        req.url = `/api${url.pathname}${url.search}`;
        url.pathname = `/api${url.pathname}`;
      }

      // No such path (404) or not this method (405 with Allow).
      const methods = allowedMethods(routes, url);
      if (!methods.has(req.method ?? ''))
        return sendRefusal(res, refusals.route(context, url.pathname, methods), cors);

      // The body: the right media type (415) and size (413), before a handler sees it.
      let body: Buffer | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD' && hasBody(req)) {
        const expected = expectedBody(url.pathname);
        const read =
          mediaType(req) === expected.type ? await readBody(req, expected.limit) : undefined;
        const refused = !read
          ? refusals.unsupportedType(context, expected.type)
          : 'tooLarge' in read
            ? refusals.tooLarge(context, expected.limit)
            : null;
        if (refused)
          return refuseUnreadBody(req, res, refused.status, refused.body, {
            ...cors,
            ...refused.headers,
          });
        body = read && 'body' in read ? read.body : undefined;
        const upload = expected.upload ? refusals.upload(context, body?.length ?? 0) : null;
        if (upload) return sendRefusal(res, upload, cors);
      }

      const request = await prepare(toFetchRequest(req, body, origin));
      const answer = await getResponse(active, request);
      if (!answer) return sendRefusal(res, refusals.route(context, url.pathname, new Set()), cors);
      // HttpResponse.error() (the network-error scenario): drop the connection like a dead server.
      if (answer.type === 'error') return void req.socket.destroy();
      const response = quirks ? await quirkResponse(request, answer) : answer;
      await writeResponse(req, res, response, cors);
    } catch (error) {
      // The details go to the console, never to the caller.
      console.error(`[mock server] ${req.method} ${calledPath || req.url}:`, error);
      if (res.headersSent) return void res.destroy();
      sendRefusal(res, refusals.crash({ ...context, path: calledPath }), cors);
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      setImageBaseUrl(options.imageBaseUrl ?? `http://${host}:${port}/api/images`);
      resolve({
        server,
        url: `http://${host}:${port}`,
        setScenario: controls.setScenario,
        setQuirks: controls.setQuirks,
        allowOrigin: (o) => void allowedOrigins.add(normalOrigin(o)),
        close: () =>
          new Promise((done) => {
            setImageBaseUrl(undefined);
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
