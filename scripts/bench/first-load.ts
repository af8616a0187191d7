import type { Browser } from '@playwright/test';

/**
 * The JavaScript and CSS a page really loads before it is interactive: the page is opened in
 * Chromium and every script and stylesheet it fetches until the network is quiet is listed
 * (the entry, its preloads, the route's lazy chunk and whatever that one pulls in). Reading the
 * browser instead of the chunk graph means a lazy import that fires at start-up still counts.
 */
export async function firstLoadAssets(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = new Set<string>();
  page.on('request', (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) assets.add(pathname.slice(1));
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // The app is up once its header is there; give late lazy imports a moment to start.
    await page.getByRole('banner').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  if (errors.length) throw new Error(`${url} threw while loading: ${errors.join('; ')}`);
  return [...assets].sort();
}
