import { forgetUser } from './forget-user';
import { readAuthUser } from './auth-storage';
import { checkSessionWithServer, type SessionCheck } from './session-check';
import { belongsToCurrentSession, currentSessionGeneration } from './session-generation';

/**
 * What a 401 does. A 401 is not proof that the session is gone: the real Spring server answers
 * every error it does not handle itself (a too-short name at persist, a foreign-key failure, a
 * payment processor error, a wrong method...) with
 * `401 {"path":"/error","message":"Full authentication is required to access this resource"}`,
 * also for a signed-in user. So:
 *   - on POST /auth/signin or /auth/signup: forget the user as at a sign-out (auth, cart,
 *     checkout address and client secret, user caches), then go to /login (nobody is signed in
 *     after a refused sign-in);
 *   - on the session check GET /auth/user, whatever the body (the course server masks this one
 *     too): the cookie session expired; forget the user (the cart stays, see `forgetUser`) and
 *     let the caller decide where to go (a route guard, a query);
 *   - a 401 whose body says `"path":"/error"`: a failed request, reported where it happened;
 *     the session stays;
 *   - any other 401 for someone signed in: ask GET /auth/user once (one check shared by a burst
 *     of failures). Only a confirmed 401 there signs the person out (in the admin area, also to
 *     /login); a 200, or no answer, keeps the session and the 401 is a failed request;
 *   - a 401 with nobody signed in: the call needed a signed-in user; only a warning (in the admin
 *     area, to /login).
 *
 * Every 401 is read for the session that sent it (src/api/session-generation.ts): the client
 * hands on no answer of a person who has left, and a session check answers only the session
 * that asked it; a "gone" that comes back after the person changed signs nobody out.
 *
 * Every forgetting goes through `forgetUser` (src/api/forget-user.ts), the one way the
 * app forgets a user. Navigation, "session cleared" and the session check are hooks, so the app can plug in its
 * router and query cache (`setUnauthorizedHooks`) and tests can observe them.
 */

export const LOGIN_PATH = '/login';

export interface UnauthorizedRequest {
  method: string;
  /** The contract path, e.g. `/auth/signin` or `/admin/users/{userId}`. */
  schemaPath: string;
  url: string;
  /** The parsed answer body, when there was one (a masked failure says `path: "/error"`). */
  body?: unknown;
  /** The session generation the request was sent in (the current one when not given). */
  generation?: number;
}

export type UnauthorizedOutcome =
  | 'signed-out' // signin/signup: everything cleared, sent to /login
  | 'session-expired' // the session is confirmed gone: token and user cleared
  | 'admin-signed-out' // the same in the admin area, sent to /login
  | 'request-failed' // a masked server failure: the session stays
  | 'warned'; // nobody signed in: nothing cleared

export interface UnauthorizedHooks {
  navigate: (to: string) => void;
  /** Called after the user was forgotten (`forgetUser`), e.g. to re-run the route guards. */
  onSessionCleared: (outcome: Exclude<UnauthorizedOutcome, 'warned' | 'request-failed'>) => void;
  /** The browser's current path; read at the time of the 401. */
  currentPath: () => string;
  warn: (message: string, request: UnauthorizedRequest) => void;
  /** Asks the server whether the session is still there (GET /auth/user, outside the client). */
  checkSession: () => Promise<SessionCheck>;
}

const defaultHooks: UnauthorizedHooks = {
  navigate: (to) => globalThis.location?.assign(to),
  onSessionCleared: () => {},
  currentPath: () => globalThis.location?.pathname ?? '/',
  warn: (message, request) => console.warn(message, request.method, request.url),
  checkSession: checkSessionWithServer,
};

// The overrides in force, oldest first; the newest wins. Each one is removed by itself, so two
// apps (or tests) that unplug in another order than they plugged in leave no stale hook behind.
let overrides: Partial<UnauthorizedHooks>[] = [];
let hooks: UnauthorizedHooks = defaultHooks;

function setOverrides(next: Partial<UnauthorizedHooks>[]): void {
  overrides = next;
  hooks = Object.assign({}, defaultHooks, ...overrides);
}

/** Adds some hooks over the current ones; returns a function that takes exactly these away. */
export function setUnauthorizedHooks(next: Partial<UnauthorizedHooks>): () => void {
  const override = { ...next };
  setOverrides([...overrides, override]);
  return () => setOverrides(overrides.filter((entry) => entry !== override));
}

const CREDENTIAL_PATHS = new Set(['/auth/signin', '/auth/signup']);
const SESSION_CHECK_PATH = '/auth/user';
/** The path Spring forwards unhandled exceptions to; a 401 naming it is a masked failure. */
const ERROR_DISPATCH_PATH = '/error';

const isAdminArea = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** True when the 401's body is Spring's error dispatch, not a refused session. */
export function isMaskedFailureBody(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>).path === ERROR_DISPATCH_PATH
  );
}

function goToLogin(): void {
  if (hooks.currentPath() !== LOGIN_PATH) hooks.navigate(LOGIN_PATH);
}

// One session check serves every 401 of a burst: calls that fail together wait for the same
// answer, and no failing call can start a check of its own while one is under way. A burst is one
// session's: a call of the next person never joins a check the previous one started (its answer
// would be about the wrong cookie).
let pendingCheck: { generation: number; answer: Promise<SessionCheck> } | null = null;

function sharedSessionCheck(generation: number): Promise<SessionCheck> {
  if (pendingCheck?.generation !== generation) {
    const check = {
      generation,
      answer: hooks
        .checkSession()
        .catch((): SessionCheck => 'unknown')
        .finally(() => {
          // The calls of this burst already hold this promise; a later failure asks again.
          if (pendingCheck === check) pendingCheck = null;
        }),
    };
    pendingCheck = check;
  }
  return pendingCheck.answer;
}

/**
 * Whether GET /auth/user still answers 200, asked once for a burst (the same check as above):
 * what tells a missing operation from a failing one (src/api/server-capabilities.ts).
 */
export async function sessionStillHolds(
  generation: number = currentSessionGeneration(),
): Promise<boolean> {
  return (await sharedSessionCheck(generation)) === 'active';
}

function sessionGone(): UnauthorizedOutcome {
  forgetUser('session-expired');
  if (isAdminArea(hooks.currentPath())) {
    hooks.onSessionCleared('admin-signed-out');
    goToLogin();
    return 'admin-signed-out';
  }
  hooks.onSessionCleared('session-expired');
  return 'session-expired';
}

/** The default 401 handler of the API client. */
export async function handleUnauthorized(
  request: UnauthorizedRequest,
): Promise<UnauthorizedOutcome> {
  const method = request.method.toUpperCase();
  if (method === 'POST' && CREDENTIAL_PATHS.has(request.schemaPath)) {
    forgetUser('signed-out');
    hooks.onSessionCleared('signed-out');
    goToLogin();
    return 'signed-out';
  }
  // Any 401 of the session check itself: the public course server answers a signed-out
  // GET /auth/user with the masked body too (it reads a principal that is not there).
  if (method === 'GET' && request.schemaPath === SESSION_CHECK_PATH) {
    forgetUser('session-expired');
    hooks.onSessionCleared('session-expired');
    return 'session-expired';
  }
  if (isMaskedFailureBody(request.body)) return 'request-failed';
  if (!readAuthUser()) {
    if (isAdminArea(hooks.currentPath())) {
      hooks.onSessionCleared('admin-signed-out');
      goToLogin();
      return 'admin-signed-out';
    }
    hooks.warn('401 Unauthorized: the request needs a signed-in user', request);
    return 'warned';
  }
  const generation = request.generation ?? currentSessionGeneration();
  const check = await sharedSessionCheck(generation);
  if (generation !== currentSessionGeneration()) {
    // Another failure of the burst already ended this session: the same end, nothing more to do.
    // Any other change (a sign-out, a sign-in, another tab) means this answer is somebody else's:
    // whatever the check said, it is not about the person signed in now.
    return belongsToCurrentSession(generation) ? 'session-expired' : 'request-failed';
  }
  if (check === 'gone') return readAuthUser() ? sessionGone() : 'session-expired';
  return 'request-failed';
}
