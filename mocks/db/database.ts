import { rebaseShop } from './rebase';
import { shopSnapshot, shopSnapshotInParts } from './shop-snapshot';
import type { DbState } from './types';

/** Where the browser keeps the mock shop between reloads (a new seed, a new key: v3 has reviews). */
export const DB_STORAGE_KEY = 'shop-mock-db:v3';

export interface Persistence {
  load(): DbState | null;
  save(state: DbState): void;
  clear(): void;
}

/** The shop a reset returns to, as drawn (dates relative to its `asOf`). */
let pristine: DbState | null = null;
let state: DbState | null = null;
let persistence: Persistence | null = null;
let version = 0;
/** Loads the later tables of a shop opened in parts; null when the shop is whole. */
let loadLater: (() => Promise<void>) | null = null;
const resetListeners: (() => void)[] = [];

/** Runs `listener` on every reset, for state kept beside the tables (the sign-in throttle). */
export function onReset(listener: () => void): void {
  resetListeners.push(listener);
}

/** Bumped on every write and reset, so derived caches (sorted catalogue) know when to rebuild. */
export const dataVersion = () => version;

/** A fresh copy of the pristine shop, its dates moved up to now (./rebase.ts). */
function seeded(): DbState {
  pristine ??= shopSnapshot();
  return rebaseShop(structuredClone(pristine), Date.now());
}

/**
 * The live tables. Handlers read and change them in place; every request that may write is saved
 * when it ends (`persisting`, applied to every handler by mocks/http.ts), so no handler saves by hand.
 */
export function db(): DbState {
  state ??= persistence?.load() ?? seeded();
  return state;
}

/** Whether the shop has been loaded or seeded yet (the first request builds it: `db`). */
export const shopBuilt = () => state !== null;

/** Whether a request of this method may write: every one but a read. */
const writes = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * Runs one request's work on the tables and, when the request may write (any method but GET and
 * HEAD), persists the tables once it is done, answered or failed. A read that creates a row (the
 * first read of a server cart) stays in memory and is saved with the next write.
 */
export async function persisting<T>(request: Request, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    if (writes(request.method)) commit();
  }
}

/**
 * Persists the tables (browser: localStorage; node: memory only) and tells the derived caches they
 * changed. Requests call it through `persisting`; only an edit made outside a request (a test
 * setting up its rows) calls it itself. A shop still waiting for its later tables is not stored: a
 * reload would keep it without them.
 */
export function commit(): void {
  version++;
  if (state && !loadLater) persistence?.save(state);
}

/**
 * The page's start: the shop kept in storage, else the seed in two parts. The first tables (the
 * catalogue) answer at once; the later ones (users, addresses, orders) come in a chunk of their
 * own when `wholeShop()` asks for them, so the storefront's first page does not wait for them.
 */
export function openShopInParts(): void {
  version++;
  state = persistence?.load() ?? null;
  loadLater = null;
  if (state) return;
  const { first, later } = shopSnapshotInParts();
  const drawnAt = first.asOf;
  const now = Date.now();
  const opened = rebaseShop(first, now);
  state = opened;
  let loading: Promise<void> | undefined;
  loadLater = () =>
    (loading ??= later().then((tables) => {
      // The same move as the first tables': every date keeps its age relative to the others.
      // Only the later tables: the first ones (the catalogue, the reviews) have moved already.
      const moved = rebaseShop(
        {
          ...opened,
          categories: [],
          products: [],
          reviews: [],
          sessions: [],
          ...tables,
          asOf: drawnAt,
        },
        now,
      );
      opened.users = moved.users;
      opened.addresses = moved.addresses;
      opened.orders = moved.orders;
      if (state === opened) loadLater = null;
      version++;
    }));
}

/** Resolves when every table is in: at once for a whole shop, else when the later ones came. */
export function wholeShop(): Promise<void> {
  return loadLater ? loadLater() : Promise.resolve();
}

/** Forgets the shop kept in storage; the next start opens the seed again (the page's reset). */
export function clearStoredShop(): void {
  persistence?.clear();
  loadLater = null;
  state = null;
  version++;
}

/**
 * Back to the seed: drops every write, session and upload. With `shop` (e.g. a bigger seed for a
 * benchmark), that shop is the one this and every later reset returns to.
 */
export function resetDatabase(shop?: DbState): DbState {
  if (shop) pristine = shop;
  persistence?.clear();
  loadLater = null;
  version++;
  state = seeded();
  for (const listener of resetListeners) listener();
  return state;
}

export function setPersistence(next: Persistence | null): void {
  persistence = next;
  version++;
  loadLater = null;
  state = null;
}

/** The next id of a table, as a database sequence would hand it out. */
export function nextId(table: keyof DbState['nextId']): number {
  const tables = db();
  const id = tables.nextId[table];
  tables.nextId[table] = id + 1;
  return id;
}

/** localStorage persistence; a corrupted or foreign value is dropped and the seed used instead. */
export const localStoragePersistence: Persistence = {
  load() {
    try {
      const raw = localStorage.getItem(DB_STORAGE_KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Partial<DbState>;
      const tables = [
        'categories',
        'products',
        'users',
        'addresses',
        'orders',
        'reviews',
        'carts',
        'sessions',
      ];
      if (!tables.every((t) => Array.isArray(parsed[t as keyof DbState]))) throw new Error('shape');
      return parsed as DbState;
    } catch {
      localStorage.removeItem(DB_STORAGE_KEY);
      return null;
    }
  },
  save(next) {
    try {
      localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Quota exceeded (large uploads): keep working in memory rather than failing the request.
    }
  },
  clear() {
    localStorage.removeItem(DB_STORAGE_KEY);
  },
};
