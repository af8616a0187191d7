import { logIn, submitLogin } from './support/log-in';
import { expect, test } from './support/mock-backend';
import { toastsShown } from './support/toasts';

/**
 * Sessions that cannot cross (docs/decisions/0027-session-generation.md), in the browser, under
 * the slow scenario: the previous person's orders answer 401, the app asks GET /auth/user, and
 * that check's "gone" comes back only after the next person has signed in. The next person stays
 * signed in, sees their own orders and profile, and reads no message about the other session.
 *
 * The late answers are held by a stand-in for the network under the page's `fetch` (installed
 * before the app runs, armed through sessionStorage, released by the test): the in-browser mock
 * answers in its service worker, where a test cannot hold one answer and let the rest go.
 */

interface LateCheck {
  held: boolean;
  delivered: boolean;
  release?: () => void;
}
type WithLateCheck = Window & { __lateCheck: LateCheck };

test('a session check the previous person started, answering “gone” after the next sign-in, signs nobody out', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const state: LateCheck = { held: false, delivered: false };
    (window as unknown as WithLateCheck).__lateCheck = state;
    // Spring's 401 for a session that is gone (not the masked "/error" body).
    const gone = (path: string) =>
      new Response(
        JSON.stringify({
          status: 401,
          error: 'Unauthorized',
          message: 'Full authentication is required to access this resource',
          path,
        }),
        { status: 401, headers: { 'Content-Type': 'application/json' } },
      );
    let ordersFailed = false;
    const network = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (request.method !== 'GET') return network(request);
      if (path === '/api/orders/users' && sessionStorage.getItem('late-check') === 'armed') {
        sessionStorage.setItem('late-check', 'used');
        ordersFailed = true;
        return gone(path);
      }
      if (path === '/api/auth/user' && ordersFailed && !state.held) {
        state.held = true;
        await new Promise<void>((resolve) => (state.release = resolve));
        state.delivered = true;
        return gone(path);
      }
      return network(request);
    };
  });

  await logIn(page, 'user1', 'password1', '/login?mock-scenario=slow');
  await page.evaluate(() => sessionStorage.setItem('late-check', 'armed'));
  await page.getByRole('button', { name: 'Account menu for user1' }).click();
  await page.getByRole('menuitem', { name: 'Order' }).click();
  // user1's orders answered 401: the app is asking the server whether the session holds.
  await page.waitForFunction(() => (window as unknown as WithLateCheck).__lateCheck.held);

  await page.getByRole('button', { name: 'Account menu for user1' }).click();
  await page.getByRole('menuitem', { name: 'LogOut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, 'seller1', 'password2');

  // The check user1's 401 started now says "gone".
  await page.evaluate(() => (window as unknown as WithLateCheck).__lateCheck.release?.());
  await page.waitForFunction(() => (window as unknown as WithLateCheck).__lateCheck.delivered);

  // seller1 is still signed in, and sees their own orders...
  await page.getByRole('button', { name: 'Account menu for seller1' }).click();
  await page.getByRole('menuitem', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole('article', { name: /^Order #/ }).first()).toBeVisible();
  // ...and their own profile.
  await page.getByRole('button', { name: 'Account menu for seller1' }).click();
  await page.getByRole('menuitem', { name: 'seller1' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'seller1' })).toBeVisible();
  await expect(page.getByText('seller1@shop.com')).toBeVisible();
  await expect(page.getByText('user1@shop.com')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu for seller1' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toContain('seller1');

  // No message about user1's session, or about a failed call of theirs.
  expect(
    (await toastsShown(page)).filter((text) => /session|sign|fail|could not|error/i.test(text)),
  ).toEqual([]);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toHaveCount(0);
});
