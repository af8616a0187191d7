import { expect, test as base, type Page } from '@playwright/test';

/**
 * The journeys' `test`, for both ways Playwright runs them:
 *
 * - mock mode (playwright.config.ts): the mock-mode build answers /api in the browser; the
 *   journeys reset it with `?mock-reset&mock-scenario=none`. Nothing happens here.
 * - HTTP mode (playwright.http.config.ts): the production build (no msw) talks over real HTTP to
 *   `npm run mock:server`. The URL parameters do nothing there, so before every test this resets
 *   the server's data, turns its scenario off and its quirks mode on or off (per project) through
 *   its control endpoints (`POST /__mock/*`, served because that config starts it with
 *   `--control`). The server is shared by every test: that config runs one worker.
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
 * mode, before the in-browser mock answers). A person who clicks that early gets a plain page
 * load or a button that waits; the tests act as soon as Playwright can, so after every `goto`
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

export const test = base.extend<{ mockBackendReset: void }, MockBackendOptions>({
  context: async ({ context }, provide) => {
    context.on('page', waitForTheAppAfterNavigation);
    await provide(context);
  },
  mockApiUrl: [undefined, { option: true, scope: 'worker' }],
  mockQuirks: [false, { option: true, scope: 'worker' }],
  mockBackendReset: [
    async ({ mockApiUrl, mockQuirks, request }, use) => {
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
      await use();
    },
    { auto: true },
  ],
});

export { expect };
