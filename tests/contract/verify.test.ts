import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../scripts/contract/openapi/openapi-document';

/**
 * `npm run contract:verify` as a separate process (so this process's msw server does not see its
 * calls) against the standalone mock server on a free port: every operation checked and passed,
 * in the plain and the quirks mode; and a broken answer, no server, an HTML page and a missing
 * --base-url all reported as failures.
 */
const tsx = join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
let mockServer: ChildProcess;
let mockUrl = '';
const servers: Server[] = [];

function startProcess(args: string[]) {
  return spawn(process.execPath, [tsx, ...args], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function verify(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = startProcess(['scripts/contract-verify.ts', ...args]);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The table row of an operation's first call: [#, operation, method path, status, result, ...]. */
function rowsOf(output: string, operationId: string) {
  return output
    .split('\n')
    .filter((line) => line.split(/\s{2,}/)[1] === operationId)
    .map((line) => line.split(/\s{2,}/));
}

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

/** A proxy to the mock server that breaks one answer: the dashboard's totalProducts. */
function corruptingProxy(target: string) {
  return createServer(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && name !== 'host') headers.set(name, value);
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    const answer = await fetch(
      bypass(
        new Request(`${target}${req.url}`, {
          method: req.method,
          headers,
          body,
          redirect: 'manual',
        }),
      ),
    );
    let payload = Buffer.from(await answer.arrayBuffer());
    if (req.url === '/api/admin/statistics' && answer.status === 200) {
      const stats = JSON.parse(payload.toString());
      payload = Buffer.from(JSON.stringify({ ...stats, totalProducts: 'lots' }));
    }
    const out: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (!['set-cookie', 'content-length', 'content-encoding'].includes(name)) out[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    res.writeHead(answer.status, out);
    res.end(payload);
  });
}

beforeAll(async () => {
  mockServer = startProcess(['scripts/mock-server.ts', '--port', '0', '--control']);
  mockUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('mock server did not start')), 30_000);
    mockServer.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+)\/api/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    mockServer.once('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
  });
}, 40_000);

afterAll(async () => {
  mockServer?.kill();
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
});

const quirks = (on: 0 | 1) =>
  fetch(bypass(new Request(`${mockUrl}/__mock/quirks?on=${on}`, { method: 'POST' })));

describe('npm run contract:verify', () => {
  it('checks every operation of openapi.yaml against the mock server and passes them all', async () => {
    const { code, output } = await verify('--base-url', mockUrl);
    expect(output).toContain(
      `${operations.length} operations in openapi.yaml: ${operations.length} checked, ${operations.length} passed, 0 failed, 0 not checked`,
    );
    for (const op of operations) {
      const rows = rowsOf(output, op.operationId);
      expect(rows.length, op.operationId).toBeGreaterThan(0);
      expect(rows.map((r) => r[4]).every((result) => result === 'passed')).toBe(true);
    }
    expect(output).toContain('RESULT: PASSED');
    expect(code).toBe(0);
  }, 60_000);

  it('passes against the quirks mode too', async () => {
    await quirks(1);
    try {
      const { code, output } = await verify('--base-url', `${mockUrl}/api`);
      expect(output).toContain(`${operations.length} passed, 0 failed, 0 not checked`);
      expect(output).toContain('back to "Order Accepted !"');
      expect(code).toBe(0);
    } finally {
      await quirks(0);
    }
  }, 60_000);

  it('reports a response that breaks the contract as a failed operation and exits 1', async () => {
    const proxy = await listen(corruptingProxy(mockUrl));
    const { code, output } = await verify('--base-url', proxy);
    const [row] = rowsOf(output, 'getDashboardStatistics');
    expect(row?.[3]).toBe('200');
    expect(row?.[4]).toBe('failed');
    expect(row?.[5]).toMatch(/totalProducts must be integer/);
    expect(output).toMatch(/Operations that did not pass:\n.*\n.*\ngetDashboardStatistics/);
    expect(output).toContain(`${operations.length - 1} passed, 1 failed`);
    expect(output).toContain('RESULT: FAILED');
    expect(code).toBe(1);
  }, 60_000);

  it('reports a server that does not answer, with the reason', async () => {
    const closed = createServer();
    const url = await listen(closed);
    await new Promise((done) => closed.close(done));
    servers.splice(servers.indexOf(closed), 1);
    const { code, output } = await verify('--base-url', url, '--timeout', '5000');
    expect(rowsOf(output, 'getProducts')[0]?.[5]).toMatch(/^unreachable: .*ECONNREFUSED/);
    expect(output).toContain('The server could not be reached');
    expect(output).toContain(`0 passed, 1 failed, ${operations.length - 1} not checked`);
    expect(code).toBe(1);
  }, 30_000);

  it('reports an HTML page instead of JSON (the web app, not the API)', async () => {
    const html = await listen(
      createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><html><body><div id="root"></div></body></html>');
      }),
    );
    const { code, output } = await verify('--base-url', html);
    expect(rowsOf(output, 'getProducts')[0]?.[5]).toMatch(/^HTML instead of JSON/);
    expect(output).toContain('RESULT: FAILED');
    expect(code).toBe(1);
  }, 30_000);

  it('refuses to run without --base-url', async () => {
    const { code, output } = await verify();
    expect(output).toContain('--base-url is required');
    expect(code).toBe(2);
  }, 30_000);
});
