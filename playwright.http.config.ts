import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';
import type { MockBackendOptions } from './tests/e2e/support/mock-backend';

/**
 * HTTP mode (`npm run test:e2e:http`): the same journeys against the production build (mocks
 * off, `npm run build`) served by `vite preview`, whose proxy sends /api over real HTTP to the
 * standalone mock server (`npm run mock:server`): cookie sessions, multipart upload, plain-text
 * answers, all on real sockets. Two projects: the plain mock server and its quirks mode (the
 * real backend's odd answers, mocks/quirks.ts). tests/e2e/support/mock-backend.ts resets the
 * server before every test, so the tests share it one at a time (one worker).
 *
 * tests/e2e/quality/ and home-with-mock-backend.spec.ts run in mock mode only (see testIgnore).
 *
 * Ports: E2E_HTTP_PORT (preview, default 4180) and E2E_MOCK_API_PORT (mock server, default 8790),
 * apart from the mock-mode run's 4173 so both can run at once.
 */
const isCI = !!process.env.CI;
const previewPort = Number(process.env.E2E_HTTP_PORT ?? 4180);
const mockPort = Number(process.env.E2E_MOCK_API_PORT ?? 8790);
const mockApiUrl = `http://127.0.0.1:${mockPort}`;
const baseURL = `http://localhost:${previewPort}`;
const chromium = baseConfig.projects?.[0]?.use ?? devices['Desktop Chrome'];
// The quality gates (axe, keyboard, fault sweep, hostile data) drive the in-browser mock
// backend's scenarios and run once, in mock mode; HTTP mode repeats only the journeys. So does
// the spec of the in-browser mock backend itself: the production build here has no msw.
const MOCK_MODE_ONLY = ['quality/**', 'home-with-mock-backend.spec.ts'];

export default defineConfig<MockBackendOptions>({
  testDir: 'tests/e2e',
  testIgnore: MOCK_MODE_ONLY,
  outputDir: 'test-results/http',
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/http' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    mockApiUrl,
  },
  projects: [
    // tests/e2e/real-server/ holds the journeys against the real backend's behaviour: quirks only.
    {
      name: 'http',
      testIgnore: [...MOCK_MODE_ONLY, 'real-server/**'],
      use: { ...chromium, mockQuirks: false },
    },
    { name: 'http-quirks', use: { ...chromium, mockQuirks: true } },
  ],
  webServer: [
    {
      command: `npx tsx scripts/mock-server.ts --port ${mockPort} --allowed-origin http://localhost:${previewPort}`,
      url: `${mockApiUrl}/__mock/quirks`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // `npm run build` (mode production: mocks off) into its own folder, so a parallel
      // check:prod-bundle or `npm run build` elsewhere does not swap files under the server.
      command: `npm run build -- --outDir dist-http && npx vite preview --outDir dist-http --port ${previewPort} --strictPort`,
      url: baseURL,
      // Images from /images/ like the Spring server serves uploads (outside /api), proxied too.
      env: {
        VITE_API_PROXY_TARGET: mockApiUrl,
        VITE_API_MOCKS: 'false',
        VITE_IMAGE_BASE_URL: '/images',
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
