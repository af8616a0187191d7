import { bypass } from 'msw';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { resetDatabase } from '../../mocks/db/database';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import { checkResponse } from '../../scripts/contract/openapi/response-validator';

/**
 * A cookie jar of one against the mock HTTP server, like the browser keeps springBootEcom for
 * /api; every answer to an /api call is checked against openapi.yaml. Requests go through msw's
 * `bypass` so this test process's own msw server leaves them alone.
 */
export type Json = Record<string, unknown>;

/** An address the quirks server takes (every field at or over its minimum length). */
export const VALID_ADDRESS = {
  street: 'Main Street',
  buildingName: 'Tower A',
  city: 'Pune',
  state: 'MH',
  country: 'IN',
  pincode: '41100',
};

export const MASKED_401 = {
  path: '/error',
  error: 'Unauthorized',
  message: 'Full authentication is required to access this resource',
  status: 401,
};

export function client(baseUrl: () => string, options: { contract?: boolean } = {}) {
  let cookie = '';
  const call = async (
    path: string,
    init: RequestInit & { json?: unknown; raw?: boolean; unchecked?: boolean } = {},
  ): Promise<Response> => {
    const { json, raw, unchecked, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set('Cookie', cookie);
    if (json !== undefined && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    const request = new Request(`${baseUrl()}${raw ? '' : '/api'}${path}`, {
      ...rest,
      headers,
      redirect: 'manual',
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
    const response = await fetch(bypass(request));
    const set = response.headers.getSetCookie()[0];
    if (set) cookie = set.split(';')[0]!;
    if (!raw && !unchecked && options.contract !== false) {
      const check = await checkResponse(
        new Request(request.url, { method: request.method }),
        response.clone(),
      );
      expect(check.problems).toEqual([]);
    }
    return response;
  };
  const signIn = async (username: string, password: string) => {
    const response = await call('/auth/signin', {
      method: 'POST',
      json: { username, password },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Json;
  };
  return { call, signIn, cookie: () => cookie };
}

/** Asserts the masked 401 of the real server: status and the exact body. */
export async function expectMasked(response: Response, what?: string) {
  expect(response.status, what).toBe(401);
  expect(await response.json(), what).toEqual(MASKED_401);
}

/**
 * The file's own mock HTTP server in quirks mode, on a free port, its data reset before each
 * test: `base` its URL, `signedIn` a client signed in as the given account.
 */
export function startQuirksServerForFile() {
  let mock: MockHttpServer;
  beforeAll(async () => {
    mock = await startMockHttpServer({ port: 0, quirks: true });
  });
  afterAll(() => mock?.close());
  beforeEach(() => resetDatabase());
  const base = () => mock.url;
  const signedIn = async (username: string, password: string) => {
    const c = client(base);
    await c.signIn(username, password);
    return c;
  };
  return { base, signedIn };
}
