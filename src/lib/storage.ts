import * as z from 'zod/mini';
import type { components } from '../api/schema.gen';
import { AUTH_TOKEN_KEYS, AUTH_USER_KEYS, STORAGE_KEYS, type StorageKey } from './storage-keys';

/**
 * Typed, crash-proof access to localStorage.
 *
 * Stored values outlive releases and can be edited by hand, so every read is validated: a value
 * that is not JSON or has a foreign shape is removed and read as null. Storage itself may throw
 * (disabled cookies, Safari private mode, quota): every access is guarded and degrades to
 * "nothing stored" instead of crashing the app.
 */

type CurrentUser = components['schemas']['CurrentUser'];
type Role = components['schemas']['Role'];

const ROLES = ['ROLE_USER', 'ROLE_SELLER', 'ROLE_ADMIN'] as const satisfies readonly Role[];
const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/**
 * The stored user: what sign-in answered, minus the token. Extra fields (older builds stored the
 * whole sign-in answer) are dropped; unknown role names are ignored rather than voiding the user.
 */
export const storedUserSchema = z.object({
  id: z.int(),
  username: z.string().check(z.minLength(1)),
  email: z.catch(z.optional(z.string()), undefined),
  roles: z.pipe(
    z.array(z.string()),
    z.transform((roles) => roles.filter(isRole)),
  ),
}) satisfies z.ZodMiniType<CurrentUser, unknown>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // reading the property itself throws when storage is disabled
  }
}

/** The raw stored text, or null when absent or when storage is unavailable. */
export function readRaw(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Removes the keys; never throws. */
export function remove(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      storage()?.removeItem(key);
    } catch {
      // nothing to do: an unusable storage holds nothing we could read back
    }
  }
}

/** Stores the value as JSON. Returns false when storage refused it (quota, disabled). */
export function write(key: StorageKey, value: unknown): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Reads and validates a JSON value. Corrupted or foreign-shaped values are removed. */
export function read<T>(key: StorageKey, schema: z.core.$ZodType<T, unknown>): T | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    remove(key);
    return null;
  }
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) {
    remove(key);
    return null;
  }
  return parsed.data;
}

/**
 * Reads a string stored either as JSON (`"abc"`) or as plain text (`abc`): the token and the
 * client secret have been written both ways. A stored non-string is foreign and removed.
 */
export function readString(key: StorageKey): string | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // plain text: keep it as it is
  }
  if (typeof value === 'string' && value.trim()) return value.trim();
  remove(key);
  return null;
}

/** The first key of the list that holds a valid value. */
function readFirst<T>(
  keys: readonly StorageKey[],
  readOne: (key: StorageKey) => T | null,
): T | null {
  for (const key of keys) {
    const value = readOne(key);
    if (value !== null) return value;
  }
  return null;
}

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

export function clearCartStorage(): void {
  remove(STORAGE_KEYS.cartItems);
}

/** The selected checkout address, the payment intent's client secret and the placed orders. */
export function clearCheckoutStorage(): void {
  remove(
    STORAGE_KEYS.checkoutAddress,
    STORAGE_KEYS.clientSecret,
    STORAGE_KEYS.clientSecretFor,
    STORAGE_KEYS.placedOrders,
  );
}
