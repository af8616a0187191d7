import { useSyncExternalStore } from 'react';
import { createExternalStore } from '@/lib/external-store';
import { registerUserData } from './forget-user';
import type { paths } from './schema.gen';

/**
 * What the server this app talks to offers, of the operations a shop's server may lack. The
 * public "course" server the shop grew from has no statistics, no admin order or user management,
 * no shopper order list and no reviews (docs/product/real-server.md, "The course server"); the product's own
 * backend has them. The app cannot tell the two apart by asking, only by what they answer:
 *
 * - a read (GET) of one of these operations answered with the masked 401 (`"path":"/error"`)
 *   while GET /auth/user still answers 200: **not offered** (Spring found no mapping);
 * - any success of such a read: **offered** (a later deploy may add what was missing);
 * - anything else (no answer, a 5xx, a timeout, a plain 401, a write refused) changes nothing:
 *   a real failure is never taken for a missing operation.
 *
 * Kept in memory until the user is forgotten (a sign-out) or the page reloads, read by the back office's Settings
 * and the mock control panel.
 */
export type OptionalOperation =
  'statistics' | 'adminOrders' | 'adminUsers' | 'ownOrders' | 'reviews';

/** In the order Settings lists them. */
export const OPTIONAL_OPERATIONS: readonly OptionalOperation[] = [
  'statistics',
  'adminOrders',
  'adminUsers',
  'ownOrders',
  'reviews',
];

/**
 * Each optional operation's contract paths, every method (the one list: the app reads it for its
 * reads, hybrid mode's mock for what it answers, mocks/hybrid.ts). Typed as the contract's
 * paths, so a path the contract does not have fails the compiler.
 */
export const OPTIONAL_OPERATION_PATHS: Readonly<
  Record<OptionalOperation, readonly (keyof paths)[]>
> = {
  statistics: [
    '/admin/statistics',
    '/admin/statistics/sales',
    '/admin/statistics/users',
    '/admin/statistics/products',
  ],
  adminOrders: ['/admin/orders', '/admin/orders/{orderId}/status'],
  adminUsers: ['/admin/users', '/admin/users/{userId}'],
  ownOrders: ['/orders/users'],
  // The reviews extension, built ahead of the backend (docs/contract-changes.md): the shop's
  // own backend may not have it yet, the course server never will.
  reviews: [
    '/public/products/{productId}/reviews',
    '/products/{productId}/reviews',
    '/products/{productId}/reviews/mine',
    '/reviews/{reviewId}',
    '/admin/reviews',
    '/admin/reviews/{reviewId}/status',
  ],
};

/**
 * `mocked`: answered by the in-browser mock in hybrid mode (`npm run dev:hybrid`, mocks/hybrid.ts),
 * which marks such answers with MOCK_DATA_HEADER; the screens show a "mock data" badge.
 */
export type Offering = 'offered' | 'not-offered' | 'mocked';

/** The header hybrid mode's mock puts on its answers (never sent by a server). */
export const MOCK_DATA_HEADER = 'x-mock-data';
export type ServerOfferings = Partial<Record<OptionalOperation, Offering>>;

const store = createExternalStore<ServerOfferings>({});
// Learnt for a signed-in session: the next person (another role) learns it again.
registerUserData('server-offerings', () => store.set({}));

/** The optional operation a read belongs to; null for a write or any other operation. */
export function optionalReadOf(method: string, schemaPath: string): OptionalOperation | null {
  if (method.toUpperCase() !== 'GET') return null;
  return (
    OPTIONAL_OPERATIONS.find((operation) =>
      (OPTIONAL_OPERATION_PATHS[operation] as readonly string[]).includes(schemaPath),
    ) ?? null
  );
}

/** Records what a read of an optional operation showed (no change, no re-render). */
export function noteOffering(operation: OptionalOperation, offering: Offering): void {
  const known = store.get();
  if (known[operation] !== offering) store.set({ ...known, [operation]: offering });
}

/** What is known so far, for code outside React (the mock control panel) and the hook below. */
export const serverOfferings = { get: store.get, subscribe: store.subscribe };

/** What is known so far, re-rendering when it changes. */
export const useServerOfferings = (): ServerOfferings =>
  useSyncExternalStore(serverOfferings.subscribe, serverOfferings.get, serverOfferings.get);

/** The operations found missing, in OPTIONAL_OPERATIONS' order. */
export const notOffered = (known: ServerOfferings): OptionalOperation[] =>
  OPTIONAL_OPERATIONS.filter((operation) => known[operation] === 'not-offered');
