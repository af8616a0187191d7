import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { mkdir, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { recordToasts } from './toasts';

/**
 * The journeys' `test`, for both ways Playwright runs them:
 *
 * - mock mode (playwright.config.ts): the mock-mode build answers /api in the browser. Every test
 *   has a browser context of its own, whose storage holds the in-browser mock's shop: a test's
 *   first page starts from the seed, with no scenario. A test that opens the app other than by
 *   signing in says so with `?mock-reset&mock-scenario=none` (one page load; a test that starts
 *   by signing in needs none before it). Nothing happens here.
 * - HTTP mode (playwright.http.config.ts): the production build (no msw) talks over real HTTP to
 *   `npm run mock:server`, which also gives the page handler the data of the pages it renders. The URL parameters do nothing there, so before every test this resets
 *   the server's data, turns its scenario off and its quirks mode on or off (per project) through
 *   its control endpoints (`POST /__mock/*`, served because that config starts it with
 *   `--control`). A lane's server is shared by its tests, one at a time (playwright.http.config.ts).
 *
 * Specs import `test` and `expect` from here instead of '@playwright/test'.
 */
export interface MockBackendOptions {
  /** The standalone mock server's origin (HTTP mode), e.g. http://127.0.0.1:8790; unset in mock mode. */
  mockApiUrl: string | undefined;
  /** Whether the server answers like the real backend where it is odd (mocks/quirks/). */
  mockQuirks: boolean;
}

/**
 * The storefront's first pages are prerendered: they paint before the app has run (and, in mock
 * mode, before the in-browser mock answers). What a person does that early is kept and carried
 * out once the app runs (docs/decisions/0026; tests/e2e/quality/early-interaction.spec.ts); the
 * other tests act as soon as Playwright can and look at once, so after every `goto`
 * and `reload` they wait until the app has taken the page over (`<html data-app-ready>`, set by
 * src/app/app.tsx). `goto(url, { waitUntil: 'commit' })` does not wait: it is how a test acts
 * early on purpose. Pages without the app (a JSON or a picture) are not waited for.
 */
function waitForTheAppAfterNavigation(page: Page) {
  const ready = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
      undefined,
      { timeout: 20_000 },
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
}

/**
 * What every browser context of the tests gets, the fixture's and any a test opens itself (a
 * worker's prepared start): its pages wait for the app after each navigation, and keep a record
 * of the toasts they showed (./toasts.ts).
 */
export async function prepareContext(context: BrowserContext): Promise<void> {
  context.on('page', waitForTheAppAfterNavigation);
  await recordToasts(context);
}

/**
 * Every page of every test runs under the strict Content-Security-Policy the site's server sends
 * (`npm run serve`, the policy of build/vite-plugin-security-headers.ts): a violation anywhere (a style a library injects
 * without the page's nonce, an inline handler, a script from elsewhere) is reported by the page
 * and fails the test that caused it, whatever the test was about. The sweeps that open every
 * route as every person (accessibility, keyboard, page identity) so also check the policy there.
 */
async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportPolicyViolation', ({ page }, text: string) => {
    violations.push(`${new URL(page.url()).pathname}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation?: (text: string) => void })
        .__reportPolicyViolation;
      report?.(`${event.violatedDirective} ${event.blockedURI || 'inline'} ${event.sample}`);
    });
  });
  return violations;
}

/**
 * HTTP mode: the lane's mock server is this test's alone while it runs (each test resets it).
 * The dispatcher runs a lane's projects on one worker as things are (playwright.http.config.ts);
 * where it would run two of them at once, the second waits here instead of sharing the server.
 * A directory made atomically is the lock, one per server, under the run's output folder, which
 * Playwright empties at the start of a run.
 */
/** Two test limits (playwright.config.ts: 90 s). */
const STALE_LOCK_MS = 180_000;

async function lockServer(mockApiUrl: string): Promise<() => Promise<void>> {
  const lock = `test-results/http/locks/${new URL(mockApiUrl).port}`;
  await mkdir('test-results/http/locks', { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      return () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Left by a worker that died mid-test: older than two tests' limits, it is taken over.
      const made = await stat(lock).then(
        (found) => found.mtimeMs,
        () => Date.now(),
      );
      if (Date.now() - made > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      else await sleep(50);
    }
  }
}

export const test = base.extend<
  { mockBackendReset: void; policyViolations: string[] },
  MockBackendOptions
>({
  context: async ({ context }, provide, testInfo) => {
    await prepareContext(context);
    // The pages the test loaded in full (a navigation inside the app is not one): most of a
    // test's cost on these machines, read per file by scripts/test-costs.mjs (docs/test-costs.md).
    // A file of the site that runs no app (a sweep resets the browser's state on robots.txt) is
    // not counted.
    let loads = 0;
    const appless = /\.(txt|xml|json|svg|png|jpe?g|webp)$/;
    context.on('page', (page) =>
      page.on('load', () => {
        if (!appless.test(new URL(page.url()).pathname)) loads += 1;
      }),
    );
    await provide(context);
    testInfo.annotations.push({ type: 'page-loads', description: String(loads) });
  },
  // What the test's pages reported so far; checked to be empty once the test is over.
  policyViolations: [
    async ({ context }, provide) => {
      const violations = await watchPolicyViolations(context);
      await provide(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  mockApiUrl: [undefined, { option: true, scope: 'worker' }],
  mockQuirks: [false, { option: true, scope: 'worker' }],
  mockBackendReset: [
    async ({ mockApiUrl, mockQuirks, request }, use) => {
      const release = mockApiUrl ? await lockServer(mockApiUrl) : undefined;
      if (mockApiUrl) {
        for (const path of [
          '/__mock/scenario?name=none',
          `/__mock/quirks?on=${mockQuirks ? 1 : 0}`,
          '/__mock/reset',
        ]) {
          const response = await request.post(`${mockApiUrl}${path}`);
          expect(response.ok(), `${path} on the mock server`).toBe(true);
        }
      }
      // Playwright goes on past `use` once the test is over, passed or failed.
      await use();
      await release?.();
    },
    { auto: true },
  ],
});

export { expect };
