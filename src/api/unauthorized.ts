import { clearAllShopStorage, clearAuthStorage } from '../lib/storage';

/**
 * What a 401 does (spec section 8, both readings apply):
 *   - on POST /auth/signin or /auth/signup: clear auth, cart, checkout address and client
 *     secret, then go to /login;
 *   - on the session check GET /auth/user: the cookie session expired; clear token and user and
 *     let the caller decide where to go (a route guard, a query);
 *   - on any other call while in the admin area (/admin...): clear token and user, go to /login;
 *   - anywhere else (the storefront): only log a warning, keep everything.
 *
 * Navigation and "session cleared" are hooks, so the app can plug in its router and query
 * cache (`setUnauthorizedHooks`) and tests can observe them.
 */

export const LOGIN_PATH = '/login';

export interface UnauthorizedRequest {
  method: string;
  /** The contract path, e.g. `/auth/signin` or `/admin/users/{userId}`. */
  schemaPath: string;
  url: string;
}

export type UnauthorizedOutcome =
  | 'signed-out' // signin/signup: everything cleared, sent to /login
  | 'session-expired' // GET /auth/user: token and user cleared, no navigation
  | 'admin-signed-out' // admin area: token and user cleared, sent to /login
  | 'warned'; // storefront: nothing cleared

export interface UnauthorizedHooks {
  navigate: (to: string) => void;
  /** Called after stored auth was cleared, e.g. to reset the session query. */
  onSessionCleared: (outcome: Exclude<UnauthorizedOutcome, 'warned'>) => void;
  /** The browser's current path; read at the time of the 401. */
  currentPath: () => string;
  warn: (message: string, request: UnauthorizedRequest) => void;
}

const defaultHooks: UnauthorizedHooks = {
  navigate: (to) => globalThis.location?.assign(to),
  onSessionCleared: () => {},
  currentPath: () => globalThis.location?.pathname ?? '/',
  warn: (message, request) => console.warn(message, request.method, request.url),
};

let hooks: UnauthorizedHooks = defaultHooks;

/** Replaces some hooks; returns a function that restores the previous ones. */
export function setUnauthorizedHooks(next: Partial<UnauthorizedHooks>): () => void {
  const previous = hooks;
  hooks = { ...hooks, ...next };
  return () => {
    hooks = previous;
  };
}

export function resetUnauthorizedHooks(): void {
  hooks = defaultHooks;
}

const CREDENTIAL_PATHS = new Set(['/auth/signin', '/auth/signup']);
const SESSION_CHECK_PATH = '/auth/user';

const isAdminArea = (path: string) => path === '/admin' || path.startsWith('/admin/');

function goToLogin(): void {
  if (hooks.currentPath() !== LOGIN_PATH) hooks.navigate(LOGIN_PATH);
}

/** The default 401 handler of the API client. */
export function handleUnauthorized(request: UnauthorizedRequest): UnauthorizedOutcome {
  const method = request.method.toUpperCase();
  if (method === 'POST' && CREDENTIAL_PATHS.has(request.schemaPath)) {
    clearAllShopStorage();
    hooks.onSessionCleared('signed-out');
    goToLogin();
    return 'signed-out';
  }
  if (method === 'GET' && request.schemaPath === SESSION_CHECK_PATH) {
    clearAuthStorage();
    hooks.onSessionCleared('session-expired');
    return 'session-expired';
  }
  if (isAdminArea(hooks.currentPath())) {
    clearAuthStorage();
    hooks.onSessionCleared('admin-signed-out');
    goToLogin();
    return 'admin-signed-out';
  }
  hooks.warn('401 Unauthorized: the request needs a signed-in user', request);
  return 'warned';
}
