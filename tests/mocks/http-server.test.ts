import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponse } from '../../scripts/contract/openapi/response-validator';

/**
 * `npm run mock:server` as a separate process on a real socket: what e2e runs and contract checks
 * talk to. Requests go through `bypass` so this test process's own msw server leaves them alone.
 */
let child: ChildProcess;
let base = '';

beforeAll(async () => {
  const port = 18_000 + Math.floor(Math.random() * 2000);
  child = spawn(
    process.execPath,
    [
      join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'),
      'scripts/mock-server.ts',
      '--port',
      String(port),
      '--control',
    ],
    {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('mock server did not start')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+)\/api/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
  });
}, 40_000);

afterAll(() => {
  child?.kill();
});

const http = (path: string, init?: RequestInit) =>
  fetch(bypass(new Request(`${base}/api${path}`, init)));

async function signInCookie(username: string, password: string) {
  const response = await http('/auth/signin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('springBootEcom='));
  expect(cookie).toMatch(/Path=\/api; Max-Age=86400/);
  return cookie!.split(';')[0]!;
}

describe('the standalone mock HTTP server (npm run mock:server)', () => {
  it('sets a cookie at admin sign-in with which GET /api/admin/statistics answers 200 and validates', async () => {
    const cookie = await signInCookie('admin', 'adminPass');
    const response = await http('/admin/statistics', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const check = await checkResponse(new Request(response.url), response.clone());
    expect(check.problems).toEqual([]);
    expect(await response.json()).toMatchObject({ totalProducts: 200, totalOrders: 300 });
  });

  it('answers GET /api/admin/statistics without a cookie with 401 and the real body', async () => {
    const response = await http('/admin/statistics');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 401,
      error: 'Unauthorized',
      message: 'Full authentication is required to access this resource',
      path: '/api/admin/statistics',
    });
  });

  it('answers GET /api/admin/statistics as user1 with 403', async () => {
    const cookie = await signInCookie('user1', 'password1');
    expect((await http('/admin/statistics', { headers: { Cookie: cookie } })).status).toBe(403);
  });

  it('switches scenarios over HTTP and back', async () => {
    const steer = (name: string) =>
      fetch(bypass(new Request(`${base}/__mock/scenario?name=${name}`, { method: 'POST' })));
    expect((await steer('server-error')).status).toBe(200);
    expect((await http('/public/products')).status).toBe(500);
    expect((await steer('none')).status).toBe(200);
    expect((await http('/public/products')).status).toBe(200);
  });
});
