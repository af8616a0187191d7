import { buildSeed } from './seed';
import { splitShop, type LaterTables } from './split-shop';
import type { DbState } from './types';

/**
 * The shop every reset starts from: the default seed, drawn at its fixed moment (SEED_NOW).
 *
 * In Node (vitest's workers aside, see below; the standalone mock server, scripts) it is computed
 * here with faker. Vite replaces this module with the same shop as data
 * (build/vite-plugin-mock-shop.ts), computed once when the app is built or served: the page
 * loads a ready-made shop and carries no faker. tests/mocks/shop-snapshot.test.ts checks that
 * the data equals buildSeed().
 */
export function shopSnapshot(): DbState {
  return buildSeed();
}

/**
 * The same shop in two parts: the first at once, the later tables when they have arrived. In
 * the page they come in a chunk of their own, which the first page does not wait for.
 */
export function shopSnapshotInParts(): { first: DbState; later: () => Promise<LaterTables> } {
  const { first, later } = splitShop(buildSeed());
  return { first, later: () => Promise.resolve(later) };
}
