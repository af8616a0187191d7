import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server, useScenario } from '../../mocks/node';
import type { ScenarioName } from '../../mocks/scenarios';
import { toProduct } from '@/api/adapters';
import { addToCart } from '@/entities/cart/cart-store';
import { allowOffContractResponses } from '../contract/contract-recorder';
import { callApi } from '../helpers/mock-api';
import { renderApp, screen, storeSignedIn } from '../helpers/render-app';
import { STATIC_SCREEN_PATHS } from '../e2e/support/static-screens';

/**
 * The fault sweep's screens that show the same whatever the server does (tests/e2e/quality/
 * fault-tolerance.spec.ts keeps one browser visit of each, under server-error: a prerendered page
 * hydrating while every call fails). Here, with the real router, query client and API client
 * answered by the mock backend, each of them under the other four scenarios: the screen (or, for
 * the back office, the login page or its session message), the app's frame, real text, and no
 * uncaught error (vitest fails a file on one). Moved from the browser to keep `npm test` within a
 * slow machine's time (README, "Test times"); every assertion the browser made is made here.
 */

type Who = 'guest' | 'user1' | 'admin';
interface StaticScreen {
  path: string;
  as: Who;
  withCartItem?: boolean;
  /** What the screen shows, with or without its data. */
  ready: () => Promise<HTMLElement>;
}

const heading = (name: string) => () => screen.findByRole('heading', { name });

const SCREENS: StaticScreen[] = [
  { path: '/about', as: 'guest', ready: heading('About Us') },
  { path: '/contact', as: 'guest', ready: heading('Contact Us') },
  { path: '/login', as: 'guest', ready: heading('Login Here') },
  { path: '/register', as: 'guest', ready: heading('Register Here') },
  // The cart lives in the browser: it is shown whatever the server does.
  {
    path: '/cart',
    as: 'guest',
    withCartItem: true,
    ready: () => screen.findByRole('table', { name: 'Cart items' }),
  },
  // The wishlist too (empty for this visitor).
  { path: '/wishlist', as: 'guest', ready: () => screen.findByText('Your wishlist is empty') },
  // Opened without a payment to confirm: it says so, whatever the server does.
  {
    path: '/order-confirmation',
    as: 'user1',
    ready: async () =>
      (await screen.findAllByRole('alert')).find((alert) =>
        alert.textContent?.includes('The payment was not completed'),
      ) ?? Promise.reject(new Error('no "payment was not completed" alert')),
  },
  { path: '/no-such-page', as: 'guest', ready: heading('Page not found') },
  { path: '/admin/settings', as: 'admin', ready: heading('系统设置') },
];

const SCENARIOS = ['network-error', 'slow', 'unauthorized', 'malformed-json'] as const;
/** The scenarios in which every call fails. */
const FAILING: readonly ScenarioName[] = ['network-error', 'malformed-json'];

/**
 * What the person sees (as the browser sweep's expectedState): the login page after an expired
 * session; the back office closed with its session message when every call fails (its session
 * check fails too); else the screen itself.
 */
async function expectedState(screenCase: StaticScreen, scenario: ScenarioName) {
  if (scenario === 'unauthorized' && screenCase.as !== 'guest') return heading('Login Here')();
  if (screenCase.as === 'admin' && FAILING.includes(scenario)) {
    const alert = await waitFor(
      () => {
        const found = screen
          .getAllByRole('alert')
          .find((candidate) => candidate.textContent?.includes('Could not check your session'));
        if (!found) throw new Error('no session message yet');
        return found;
      },
      { timeout: 10_000 },
    );
    expect(alert).toContainElement(
      screen.getByRole('button', { name: 'Try again' }) as HTMLElement,
    );
    return alert;
  }
  return screenCase.ready();
}

async function putProductInCart() {
  const response = await callApi('/public/products?pageNumber=0&pageSize=1');
  const page = (await response.json()) as { content: Parameters<typeof toProduct>[0][] };
  addToCart(toProduct(page.content[0]!));
}

/**
 * Each test waits for the calls it started to be answered before the next one starts: a page load
 * in the browser ends them with the page, but here the slow scenario's calls (1.5 s) would be
 * answered during the next test, for a session that is gone, and sign its person out (noted in
 * the README, "Test times").
 */
let pending = 0;
const started = () => void pending++;
const ended = () => void pending--;
beforeEach(() => {
  pending = 0;
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
});
afterEach(async () => {
  await waitFor(() => expect(pending).toBe(0), { timeout: 10_000 });
  server.events.removeListener('request:start', started);
  server.events.removeListener('request:end', ended);
});

describe('static screens under the failure scenarios', () => {
  it('covers exactly the screens the browser sweep leaves to it', () => {
    expect(SCREENS.map((screenCase) => screenCase.path).sort()).toEqual(
      [...STATIC_SCREEN_PATHS].sort(),
    );
  });

  for (const screenCase of SCREENS)
    for (const scenario of SCENARIOS)
      it(`${screenCase.path} under ${scenario}`, async () => {
        if (screenCase.as !== 'guest') await storeSignedIn(screenCase.as);
        if (screenCase.withCartItem) await putProductInCart();
        allowOffContractResponses(); // the scenarios' answers are broken on purpose
        useScenario(scenario);
        const view = renderApp(screenCase.path);
        expect(await expectedState(screenCase, scenario)).toBeVisible();
        if (scenario === 'unauthorized' && screenCase.as !== 'guest')
          expect(view.path()).toMatch(/^\/login(\?|$)/);
        // Not blank: the frame (the back office closed has no header of its own) and real text.
        const closedBackOffice = screenCase.as === 'admin' && FAILING.includes(scenario);
        if (!closedBackOffice) expect(screen.getByRole('banner')).toBeInTheDocument();
        expect(screen.getByRole('main')).toBeInTheDocument();
        expect(document.body.textContent!.replace(/\s+/g, ' ').trim().length).toBeGreaterThan(40);
      });
});
