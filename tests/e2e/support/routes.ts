import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FileRoutesByTo } from '@/routeTree.gen';
import { expect } from './mock-backend';

/**
 * The app's routes as the router knows them, and one concrete visit of each: the sweeps of
 * tests/e2e/quality/ (page identity, strict CSP, accessibility, keyboard, fault tolerance) open
 * every one of them, and fail when the route tree has a route they do not cover.
 */

const ROUTE_TREE = fileURLToPath(new URL('../../../src/routeTree.gen.ts', import.meta.url));

/**
 * The paths of the generated route tree (`FileRoutesByTo`: what a link can point at, layout
 * routes left out), parametrised ones with their `$param`s, e.g. '/profile/orders/$orderId'.
 */
export function routeTreePaths(source = readFileSync(ROUTE_TREE, 'utf8')): string[] {
  const block = /export interface FileRoutesByTo \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!block) throw new Error(`No FileRoutesByTo in ${ROUTE_TREE}: has the generator changed?`);
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
}

/**
 * A path of the generated route tree. A sweep keeps its per-route details in a
 * `Record<RoutePath, …>`, so the type check already asks for an entry for every route, and
 * checks it again at run time with routeCoverage() (the tree is read from the file then).
 */
export type RoutePath = keyof FileRoutesByTo;

/**
 * How a sweep's entries (keyed by route path) compare with the route tree: the routes without
 * an entry, and the entries of routes no longer in the tree. A sweep fails unless both are empty.
 */
export function routeCoverage(covered: Iterable<string>) {
  const tree = routeTreePaths();
  const entries = [...covered];
  return {
    tree,
    missing: tree.filter((route) => !entries.includes(route)),
    stale: entries.filter((route) => !tree.includes(route)),
  };
}

/**
 * The assertion each sweep makes about its map of routes (`what`, e.g. 'SCREENS'): every route of
 * the tree has an entry, no entry is left for a route that is gone, and every route has an example.
 */
export function expectCoversRouteTree(what: string, covered: Iterable<string>): void {
  const { tree, missing, stale } = routeCoverage(covered);
  expect(tree.length, 'routes read from src/routeTree.gen.ts').toBeGreaterThan(10);
  expect(missing, `routes of the tree without an entry in ${what}`).toEqual([]);
  expect(stale, `entries in ${what} for routes no longer in the tree`).toEqual([]);
  expect(
    routeCoverage(ROUTE_EXAMPLES.map((example) => example.route)).missing,
    'routes without an example in tests/e2e/support/routes.ts',
  ).toEqual([]);
}

export type Who = 'guest' | 'user' | 'admin';

/** Who opens a page, in a test's title. */
export const WHO_NAMES: Record<Who, string> = {
  guest: 'a visitor',
  user: 'a shopper',
  admin: 'the administrator',
};

export interface RouteExample {
  /** The route, as in routeTreePaths(). */
  route: string;
  /** A concrete address of it: its `$param`s filled in with an example. */
  url: string;
  /** Who opens it: a visitor, user1, or the administrator. */
  as: Who;
  /** The document title it must have. */
  title: string;
  /** The document language. */
  lang: 'en' | 'zh-CN';
  /** A public storefront page: it has a description of its own. */
  public?: true;
}

const shop = (page: string) => `${page} · Shop`;
const backOffice = (page: string) => `${page} · 后台`;

/** One visit per route of the tree; add one here with every new route. */
export const ROUTE_EXAMPLES: readonly RouteExample[] = [
  { route: '/', url: '/', as: 'guest', title: shop('Home'), lang: 'en', public: true },
  {
    route: '/products',
    url: '/products',
    as: 'guest',
    title: shop('Products'),
    lang: 'en',
    public: true,
  },
  {
    // Product 1 of the seeded mock shop.
    route: '/products/$productId',
    url: '/products/1',
    as: 'guest',
    title: shop('Pocket Cotton T-Shirt, Red'),
    lang: 'en',
    public: true,
  },
  {
    route: '/about',
    url: '/about',
    as: 'guest',
    title: shop('About us'),
    lang: 'en',
    public: true,
  },
  {
    route: '/contact',
    url: '/contact',
    as: 'guest',
    title: shop('Contact us'),
    lang: 'en',
    public: true,
  },
  { route: '/cart', url: '/cart', as: 'guest', title: shop('Cart (0)'), lang: 'en', public: true },
  {
    // A visitor's list: the products kept on this device.
    route: '/wishlist',
    url: '/wishlist',
    as: 'guest',
    title: shop('Wishlist'),
    lang: 'en',
    public: true,
  },
  { route: '/login', url: '/login', as: 'guest', title: shop('Log in'), lang: 'en', public: true },
  {
    route: '/register',
    url: '/register',
    as: 'guest',
    title: shop('Register'),
    lang: 'en',
    public: true,
  },
  { route: '/checkout', url: '/checkout', as: 'user', title: shop('Checkout'), lang: 'en' },
  {
    // Opened without a payment: no order was placed, and the title says so.
    route: '/order-confirmation',
    url: '/order-confirmation',
    as: 'user',
    title: shop('Order not placed'),
    lang: 'en',
  },
  { route: '/profile', url: '/profile', as: 'user', title: shop('My profile'), lang: 'en' },
  {
    route: '/profile/orders',
    url: '/profile/orders',
    as: 'user',
    title: shop('My orders'),
    lang: 'en',
  },
  {
    // One of user1's orders in the seeded mock shop.
    route: '/profile/orders/$orderId',
    url: '/profile/orders/23',
    as: 'user',
    title: shop('Order #23'),
    lang: 'en',
  },
  { route: '/admin', url: '/admin', as: 'admin', title: backOffice('仪表盘'), lang: 'zh-CN' },
  {
    route: '/admin/users',
    url: '/admin/users',
    as: 'admin',
    title: backOffice('用户管理'),
    lang: 'zh-CN',
  },
  {
    route: '/admin/products',
    url: '/admin/products',
    as: 'admin',
    title: backOffice('商品管理'),
    lang: 'zh-CN',
  },
  {
    route: '/admin/categories',
    url: '/admin/categories',
    as: 'admin',
    title: backOffice('分类管理'),
    lang: 'zh-CN',
  },
  {
    route: '/admin/orders',
    url: '/admin/orders',
    as: 'admin',
    title: backOffice('订单管理'),
    lang: 'zh-CN',
  },
  {
    route: '/admin/reviews',
    // The pending reviews: rows with both decisions enabled.
    url: '/admin/reviews?status=pending',
    as: 'admin',
    title: backOffice('评价管理'),
    lang: 'zh-CN',
  },
  {
    route: '/admin/analytics',
    url: '/admin/analytics',
    as: 'admin',
    title: backOffice('数据分析'),
    lang: 'zh-CN',
  },
  {
    route: '/admin/settings',
    url: '/admin/settings',
    as: 'admin',
    title: backOffice('系统设置'),
    lang: 'zh-CN',
  },
];
