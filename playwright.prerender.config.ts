import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The prerendered storefront (`VITE_PRERENDER=true`, docs/decisions/0011) in mock mode:
 * `npm run test:e2e:prerender` builds it into dist-prerender/, serves it with `vite preview` on
 * port 4175 (E2E_PRERENDER_PORT) and runs tests/e2e/quality/prerendered-pages.spec.ts (the
 * served HTML, hydration without a warning, forms typed into before the script runs).
 */
const isCI = !!process.env.CI;
const port = Number(process.env.E2E_PRERENDER_PORT ?? 4175);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  ...baseConfig,
  testIgnore: [],
  testMatch: 'quality/prerendered-pages.spec.ts',
  workers: 1,
  outputDir: 'test-results/prerender',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/prerender' }]],
  use: { ...baseConfig.use, baseURL },
  webServer: {
    command: `VITE_PRERENDER=true npm run build:mock -- --outDir dist-prerender && npx vite preview --mode mock --outDir dist-prerender --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
