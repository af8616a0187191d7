import { defineConfig, mergeConfig } from 'vitest/config';
import { workerCount } from './scripts/test-workers.ts';
import viteConfig from './vite.config.ts';

export default defineConfig(async (configEnv) =>
  mergeConfig(await viteConfig(configEnv), {
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
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
    },
  }),
);
