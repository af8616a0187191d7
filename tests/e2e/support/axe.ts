import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { STABLE_CLASSES } from '@/app/stable-classes';
import { expect, test } from './mock-backend';

/**
 * The accessibility gate's check (axe, WCAG 2.0/2.1 A and AA), shared by
 * tests/e2e/quality/accessibility.spec.ts and the route sweep (route-sweep.spec.ts): any
 * `serious` or `critical` violation fails, with its rule, help and the offending nodes in the
 * message.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The WCAG A/AA rules that read colours. A screen's second scheme is the same page repainted
 * (the same elements, names and roles: the app follows the system's scheme, and nothing it
 * renders depends on it, see `a11yTest`), so every other rule would answer as it did in the
 * first; the second pass runs these alone (about half of an analysis).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Nodes listed per violation in a failure message; the rest are counted. */
const MAX_NODES = 8;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolations(state: string, violations: Violation[]): string {
  const lines = [`${violations.length} serious/critical axe violation(s) on ${state}:`];
  for (const violation of violations) {
    lines.push(`- [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`);
    for (const node of violation.nodes.slice(0, MAX_NODES)) {
      lines.push(`    at ${node.target.join(' ')}`);
      lines.push(`       ${node.html.replace(/\s+/g, ' ').slice(0, 200)}`);
      const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
      if (why) lines.push(`       ${why.slice(0, 300)}`);
    }
    if (violation.nodes.length > MAX_NODES)
      lines.push(`    ... and ${violation.nodes.length - MAX_NODES} more node(s)`);
  }
  return lines.join('\n');
}

/**
 * Waits for the screen to be settled, as a person looks at it: what `ready` names is visible, no
 * spinner or "Loading..." is left, nothing is marked busy (stale results while new ones load),
 * and any transition still running is over (the tests ask for reduced motion, so there should be
 * none).
 */
async function settle(page: Page, ready: Locator) {
  // Generous: the shared machines are often busy, and the first visit builds the mock shop.
  const timeout = 20_000;
  await expect(ready).toBeVisible({ timeout });
  await expect(page.locator(`.${STABLE_CLASSES.loader}:visible`)).toHaveCount(0, { timeout });
  await expect(page.getByText(/^(Loading\.\.\.|Please wait\.\.\.\.)$/)).toHaveCount(0, {
    timeout,
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Legacy mode's axe cannot look into a frame from another origin: there must be none. */
async function expectNoCrossOriginFrame(page: Page) {
  const origin = new URL(page.url()).origin;
  const elsewhere = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(elsewhere, 'frames from another origin, which the axe check cannot see into').toEqual([]);
}

export type Scheme = 'light' | 'dark';
/** Dark mode where it shows most: the pages and the back office; the rest in light mode only. */
export const BOTH: Scheme[] = ['light', 'dark'];
export const LIGHT: Scheme[] = ['light'];

/**
 * Runs axe on the settled page in each scheme; a failure is soft, so one test reports every
 * state it visits. The page follows the system's scheme (`auto`, see `a11yTest`): the system is
 * switched as a person's would at dusk, and the app repaints the same screen dark, so a screen
 * is built once and analysed in both.
 */
export async function checkA11y(page: Page, state: string, ready: Locator, schemes: Scheme[]) {
  for (const [i, scheme] of schemes.entries()) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await settle(page, ready);
    // Only the violations are wanted: axe then skips building a selector and an HTML excerpt
    // for every node that passed, much of an analysis of a long page. (Before withTags and
    // withRules: options() replaces the whole options object, the rules they pick included.)
    // Legacy mode: axe runs in the page itself, as `axe.run`, and covers the page's same-origin
    // frames. The default reaches cross-origin frames too, by running each frame apart and
    // putting the results together in a blank page it opens for that: half of every analysis
    // here (1,068 → 531 ms on `/`), for frames the app under test never has (Stripe's card
    // frames need a publishable key, which no test has). Checked once per screen, at the end.
    const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
    const results = await (i === 0 ? axe.withTags(WCAG_TAGS) : axe.withRules(COLOUR_RULES))
      // The mock backend's floating control panel exists only in the mock-mode build (it is
      // development tooling, not part of the shop a visitor gets), so it is left out.
      .exclude('[data-mock-panel]')
      .analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    // The rule ids are compared (a short diff); the message lists what and where.
    expect
      .soft(
        serious.map((violation) => violation.id),
        describeViolations(`${state} (${scheme} mode)`, serious),
      )
      .toEqual([]);
  }
  // A repaint in the other scheme adds no frame: one look per screen, once it has settled.
  await expectNoCrossOriginFrame(page);
}

/**
 * One test from freshly seeded mock data (a browser context of its own: the in-browser mock
 * starts from the seed, and the body's first step opens a page); every screen it checks is analysed in each of the
 * schemes. The app is set to follow the system's scheme (Mantine's `auto`, what the header's
 * toggle stores as `light` or `dark`), so the test can switch the scheme under a screen.
 */
export function a11yTest(
  title: string,
  schemes: Scheme[],
  body: (page: Page, schemes: Scheme[]) => Promise<void>,
) {
  test(`${title} (${schemes.join(' and ')} mode)`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'auto'));
    await page.emulateMedia({ colorScheme: 'light' });
    await body(page, schemes);
  });
}
