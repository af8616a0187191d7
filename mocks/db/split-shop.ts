import type { DbState } from './types';

/**
 * The tables the storefront's first page does not read: the in-browser mock answers the
 * catalogue before they have arrived (./database.ts, `openShopInParts`).
 */
export type LaterTables = Pick<DbState, 'users' | 'addresses' | 'orders'>;

/** The shop split where the first page needs it: everything but LaterTables, and those. */
export function splitShop(shop: DbState): { first: DbState; later: LaterTables } {
  const { users, addresses, orders, ...rest } = shop;
  return {
    first: { ...rest, users: [], addresses: [], orders: [] },
    later: { users, addresses, orders },
  };
}
