import { defineConfig } from '@playwright/test';
import httpConfig from './playwright.http.config';
import type { MockBackendOptions } from './tests/e2e/support/mock-backend';

/**
 * The HTTP-mode journeys against the production build served by its page handler
 * (`npm run serve`, docs/deployment.md) instead of `vite preview`: built with only the first 20
 * products' pages, so most product pages are rendered on request, with the mock server's
 * current data (nothing kept between requests, as every test resets the server).
 *
 *   npx playwright test -c playwright.pages.config.ts [spec] --workers=1
 *
 * Project `pages`: the HTTP journeys (tests/e2e); `pages-on-request`: tests/pages-e2e.
 *
 * Ports: E2E_PAGES_PORT (the site, default 4183) and E2E_MOCK_API_PORT (default 8790).
 */
const pagesPort = Number(process.env.E2E_PAGES_PORT ?? 4183);
const mockPort = Number(process.env.E2E_MOCK_API_PORT ?? 8790);
const mockApiUrl = `http://127.0.0.1:${mockPort}`;
const baseURL = `http://localhost:${pagesPort}`;
const http = httpConfig.projects!.find((project) => project.name === 'http')!;

export default defineConfig<MockBackendOptions>({
  ...httpConfig,
  outputDir: 'test-results/pages',
  reporter: [['list']],
  globalTeardown: undefined,
  use: { ...httpConfig.use, baseURL, mockApiUrl },
  projects: [
    { ...http, name: 'pages' },
    // What only this build has: pages the handler renders (tests/pages-e2e).
    { ...http, name: 'pages-on-request', testDir: 'tests/pages-e2e', testIgnore: [] },
  ],
  webServer: [
    {
      command: `npx tsx scripts/mock-server.ts --port ${mockPort} --allowed-origin ${baseURL} --control`,
      url: `${mockApiUrl}/api/public/categories`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `npm run build -- --outDir dist-pages && npx tsx scripts/serve.ts --dir dist-pages --port ${pagesPort}`,
      url: baseURL,
      env: {
        PRERENDER_API_URL: `${mockApiUrl}/api`,
        PRERENDER_PRODUCTS: '20',
        PAGES_API_URL: `${mockApiUrl}/api`,
        PAGES_MEMORY: '0',
        PAGES_API_KEEP_MS: '0',
        VITE_API_MOCKS: 'false',
        VITE_IMAGE_BASE_URL: '/images',
        VITE_TEST_PAYMENTS: 'true',
      },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
