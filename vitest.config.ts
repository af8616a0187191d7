import { defineConfig, mergeConfig } from 'vitest/config';
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
      css: false,
      // Code under test sees the mock switch on; requests are answered by msw's node server
      // (tests/setup.ts), not by the browser worker.
      env: { VITE_API_MOCKS: 'true' },
    },
  }),
);
