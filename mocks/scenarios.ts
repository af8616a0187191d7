import { delay, http as untyped, HttpResponse, type HttpHandler } from 'msw';
import { withAuth, withRole } from './auth';
import { queryProducts } from './db/catalogue';
import { db } from './db/database';
import {
  soldQuantities,
  toAddressAlt,
  toAddressDto,
  toCategoryAlt,
  toCategoryDto,
  toOrderAlt,
  toOrderDto,
  toProductAlt,
  toProductDto,
} from './db/serializers';
import { http } from './http';
import { badRequest, forbidden, serverError, unauthorized } from './responses';
import { readListQuery } from './handlers/query';
import { allUsersAsArray } from './quirks/admin-lists';
import { courseServer, courseServerHandlers } from './quirks/course-server';

/**
 * Named failure sets, layered over the happy-path handlers (`worker.use` / `server.use`), never
 * `if` branches inside them. Switch them in the running app with `?mock-scenario=<name>` or the
 * mock panel, in tests with `useScenario`, and on the HTTP server (started with `--control`)
 * with `POST /__mock/scenario?name=`.
 */

// Every API call: a path that starts with /api/ on any origin. Not the glob '*/api/*', whose
// leading * also spans path segments: in `npm run dev` it caught source modules such as
// /src/features/addresses/api/get-addresses.ts, and a failure scenario broke the page itself.
const everyCall = /^[a-z]+:\/\/[^/]+\/api\//;
// Calls that never need a session: the real server answers them without one, even with a stale
// cookie, so the unauthorized scenario leaves them alone.
const isPublicCall = (request: Request) =>
  /\/api\/(auth\/(signin|signup|signout)|images\/|public\/)/.test(new URL(request.url).pathname) &&
  !(request.method !== 'GET' && /\/api\/public\/categories/.test(new URL(request.url).pathname));
/**
 * Every call answers normally after `ms` (the slow scenario's handler; unit tests that need
 * late answers but not a phone's 1.5 s take a shorter one: `useSlowAnswers` in ./node.ts).
 */
export const answerAfter = (ms: number): HttpHandler =>
  untyped.all(everyCall, async () => {
    await delay(ms);
    // Nothing returned: the request falls through to the normal handler.
  });
/** A page of a list with nothing on it, as the server answers an empty one. */
export const emptyPage = (pageSize: number | null | undefined) => ({
  content: [],
  pageNumber: 0,
  pageSize: pageSize ?? 50,
  totalElements: 0,
  totalPages: 0,
  lastPage: true,
});

/** A 200 that says JSON but is not: a body truncated in the middle of a string. */
const TRUNCATED_JSON = '{"content":[{"productId":1,"productName":"Trunc';
const malformedJson = () =>
  new HttpResponse(TRUNCATED_JSON, {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

export const scenarios = {
  unauthorized: {
    label: 'Unauthorized (401)',
    description: 'Every call that needs a session answers 401, as after an expired session.',
    handlers: [
      untyped.all(everyCall, ({ request }) =>
        isPublicCall(request) ? undefined : unauthorized(request),
      ),
    ],
  },
  forbidden: {
    label: 'Forbidden (403)',
    description: 'Every back-office call answers 403 with no body.',
    handlers: [
      untyped.all('*/api/admin/*', () => forbidden()),
      untyped.post('*/api/public/categories', () => forbidden()),
      untyped.put('*/api/public/categories/*', () => forbidden()),
      untyped.put('*/api/products/*', () => forbidden()),
    ],
  },
  'server-error': {
    label: 'Server error (500)',
    description: "Every call answers 500 with Spring's error body.",
    handlers: [untyped.all(everyCall, ({ request }) => serverError(request))],
  },
  'network-error': {
    label: 'Network error',
    description: 'Every call fails as if the server could not be reached.',
    handlers: [untyped.all(everyCall, () => HttpResponse.error())],
  },
  'malformed-json': {
    label: 'Malformed JSON',
    description:
      'Every call answers 200 with a JSON content type and a body cut off half-way, as from a broken proxy.',
    handlers: [untyped.all(everyCall, () => malformedJson())],
  },
  slow: {
    label: 'Slow (1.5 s)',
    description: 'Every call answers normally after 1.5 seconds.',
    handlers: [answerAfter(1500)],
  },
  empty: {
    label: 'Empty shop',
    description: 'No products, no categories (the real 400 quirk), no orders.',
    handlers: [
      http.get('/public/products', ({ request }) =>
        HttpResponse.json(emptyPage(readListQuery(request)?.pageSize)),
      ),
      http.get('/public/products/keyword/{keyword}', ({ request }) =>
        HttpResponse.json(emptyPage(readListQuery(request)?.pageSize), { status: 302 }),
      ),
      http.get('/public/categories', () => badRequest('No category created till now.')),
      http.get(
        '/orders/users',
        withAuth(() => HttpResponse.json([])),
      ),
      http.get(
        '/admin/orders',
        withRole('ROLE_ADMIN', ({ request }) =>
          HttpResponse.json(emptyPage(readListQuery(request)?.pageSize)),
        ),
      ),
      http.get(
        '/admin/statistics',
        withRole('ROLE_ADMIN', () =>
          HttpResponse.json({
            totalUsers: db().users.length,
            totalProducts: 0,
            totalOrders: 0,
            totalRevenue: 0,
            newUsersToday: 0,
            ordersToday: 0,
            todayRevenue: 0,
          }),
        ),
      ),
    ],
  },
  'alternative-spellings': {
    label: 'Alternative spellings',
    description:
      'id/name/sales, building/zipCode, id/orderNumber/status/items for orders, and plain arrays instead of paged envelopes.',
    handlers: [
      http.get('/public/products', ({ request }) => {
        const page = queryProducts(readListQuery(request) ?? {});
        const sold = soldQuantities();
        return HttpResponse.json(page.content.map((p) => toProductAlt(toProductDto(p, { sold }))));
      }),
      http.get('/public/categories', () =>
        HttpResponse.json(db().categories.map((c) => toCategoryAlt(toCategoryDto(c)))),
      ),
      http.get(
        '/users/addresses',
        withAuth(({ user }) => {
          const own = db().addresses.filter((a) => a.userId === user.id);
          return HttpResponse.json(own.map((a) => toAddressAlt(toAddressDto(a))));
        }),
      ),
      allUsersAsArray(),
      http.get(
        '/admin/orders',
        withRole('ROLE_ADMIN', () =>
          HttpResponse.json(db().orders.map((o) => toOrderAlt(toOrderDto(o)))),
        ),
      ),
    ],
  },
  'admin-fallback': {
    label: 'Admin lists fail',
    description:
      'The user, product and category lists answer 500, so the back office shows its sample data.',
    handlers: [
      untyped.get('*/api/admin/users', ({ request }) => serverError(request)),
      untyped.get('*/api/public/products', ({ request }) => serverError(request)),
      untyped.get('*/api/public/categories', ({ request }) => serverError(request)),
    ],
  },
  // Not a failure set but another server: its own switch, so it works in the browser and in
  // vitest too (quirks mode is the HTTP server's only), and combines with --quirks there.
  'course-server': {
    label: 'Course server (lacks statistics, orders, users)',
    description: courseServer.description,
    handlers: courseServerHandlers,
  },
} satisfies Record<string, { label: string; description: string; handlers: HttpHandler[] }>;

export type ScenarioName = keyof typeof scenarios;
export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && value in scenarios;
}

/** The handlers that make up a scenario, to prepend with `use(...)`. */
export function scenarioHandlers(name: ScenarioName): HttpHandler[] {
  return scenarios[name].handlers;
}
