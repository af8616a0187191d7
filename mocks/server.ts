import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { resetDatabase } from './db/database';
import { handlers } from './handlers';
import { isScenarioName, scenarioHandlers, scenarioNames, type ScenarioName } from './scenarios';

/**
 * The same handlers behind a real HTTP server: real sockets, real Set-Cookie and Cookie headers.
 * `/__mock/scenario?name=<scenario|none>` and `/__mock/reset` steer it from tests and scripts.
 */
export interface MockHttpServer {
  server: Server;
  url: string;
  setScenario(name: ScenarioName | null): void;
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

async function writeResponse(res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function startMockHttpServer(
  options: { port?: number; host?: string; scenario?: ScenarioName | null } = {},
): Promise<MockHttpServer> {
  let active: RequestHandler[] = [...handlers];
  const setScenario = (name: ScenarioName | null) => {
    active = name ? [...scenarioHandlers(name), ...handlers] : [...handlers];
  };
  setScenario(options.scenario ?? null);
  const host = options.host ?? '127.0.0.1';

  const server = createServer(async (req, res) => {
    const origin = `http://${req.headers.host ?? host}`;
    try {
      const url = new URL(req.url ?? '/', origin);
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
      const request = toFetchRequest(req, await readBody(req), origin);
      const response = await getResponse(active, request);
      if (!response)
        return sendJson(res, 404, {
          message: `No mock for ${req.method} ${url.pathname}`,
          status: false,
        });
      // HttpResponse.error() (the network-error scenario): drop the connection like a dead server.
      if (response.type === 'error') return void req.socket.destroy();
      await writeResponse(res, response);
    } catch (error) {
      sendJson(res, 500, {
        status: 500,
        error: 'Internal Server Error',
        message: String(error),
        path: req.url,
      });
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
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
