/**
 * The fault sweep's screens that show the same whatever the server does (no data of their own, or
 * data kept in the browser). The browser sweep (tests/e2e/quality/fault-tolerance.spec.ts) visits
 * each under server-error only: a prerendered page hydrating while every call fails, with real
 * navigation. The other four scenarios run in vitest with the real router and the mock handlers
 * (tests/app/static-screens-under-faults.test.tsx), which checks that it covers exactly these.
 * Plain data: both runners import it.
 */
export const STATIC_SCREEN_PATHS = [
  '/about',
  '/contact',
  '/login',
  '/register',
  '/cart',
  '/wishlist',
  '/order-confirmation',
  '/no-such-page',
  '/admin/settings',
] as const;

/** The scenario the browser keeps for them. */
export const STATIC_SCREEN_BROWSER_SCENARIO = 'server-error' as const;
