import { existsSync } from 'node:fs';

/**
 * Which Chromium the tools drive (Playwright's tests, the bench, the screenshots, Lighthouse):
 * Debian's at /usr/bin/chromium on these machines and in CI (Playwright cannot download its own
 * here), the one named by PLAYWRIGHT_CHROMIUM_PATH, or else Playwright's own browser.
 */
export const systemChromium: string | undefined =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ||
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags for the system Chromium: without the networking ones it keeps calling home, which floods a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Playwright `launchOptions`: the system Chromium with its flags, or Playwright's defaults. */
export const chromiumLaunchOptions = systemChromium
  ? { executablePath: systemChromium, args: CHROMIUM_ARGS }
  : {};

/**
 * The browser of the end-to-end tests: Chromium's headless shell, as Playwright runs headless
 * tests with its own browsers. Debian packages it as chromium-headless-shell (.ci/run installs
 * it); it renders the same pages with about a third less CPU than the whole browser in headless
 * mode, and the tests' CPU is what these 2-core machines run short of. PLAYWRIGHT_CHROMIUM_PATH
 * still picks the browser; without the shell, the system Chromium; else Playwright's own.
 */
const headlessShell =
  !process.env.PLAYWRIGHT_CHROMIUM_PATH && existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : undefined;

export const testChromiumLaunchOptions = headlessShell
  ? { executablePath: headlessShell, args: CHROMIUM_ARGS }
  : chromiumLaunchOptions;
