import { defineConfig, devices } from '@playwright/test';
import { testChromiumLaunchOptions } from './scripts/chromium';
import { workerCount } from './scripts/test-workers';

const isCI = !!process.env.CI;

// E2E_BASE_URL points the same tests at an app that is already running (a staging deployment,
// `npm run dev`, ...); then no web server is started. Otherwise the mock-mode build is served by
// its page handler (`npm run serve -- --mock-api`, docs/deployment.md), as a host would serve it:
// its built pages as files, the catalogue's categories and later pages rendered on request from
// the seeded mock shop in the server's process (the same seed as the mock in the page, so the
// rendered page and what the page's mock answers agree until a test changes the shop or picks a
// scenario; the app then shows the page's mock's answers, as it does over a built page). The
// browser's /api is the page's mock: the server forwards nothing.
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
  // Hybrid mode is the dev server against a real API (playwright.http.config.ts too).
  testIgnore: [
    'real-server/**',
    'payment-not-configured.spec.ts',
    'first-request.spec.ts',
    'hybrid.spec.ts',
  ],
  fullyParallel: true,
  forbidOnly: isCI,
  // Limits for a hang, not speed tests: a test waits on what the page shows, and a passing one
  // never waits them out. Playwright's defaults (5 s a look, 30 s a test) were sized for a fast
  // machine; on a slow day with another process on the second core a screen can take longer than
  // 5 s to answer (README, "Test times": the slow-day mode).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // No retries, in CI too: a test that passes only the second time is a failure to look into,
  // not a pass (E2E_RETRIES=1 for a local run that should carry on regardless).
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Each test has its own browser context and in-page mock backend, so tests do not share state.
  // One worker per core (E2E_WORKERS overrides). A page of this app keeps more than a core busy
  // while it loads, so a second worker on the 2-core machine does not halve the time, but it
  // still takes a third off (the other worker's page is waiting for its mock or its axe run
  // meanwhile). One worker per two cores was the default while the tests' waits were sized for
  // a quiet machine; they now wait on what the page shows, with limits for a hang, and the suite
  // passes with 2 workers beside another process on a core (README, "Test times").
  workers: workerCount(process.env.E2E_WORKERS, 1),
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
    // No trace unless asked for (E2E_TRACE=1): recording one for every test made the suite half
    // as slow again on the 2-core machine (README, "Test times"). A failure keeps a screenshot.
    trace: ['', '0', 'off'].includes(process.env.E2E_TRACE ?? '') ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // As a person who asked their system for less motion: the app (Mantine's
    // respectReducedMotion, the catalogue's CSS) then plays no transitions, so a test never
    // reads a screen halfway through a fade and never waits one out.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      // Debian's Chromium headless shell when it is there (CI, these machines), Playwright's own
      // browser otherwise (scripts/chromium.ts).
      use: { ...devices['Desktop Chrome'], launchOptions: testChromiumLaunchOptions },
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        command: `npm run build:mock -- --outDir ${mockOutDir} && npx tsx scripts/serve.ts --dir ${mockOutDir} --port ${localPort} --mock-api`,
        // The product pages built ahead: the first 24 the catalogue lists (product 1, which the
        // tests open, among them); the handler renders the others on request, as it does for a
        // large shop. Building all 200 cost half the build (tests/prerender/ and
        // tests/server/served-pages.test.ts check the pages a full build writes).
        env: { PRERENDER_PRODUCTS: process.env.PRERENDER_PRODUCTS ?? '24' },
        url: baseURL,
        reuseExistingServer: !isCI,
        timeout: 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
