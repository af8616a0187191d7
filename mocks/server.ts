import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { resetDatabase } from './db/database';
import { handlers } from './handlers';
import { applyQuirks, quirkHandlers } from './quirks';
import { isScenarioName, scenarioHandlers, scenarioNames, type ScenarioName } from './scenarios';

/**
 * The same handlers behind a real HTTP server: real sockets, real Set-Cookie and Cookie headers.
 * `/__mock/scenario?name=<scenario|none>`, `/__mock/quirks?on=<1|0>` (the real backend's oddities,
 * mocks/quirks.ts) and `/__mock/reset` steer it from tests and scripts. Calls from another origin
 * get CORS headers with credentials, like the real server gives the frontend's origin.
 */
export interface MockHttpServer {
  server: Server;
  url: string;
  setScenario(name: ScenarioName | null): void;
  setQuirks(on: boolean): void;
  close(): Promise<void>;
}

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

/** CORS for a browser on another origin (the real server allows the frontend's, with cookies). */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
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

export function startMockHttpServer(
  options: { port?: number; host?: string; scenario?: ScenarioName | null; quirks?: boolean } = {},
): Promise<MockHttpServer> {
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
    const cors = corsHeaders(req);
    try {
      const url = new URL(req.url ?? '/', origin);
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
      const request = toFetchRequest(req, await readBody(req), origin);
      const answer = await getResponse(active, request);
      if (!answer)
        return sendJson(
          res,
          404,
          { message: `No mock for ${req.method} ${url.pathname}`, status: false },
          cors,
        );
      // HttpResponse.error() (the network-error scenario): drop the connection like a dead server.
      if (answer.type === 'error') return void req.socket.destroy();
      const response = quirks ? await applyQuirks(request, answer) : answer;
      await writeResponse(res, response, cors);
    } catch (error) {
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
