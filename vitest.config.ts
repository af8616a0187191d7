import { defineConfig, mergeConfig } from 'vitest/config';
import { workerCount } from './scripts/test-workers.ts';
import viteConfig from './vite.config.ts';

/** Test files that swap modules (vi.mock, vi.resetModules with vi.stubEnv). */
const OWN_MODULES = [
  'tests/admin/product-image.test.tsx',
  'tests/checkout/payment-form-choice.test.tsx',
  'tests/checkout/place-order-tabs.test.ts',
];

export default defineConfig(async (configEnv) =>
  mergeConfig(await viteConfig(configEnv), {
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      globals: false,
      // Whole-app tests click through several screens on a shared 2-core machine, which under
      // load takes several times as long as on a quiet one: a limit for hangs, not a speed test.
      testTimeout: 60_000,
      // One and a half workers per core (VITEST_WORKERS overrides): the whole-app tests spend much
      // of their time waiting (retries' back-off, debounces, transitions), so a third worker on two
      // cores keeps them busy. Measured on the 2-core machine, 14 files: 1 worker 143 s,
      // 2 workers 83 s, 3 workers 65 s, 4 workers 62 s.
      maxWorkers: workerCount(process.env.VITEST_WORKERS, 1.5),
      css: false,
      // Code under test sees the mock switch on; requests are answered by msw's node server
      // (tests/setup.ts), not by the browser worker.
      env: { VITE_API_MOCKS: 'true' },
      // Most files share their worker's modules (no isolation): the setup (msw, the mock shop,
      // Mantine) is then loaded once per worker instead of once per file, which was a third of
      // the run (README, "Test times"). Files that replace modules (vi.mock, vi.resetModules)
      // keep a module registry of their own, so what they swap never reaches another file.
      projects: [
        {
          extends: true,
          test: { name: 'own-modules', include: OWN_MODULES },
        },
        {
          extends: true,
          test: {
            name: 'shared-modules',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/e2e/**', 'node_modules/**', ...OWN_MODULES],
            isolate: false,
          },
        },
      ],
    },
  }),
);
