import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';
import { CONTRACT_REPORT, CONTRACT_REPORT_LANE_B } from './tests/e2e/support/contract-report';
import { READY_LINE, type ServerStep } from './scripts/server-steps';
import { workerCount } from './scripts/test-workers';
import type { MockBackendOptions } from './tests/e2e/support/mock-backend';

/**
 * HTTP mode (`npm run test:e2e:http`): the same journeys against the production build (mocks
 * off, `npm run build`) served by its page handler (`npm run serve`, docs/deployment.md), as a
 * host serves it: the build's pages as files (the home page, the catalogue's first page, the
 * fixed pages; built without an API, so without data and without product pages, which the
 * first-request journeys start from), every product page, a category's list and the catalogue's
 * later pages rendered on request from the standalone mock server (`npm run mock:server`) with
 * its current data (nothing kept between requests, as every test resets the server). The handler forwards the browser's /api over real HTTP (through the
 * contract proxy) to the same server: cookie sessions, multipart upload, plain-text answers, all
 * on real sockets. Projects: the plain mock server, its quirks mode (the real backend's odd
 * answers, mocks/quirks/), a build without card configuration, the hybrid dev server, and the
 * pages only the handler has (tests/pages-e2e). tests/e2e/support/mock-backend.ts resets the
 * server before every test, so the tests of a lane share it one at a time (two lanes: see
 * `workers`).
 *
 * tests/e2e/quality/, home-with-mock-backend.spec.ts, admin-language.spec.ts,
 * find-things.spec.ts and admin-lists.spec.ts run in mock mode only (see testIgnore).
 *
 * Ports: E2E_HTTP_PORT (the site, default 4180), E2E_NO_CARD_PORT (the build without card
 * configuration, default 4181) and E2E_MOCK_API_PORT (mock server, default 8790),
 * apart from the mock-mode run's 4173 so both can run at once.
 */
const isCI = !!process.env.CI;
const sitePort = Number(process.env.E2E_HTTP_PORT ?? 4180);
const mockPort = Number(process.env.E2E_MOCK_API_PORT ?? 8790);
// The second lane (see `lanes` below): its own mock server (E2E_LANE_B_MOCK_API_PORT, default
// mock port + 5), contract proxy (+ 1, Prism on + 2) and site (E2E_LANE_B_PORT, default 4184),
// the same build as the first lane's site.
const laneBMockPort = Number(process.env.E2E_LANE_B_MOCK_API_PORT ?? mockPort + 5);
const laneBSitePort = Number(process.env.E2E_LANE_B_PORT ?? 4184);
// A second site (E2E_NO_CARD_PORT, default 4181): a production build with no Stripe key and no
// VITE_TEST_PAYMENTS, for tests/e2e/payment-not-configured.spec.ts (its own project).
const noCardPort = Number(process.env.E2E_NO_CARD_PORT ?? 4181);
const mockApiUrl = `http://127.0.0.1:${mockPort}`;
// Between the app and the mock server: Prism validating every /api call against openapi.yaml
// (scripts/contract-proxy.ts, E2E_CONTRACT_PROXY_PORT, default mock port + 1, Prism on + 2).
const proxyPort = Number(process.env.E2E_CONTRACT_PROXY_PORT ?? mockPort + 1);
const contractProxyUrl = `http://127.0.0.1:${proxyPort}`;
const baseURL = `http://localhost:${sitePort}`;
const laneBMockApiUrl = `http://127.0.0.1:${laneBMockPort}`;
const laneBProxyUrl = `http://127.0.0.1:${laneBMockPort + 1}`;
const laneBURL = `http://localhost:${laneBSitePort}`;
const noCardURL = `http://localhost:${noCardPort}`;
const NO_CARD_SPEC = 'payment-not-configured.spec.ts';
// A fourth server (E2E_HYBRID_PORT, default 4182): the dev server in hybrid mode
// (`npm run dev:hybrid`), its /api going through the contract proxy to the mock server, which the
// spec switches to the course server; msw in the page answers only what that server lacks.
const hybridPort = Number(process.env.E2E_HYBRID_PORT ?? 4182);
const hybridURL = `http://localhost:${hybridPort}`;
const HYBRID_SPEC = 'hybrid.spec.ts';
// A fifth (E2E_EDGE_PORT, default 4183): the same production build served by its edge worker in
// workerd (`npm run serve:edge`, src/server/worker.ts), pages kept with the runtime's Cache API.
const edgePort = Number(process.env.E2E_EDGE_PORT ?? 4183);
const edgeURL = `http://localhost:${edgePort}`;
const EDGE_CACHE_SPEC = 'edge-cache.spec.ts';
/**
 * How both production builds are served: the page handler, its renders from the mock server and
 * the browser's /api (and /images, where the Spring server serves uploads) through the contract
 * proxy. VITE_TEST_PAYMENTS: the test payment form, paid through the mock
 * server's test payments (a production build without it and without a Stripe key offers no
 * card form at all). The build reads the same variables (VITE_*), so its step has them too.
 */
const servedEnv = (testPayments: boolean, lane = { mock: mockApiUrl }) => ({
  PAGES_API_URL: `${lane.mock}/api`,
  // Every test resets the server: no page or answer is kept from one request to the next.
  PAGES_MEMORY: '0',
  PAGES_API_KEEP_MS: '0',
  VITE_API_MOCKS: 'false',
  VITE_IMAGE_BASE_URL: '/images',
  VITE_TEST_PAYMENTS: String(testPayments),
  ...(testPayments ? {} : { VITE_STRIPE_PUBLISHABLE_KEY: '' }),
});
/** Its own folder, so a parallel check:prod-bundle or `npm run build` elsewhere does not swap files under the server. */
const buildStep = (name: string, outDir: string, testPayments: boolean): ServerStep => ({
  name,
  command: `npm run build -- --outDir ${outDir}`,
  env: servedEnv(testPayments),
});
const siteStep = (
  name: string,
  outDir: string,
  port: number,
  testPayments: boolean,
  lane: { mock: string; proxy: string; proxyStep: string },
): ServerStep => ({
  name,
  command: `npx tsx scripts/serve.ts --dir ${outDir} --port ${port} --api-proxy ${lane.proxy}/api`,
  url: `http://localhost:${port}`,
  env: servedEnv(testPayments, lane),
  after: [lane.proxyStep, `build ${outDir}`],
});
const laneA = { mock: mockApiUrl, proxy: contractProxyUrl, proxyStep: 'proxy' };
const laneBServers = { mock: laneBMockApiUrl, proxy: laneBProxyUrl, proxyStep: 'proxy B' };
/**
 * Every server of the run, started side by side by scripts/start-servers.ts, each after what it
 * needs (Playwright's own webServer list starts them one after the other, a core idle for much
 * of it).
 */
const SERVERS: ServerStep[] = [
  {
    // --control: tests/e2e/support/mock-backend.ts resets it with POST /__mock/* before each test.
    name: 'mock',
    command: `npx tsx scripts/mock-server.ts --port ${mockPort} --allowed-origin ${baseURL} --control`,
    url: `${mockApiUrl}/api/public/categories`,
  },
  {
    // Its violations are printed as they happen, in the run's output.
    name: 'proxy',
    command: `npx tsx scripts/contract-proxy.ts --port ${proxyPort} --upstream ${mockApiUrl} --report ${CONTRACT_REPORT}`,
    url: `${contractProxyUrl}/api/public/categories`,
    after: ['mock'],
  },
  // The second lane's mock server and contract proxy.
  {
    name: 'mock B',
    command: `npx tsx scripts/mock-server.ts --port ${laneBMockPort} --allowed-origin ${laneBURL} --allowed-origin ${noCardURL} --allowed-origin ${hybridURL} --allowed-origin ${edgeURL} --control`,
    url: `${laneBMockApiUrl}/api/public/categories`,
  },
  {
    name: 'proxy B',
    command: `npx tsx scripts/contract-proxy.ts --port ${laneBMockPort + 1} --upstream ${laneBMockApiUrl} --report ${CONTRACT_REPORT_LANE_B}`,
    url: `${laneBProxyUrl}/api/public/categories`,
    after: ['mock B'],
  },
  // The production build (mode production: mocks off), and the same without a Stripe key and
  // without VITE_TEST_PAYMENTS.
  buildStep('build dist-http', 'dist-http', true),
  buildStep('build dist-http-no-card', 'dist-http-no-card', false),
  siteStep('site', 'dist-http', sitePort, true, laneA),
  // The same build for the second lane.
  siteStep('site B', 'dist-http', laneBSitePort, true, laneBServers),
  siteStep('site without a card', 'dist-http-no-card', noCardPort, false, laneBServers),
  {
    // Its worker bundled and run in workerd, kept pages for the default s-maxage (the mock
    // server's seed is the same in every test; no test of this project changes a product).
    name: 'edge',
    command: `npx tsx scripts/serve-edge.ts --dir dist-http --port ${edgePort} --api-proxy ${laneBProxyUrl}/api`,
    url: edgeURL,
    env: { ...servedEnv(true, laneBServers), PAGES_S_MAXAGE: '', PAGES_MEMORY: '' },
    after: ['proxy B', 'build dist-http'],
  },
  {
    // `npm run dev:hybrid` (mode hybrid: .env.hybrid), its /api through the contract proxy.
    name: 'hybrid',
    command: `npx vite --mode hybrid --port ${hybridPort} --strictPort`,
    url: hybridURL,
    env: { VITE_API_PROXY_TARGET: laneBProxyUrl },
    after: ['proxy B'],
  },
];
const chromium = baseConfig.projects?.[0]?.use ?? devices['Desktop Chrome'];
// The quality gates (axe, keyboard, fault sweep, hostile data) drive the in-browser mock
// backend's scenarios and run once, in mock mode; HTTP mode repeats only the journeys. So does
// the spec of the in-browser mock backend itself: the production build here has no msw. The
// admin language is a browser-only preference: no server call to check over HTTP. Finding
// things (suggestions, recently viewed) repeats over HTTP only as the quirks mode's suggestion
// journey (real-server/search-suggestions.spec.ts). The lists' address and export make no call
// of their own: real-server/list-address.spec.ts covers them there.
// The back office's bulk actions and CSV import make one ordinary call a row: over HTTP they
// matter against the real backend's behaviour (refused rows, the masked 401), so they run in
// the quirks project only, beside real-server/bulk-actions and real-server/product-import.
/** What the plain mock server's project runs (see its project below). */
const PLAIN_ONLY = ['first-request.spec.ts', 'catalogue-filters.spec.ts', 'reviews.spec.ts'];
// Reviews are the contract's extension, which quirks mode (the real backend) lacks: their journey
// runs on the plain server only; quirks mode shows them absent (course-server.spec.ts).
const EXTENSION_ONLY = ['reviews.spec.ts'];
const MOCK_MODE_ONLY = [
  'quality/**',
  'home-with-mock-backend.spec.ts',
  'admin-language.spec.ts',
  'find-things.spec.ts',
  'admin-lists.spec.ts',
];

/** Quirks mode's journeys that run in the second lane: what only the real backend does. */
const QUIRKS_IN_LANE_B = ['real-server/**', 'course-server.spec.ts'];
/** The second lane's server and site (the first lane's are the config's own `use`). */
const laneB = { mockApiUrl: laneBMockApiUrl, baseURL: laneBURL };

export default defineConfig<MockBackendOptions>({
  testDir: 'tests/e2e',
  testIgnore: MOCK_MODE_ONLY,
  outputDir: 'test-results/http',
  fullyParallel: false,
  // Two lanes, each its own mock server, contract proxy and sites, side by side: a worker each
  // (one on a single core). Every test resets its lane's server, so a lane runs one test at a
  // time: the quirks project alone in the first lane (`workers: 1`), the other projects in the
  // second, each with `workers: 1`, and a lock on the lane's server for the length of a test
  // (tests/e2e/support/mock-backend.ts) where two of them would run at once. The dispatcher takes
  // the first test file whose project has a free worker, so the second lane's files run on one
  // worker while the quirks project runs on the other. One lane kept a 2-core machine 68% busy
  // (docs/test-costs.md).
  workers: Math.min(2, workerCount(process.env.E2E_HTTP_WORKERS, 1)),
  // The same limits for a hang as in mock mode (playwright.config.ts).
  timeout: baseConfig.timeout,
  expect: baseConfig.expect,
  forbidOnly: isCI,
  // No retries: a test that needs one has failed (see playwright.config.ts).
  retries: Number(process.env.E2E_RETRIES ?? 0),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/http' }]],
  // Fails the run when Prism saw a request or response that breaks the contract.
  globalTeardown: './tests/e2e/support/contract-report.ts',
  use: {
    baseURL,
    // As in mock mode: no trace unless E2E_TRACE asks for one (a trace of every test costs half
    // as much time again on the 2-core machine); a failure keeps a screenshot.
    trace: baseConfig.use?.trace,
    screenshot: baseConfig.use?.screenshot,
    reducedMotion: baseConfig.use?.reducedMotion,
    mockApiUrl,
  },
  projects: [
    // The plain mock server over HTTP: what only it shows. The journeys run in mock mode (the
    // same handlers, in the page) and again here against quirks mode (the production build, real
    // sockets, the real backend's answers); run a third time here they only re-read the plain
    // server's wire format, which contract:fuzz (Schemathesis, plain and quirks) and
    // tests/contract/ check operation by operation (issue 65, docs/test-costs.md). Kept: the
    // built page's first request, and the filters this server alone offers (the contract's
    // extension, found by the production build over HTTP), and the reviews' journey (the
    // extension's too).
    {
      name: 'http',
      testMatch: PLAIN_ONLY,
      workers: 1,
      use: { ...chromium, ...laneB, mockQuirks: false },
    },
    // Quirks mode, the real backend's answers: every journey, with tests/e2e/real-server/ (what
    // only that backend does), bulk-actions.spec.ts and product-import.spec.ts.
    {
      name: 'http-quirks',
      testIgnore: [
        ...MOCK_MODE_ONLY,
        ...EXTENSION_ONLY,
        NO_CARD_SPEC,
        HYBRID_SPEC,
        ...QUIRKS_IN_LANE_B,
      ],
      workers: 1,
      use: { ...chromium, mockQuirks: true },
    },
    // The rest of quirks mode, in the second lane (its server in quirks mode for these tests),
    // so that both lanes take about as long.
    {
      name: 'http-quirks-b',
      testMatch: QUIRKS_IN_LANE_B,
      workers: 1,
      use: { ...chromium, ...laneB, mockQuirks: true },
    },
    // The production build a misconfigured deploy would be: no test payment form, no order.
    {
      name: 'http-no-card',
      testMatch: NO_CARD_SPEC,
      workers: 1,
      use: { ...chromium, ...laneB, mockQuirks: false, baseURL: noCardURL },
    },
    // What only a build served by its page handler has: pages rendered on request.
    {
      name: 'http-on-request',
      testDir: 'tests/pages-e2e',
      testIgnore: EDGE_CACHE_SPEC,
      workers: 1,
      use: { ...chromium, ...laneB, mockQuirks: false },
    },
    // The same build on the edge: its worker in workerd renders, keeps and secures the pages.
    // The storefront's journey and the pages rendered on request; the worker's cache.
    {
      name: 'http-edge',
      testDir: 'tests',
      testMatch: ['pages-e2e/*.spec.ts', 'e2e/storefront.spec.ts'],
      workers: 1,
      use: { ...chromium, ...laneB, mockQuirks: false, baseURL: edgeURL },
    },
    // Hybrid mode: the course server (quirks mode and its scenario) as the real API.
    {
      name: 'http-hybrid',
      testMatch: HYBRID_SPEC,
      workers: 1,
      use: { ...chromium, ...laneB, mockQuirks: true, baseURL: hybridURL },
    },
  ],
  webServer: {
    command: 'npx tsx scripts/start-servers.ts',
    env: { START_SERVERS: JSON.stringify(SERVERS) },
    wait: { stdout: new RegExp(READY_LINE) },
    reuseExistingServer: false,
    // Two production builds side by side on a busy 2-core machine: a limit for a hang.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
