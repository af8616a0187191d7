import { db } from './db/database';
import type { Role, UserRow } from './db/types';
import { SESSION_COOKIE } from '@/api/session-cookie';
import { forbidden, unauthorized } from './responses';

/**
 * Paths the real server's security chain lets through without a session; `apiPath` is the path
 * after the API base (`/public/products`, not `/api/public/products`).
 */
export const isPublicApiPath = (apiPath: string) => /^\/(public|auth|images)\//.test(apiPath);
const MAX_AGE_SECONDS = 86_400;

/** A JWT-looking token; the mock keeps sessions server-side so sign-out and a data reset end them. */
function newToken(user: UserRow): string {
  // base64url of the UTF-8 bytes, as a JWT has it: btoa alone takes only Latin-1 and threw on a
  // username such as "用户" (a crash at sign-in, hidden behind quirks mode's masked 401).
  const b64 = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: user.username, iat: Date.now() })}.${random}`;
}

export function startSession(user: UserRow): { token: string; cookie: string } {
  const token = newToken(user);
  const tables = db();
  const now = Date.now();
  tables.sessions = tables.sessions.filter((s) => s.expiresAt > now);
  tables.sessions.push({ token, userId: user.id, expiresAt: now + MAX_AGE_SECONDS * 1000 });
  // No HttpOnly: in the browser msw can only hand cookies to the page through document.cookie.
  return {
    token,
    cookie: `${SESSION_COOKIE}=${token}; Path=/api; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`,
  };
}

export const clearedCookie = `${SESSION_COOKIE}=; Path=/api; Max-Age=0; SameSite=Lax`;

function tokenOf(request: Request, cookies: Record<string, string>): string | null {
  const header = request.headers.get('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  return cookies[SESSION_COOKIE] || null;
}

export function endSession(request: Request, cookies: Record<string, string>): void {
  const token = tokenOf(request, cookies);
  if (!token) return;
  const tables = db();
  tables.sessions = tables.sessions.filter((s) => s.token !== token);
}

export function currentUser(request: Request, cookies: Record<string, string>): UserRow | null {
  const token = tokenOf(request, cookies);
  if (!token) return null;
  const session = db().sessions.find((s) => s.token === token && s.expiresAt > Date.now());
  if (!session) return null;
  const user = db().users.find((u) => u.id === session.userId);
  return user?.active ? user : null;
}

type Credentials = { request: Request; cookies: Record<string, string> };

/**
 * A resolver that runs for a signed-in user only and is handed that user (`info.user`); anyone
 * else gets the real server's 401 with the called path.
 */
export function withAuth<I extends Credentials, R>(resolver: (info: I & { user: UserRow }) => R) {
  return (info: I): R | Response => {
    const user = currentUser(info.request, info.cookies);
    return user ? resolver({ ...info, user }) : unauthorized(info.request);
  };
}

/** withAuth for one role: 401 when signed out, 403 (no body) for a user without the role. */
export function withRole<I extends Credentials, R>(
  role: Role,
  resolver: (info: I & { user: UserRow }) => R,
) {
  return withAuth<I, R | Response>((info) =>
    info.user.roles.includes(role) ? resolver(info) : forbidden(),
  );
}
