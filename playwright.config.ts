import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';

const isCI = !!process.env.CI;

// E2E_BASE_URL points the same tests at an app that is already running (a staging deployment,
// `npm run dev`, ...); then no web server is started. Otherwise the mock-mode build is served.
const externalBaseURL = process.env.E2E_BASE_URL;
// E2E_PORT lets several runs live side by side (each builds into its own dist-mock-<port>).
const localPort = Number(process.env.E2E_PORT ?? 4173);
const mockOutDir = localPort === 4173 ? 'dist-mock' : `dist-mock-${localPort}`;
const baseURL = externalBaseURL ?? `http://localhost:${localPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Journeys against the real backend's behaviour need the HTTP mock server in quirks mode, and
  // the check of a build without card configuration needs that build (both in
  // playwright.http.config.ts).
  // The request a prerendered page starts from its HTML goes to a real API only (HTTP mode).
  testIgnore: ['real-server/**', 'payment-not-configured.spec.ts', 'first-request.spec.ts'],
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Each test has its own browser context and in-page mock backend, so tests do not share state.
  // Three workers on a 2-core CI machine: the tests also wait (retries, delays, transitions), so a
  // third keeps the cores busy (E2E_WORKERS overrides).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : isCI ? 3 : undefined,
  outputDir: localPort === 4173 ? 'test-results' : `test-results/port-${localPort}`,
  reporter: [
    ['list'],
    [
      'html',
      {
        open: 'never',
        outputFolder:
          localPort === 4173 ? 'playwright-report' : `playwright-report/port-${localPort}`,
      },
    ],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // Debian's Chromium when it is there (CI, these machines), Playwright's own otherwise.
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        command: `npm run build:mock -- --outDir ${mockOutDir} && npx vite preview --mode mock --outDir ${mockOutDir} --port ${localPort} --strictPort`,
        url: baseURL,
        reuseExistingServer: !isCI,
        timeout: 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
