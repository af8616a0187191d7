import { expect, test as base } from '@playwright/test';

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
  /** Whether the server answers like the real backend where it is odd (mocks/quirks.ts). */
  mockQuirks: boolean;
}

export const test = base.extend<{ mockBackendReset: void }, MockBackendOptions>({
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
