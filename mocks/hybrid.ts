import { bypass, getResponse, http, passthrough, type RequestHandler } from 'msw';
import {
  MOCK_DATA_HEADER,
  OPTIONAL_OPERATION_PATHS,
  OPTIONAL_OPERATIONS,
  serverOfferings,
  type OptionalOperation,
} from '@/api/server-capabilities';
import { readAuthUser } from '@/api/auth-storage';
import { startSession } from './auth';
import { db, wholeShop } from './db/database';

/**
 * Hybrid mode (`npm run dev:hybrid`): the dev server proxies /api to a real API
 * (VITE_API_PROXY_TARGET) and msw answers only the operations that server does not offer, from
 * the mock shop; every other call passes through to the server (msw's `passthrough()`). An
 * operation is mocked when VITE_MOCKED_OPERATIONS lists it (comma-separated names of
 * src/api/server-capabilities.ts; default none), or when the server answers a signed-in read of it
 * with its masked 401 (`"path":"/error"`: no such operation there; the read is asked of the server
 * first, and from then on of the mock). Dev server only: the production build has no msw at all
 * (`npm run check:prod-bundle`).
 */

/** A contract path as a URL path under /api: `/admin/users/{userId}` matches `/api/admin/users/7`. */
const urlPattern = (path: string) => new RegExp(`^/api${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Each optional operation's calls, every method, by URL path (src/api/server-capabilities.ts). */
const PATHS = Object.fromEntries(
  OPTIONAL_OPERATIONS.map((operation) => [
    operation,
    OPTIONAL_OPERATION_PATHS[operation].map(urlPattern),
  ]),
) as Record<OptionalOperation, RegExp[]>;

export function listedOperations(value: string | undefined): OptionalOperation[] {
  const names = (value ?? '').split(',').map((name) => name.trim());
  return OPTIONAL_OPERATIONS.filter((operation) => names.includes(operation));
}

const operationOf = (request: Request): OptionalOperation | null => {
  const path = new URL(request.url).pathname;
  return (
    OPTIONAL_OPERATIONS.find((operation) => PATHS[operation].some((url) => url.test(path))) ?? null
  );
};

// The mock's own session for whoever is signed in on the real server (the seed has the same
// `admin` and `user1`; anyone else answers as the mock's admin or user1 by role).
const tokens = new Map<string, string>();
function mockTokenFor(username: string, admin: boolean): string | null {
  const users = db().users;
  const user =
    users.find((u) => u.username === username) ??
    users.find((u) => u.username === (admin ? 'admin' : 'user1'));
  if (!user) return null;
  let token = tokens.get(user.username);
  if (!token || !db().sessions.some((s) => s.token === token)) {
    token = startSession(user).token;
    tokens.set(user.username, token);
  }
  return token;
}

/** The course server's answer for a path it has no mapping for (docs/product/real-server.md §11). */
async function isMaskedAnswer(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { path?: unknown } | null;
  return body?.path === '/error';
}

/**
 * The one handler of hybrid mode: a mocked operation is answered by the shared handlers as the
 * signed-in person's mock twin, marked with MOCK_DATA_HEADER (the screens show a "mock data"
 * badge); anything else goes to the server.
 */
export function hybridHandler(handlers: RequestHandler[], listed: readonly OptionalOperation[]) {
  return http.all(/^[a-z]+:\/\/[^/]+\/api\//, async ({ request }) => {
    const operation = operationOf(request);
    const learnt = operation ? serverOfferings.get()[operation] : undefined;
    const mocked =
      operation && (listed.includes(operation) || learnt === 'not-offered' || learnt === 'mocked');
    if (!operation) return passthrough();
    if (!mocked) {
      // Ask the server first; only its "no such operation" turns to the mock.
      if (request.method !== 'GET' || !readAuthUser()) return passthrough();
      const real = await fetch(bypass(request));
      if (!(await isMaskedAnswer(real))) return real;
    }
    await wholeShop();
    const person = readAuthUser();
    const token = person
      ? mockTokenFor(person.username, person.roles.includes('ROLE_ADMIN'))
      : null;
    const asTwin = new Request(request);
    if (token) asTwin.headers.set('Authorization', `Bearer ${token}`);
    const answer = await getResponse(handlers, asTwin);
    if (!answer) return passthrough();
    const headers = new Headers(answer.headers);
    headers.set(MOCK_DATA_HEADER, operation);
    return new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers,
    });
  });
}
