import * as z from 'zod/mini';
import type { components } from './schema.gen';
import { onFirstUse } from '@/lib/on-first-use';
import { read, readFirst, readString, remove, write } from '@/lib/storage';
import { AUTH_TOKEN_KEYS, AUTH_USER_KEYS, STORAGE_KEYS, type StorageKey } from '@/lib/storage-keys';

/**
 * Who is signed in, as this page keeps it: the stored user (validated on every read, like all
 * of src/lib/storage.ts) and, in bearer mode only, the token in memory. The API client reads
 * them for its calls and its 401 handling, so they live beside it.
 */

type CurrentUser = components['schemas']['CurrentUser'];
type Role = components['schemas']['Role'];

const ROLES = ['ROLE_USER', 'ROLE_SELLER', 'ROLE_ADMIN'] as const satisfies readonly Role[];
const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/**
 * The stored user: what sign-in answered, minus the token. Extra fields (older builds stored the
 * whole sign-in answer) are dropped; unknown role names are ignored rather than voiding the user.
 */
const storedUserSchema = onFirstUse(
  () =>
    z.object({
      id: z.int(),
      username: z.string().check(z.minLength(1)),
      email: z.catch(z.optional(z.string()), undefined),
      roles: z.pipe(
        z.array(z.string()),
        z.transform((roles) => roles.filter(isRole)),
      ),
    }) satisfies z.ZodMiniType<CurrentUser, unknown>,
);

/** token68 (RFC 7235): the characters of a bearer token, a JWT's included. */
const TOKEN_68 = /^[A-Za-z0-9\-._~+/]+=*$/;
// Far above any JWT of this shop; a longer value is not a token and no server takes such a header.
const MAX_TOKEN_LENGTH = 8192;

/**
 * The bearer token in a stored value: the value itself, or the cookie's value when it is the real
 * server's whole Set-Cookie string (`springBootEcom=<jwt>; Path=/api; ...`). Null when there is
 * none or when it is not a token: an `Authorization` header could not carry it.
 */
export function tokenFromStored(stored: string | null | undefined): string | null {
  const value = stored?.trim();
  if (!value || value.length > MAX_TOKEN_LENGTH) return null;
  const cookie = /^[^=;\s]+=([^;]*)/.exec(value);
  const token = (cookie ? cookie[1] : value)?.trim().replace(/^Bearer\s+/i, '');
  return token && TOKEN_68.test(token) ? token : null;
}

/**
 * The bearer token. With the cookie session (the real server's `springBootEcom`), no token is
 * kept at all: every call sends the cookie (credentials: 'include'). A deploy whose server wants
 * `Authorization: Bearer` sets VITE_AUTH_BEARER=true: the token is then kept in this page's
 * memory only (lost on reload, where the cookie restores the session). It is never written to
 * web storage, where any script of the page could read it; values older builds stored under
 * `authToken` / `token` are read once (and adopted in bearer mode) and removed.
 */
export const AUTH_BEARER_ENABLED: boolean = import.meta.env.VITE_AUTH_BEARER === 'true';

let bearerMode = AUTH_BEARER_ENABLED;
let memoryToken: string | null = null;

/**
 * Switches the bearer mode; returns the previous one. A build reads it once from the environment:
 * this is the tests' way to try both modes in one run (`@internal`: knip's production mode does
 * not ask for a production user).
 * @internal
 */
export function setBearerMode(on: boolean): boolean {
  const previous = bearerMode;
  bearerMode = on;
  if (!on) memoryToken = null;
  return previous;
}

/** A stored token that holds no usable token is foreign: it is removed. */
function readToken(key: StorageKey): string | null {
  const value = readString(key);
  if (value === null || tokenFromStored(value)) return value;
  remove(key);
  return null;
}

/** Takes a token an older build left in storage out of it (into memory in bearer mode). */
function takeLegacyStoredToken(): void {
  const stored = readFirst(AUTH_TOKEN_KEYS, readToken);
  if (stored === null) return;
  remove(...AUTH_TOKEN_KEYS);
  if (bearerMode && memoryToken === null) memoryToken = stored;
}

/** The bearer token of this page (maybe a whole Set-Cookie string), or null in cookie mode. */
export function readAuthToken(): string | null {
  takeLegacyStoredToken();
  return bearerMode ? memoryToken : null;
}

/** Keeps the sign-in's token in memory in bearer mode; otherwise drops it. Never in storage. */
export function rememberAuthToken(token: string | null | undefined): void {
  memoryToken = bearerMode && token ? token : null;
}

/** Forgets the token of this page (memory) and any token an older build stored. */
export function forgetAuthToken(): void {
  memoryToken = null;
  remove(...AUTH_TOKEN_KEYS);
}

/** The stored signed-in user, from either spelling. */
export function readAuthUser(): CurrentUser | null {
  return readFirst(AUTH_USER_KEYS, (key) => read(key, storedUserSchema));
}

export function writeAuthUser(user: CurrentUser): boolean {
  const { id, username, email, roles } = user; // never persist extra fields such as jwtToken
  return write(STORAGE_KEYS.authUser, { id, username, email, roles });
}

/** Token (memory, and both stored spellings) and user, both spellings. */
export function clearAuthStorage(): void {
  forgetAuthToken();
  remove(...AUTH_USER_KEYS);
}
