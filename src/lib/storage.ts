import * as z from 'zod/mini';
import { STORAGE_KEYS, type StorageKey } from './storage-keys';

/**
 * Typed, crash-proof access to localStorage.
 *
 * Stored values outlive releases and can be edited by hand, so every read is validated: a value
 * that is not JSON or has a foreign shape is removed and read as null. Storage itself may throw
 * (disabled cookies, Safari private mode, quota): every access is guarded and degrades to
 * "nothing stored" instead of crashing the app.
 */

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

/** A schema, or one built on its first use (on-first-use.ts): only a stored value needs it. */
type SchemaSource<T> = z.core.$ZodType<T, unknown> | (() => z.core.$ZodType<T, unknown>);

/** Reads and validates a JSON value. Corrupted or foreign-shaped values are removed. */
export function read<T>(key: StorageKey, schema: SchemaSource<T>): T | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    remove(key);
    return null;
  }
  const parsed = z.safeParse(typeof schema === 'function' ? schema() : schema, json);
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
export function readFirst<T>(
  keys: readonly StorageKey[],
  readOne: (key: StorageKey) => T | null,
): T | null {
  for (const key of keys) {
    const value = readOne(key);
    if (value !== null) return value;
  }
  return null;
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
