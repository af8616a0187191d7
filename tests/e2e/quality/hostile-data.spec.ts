import { type Page } from '@playwright/test';
import { expect, test } from '../support/mock-backend';
import { EMPTY_STATE, restoreState, type BrowserState } from '../support/browser-state';
import { logIn } from '../support/log-in';
import { expectToast } from '../support/toasts';

/**
 * Issue 8's hostile-data gate: (a) whatever sits under the app's storage keys (src/lib/storage-keys.ts,
 * all in localStorage: src/lib/storage.ts) the app starts, drops the bad value and keeps working;
 * (b) script and markup in product names, descriptions, addresses and user names are shown as
 * text everywhere and never run.
 */

const KEYS = [
  'authToken',
  'token',
  'auth',
  'user',
  'cartItems',
  'CHECKOUT_ADDRESS',
  'client-secret',
  'placed-orders',
  'recently-viewed',
] as const;
type Key = (typeof KEYS)[number];

/** Values no build of the app wrote: one kind of garbage per test, under every key. */
const GARBAGE: Record<string, string> = {
  'invalid JSON': '{"items": [1, 2,',
  'an object of the wrong shape': '{"items":5}',
  null: 'null',
  'a number': '42',
  'a very long string': 'x'.repeat(60_000),
  'an array where an object is expected': '[{"productId":"7","quantity":-1},null,5,"x"]',
  'fields of the wrong types': JSON.stringify({
    id: 'one',
    username: 42,
    roles: 'ROLE_ADMIN',
    addressId: '7',
    street: null,
    productId: 3,
    quantity: 'many',
  }),
  'markup and characters no header can carry': '<img src=x onerror="window.__xss=1">☃\u0000\n',
};

// The cart, the user, the checkout address and the recently viewed products are read at
// start-up: after any load each must be gone or replaced. The token is read with the first API call, the client secret
// on the payment step (see the checkout test below).
const READ_AT_START: readonly Key[] = [
  'auth',
  'user',
  'cartItems',
  'CHECKOUT_ADDRESS',
  'recently-viewed',
];
const READ_WITH_A_CALL: readonly Key[] = ['authToken', 'token'];

const CORRUPTION_OFF = 'hostile-storage-off';
/** The session storage entry that names what the init script writes: `{ keys, value }`. */
const CORRUPTION = 'hostile-storage';

/**
 * Writes the garbage that the session storage names (CORRUPTION) under its keys before any
 * script of the app runs, on every load, until CORRUPTION_OFF is set. One init script for the
 * whole test: each kind of garbage is one step of it, in the same browser context
 * (../support/browser-state.ts), started by `openWithGarbage`.
 */
async function corruptStorageOnEveryLoad(page: Page) {
  await page.addInitScript(
    ({ named, off }) => {
      const wanted = sessionStorage.getItem(named);
      if (!wanted || sessionStorage.getItem(off)) return;
      const { keys, value } = JSON.parse(wanted) as { keys: string[]; value: string };
      for (const key of keys) localStorage.setItem(key, value);
      // What it wrote, for the test to see that its garbage was there before the app ran.
      (window as unknown as { __garbageWritten?: number }).__garbageWritten = keys.length;
    },
    { named: CORRUPTION, off: CORRUPTION_OFF },
  );
}

/** The number of keys the init script filled with garbage before this document's scripts ran. */
const garbageWritten = (page: Page) =>
  page.evaluate(() => (window as unknown as { __garbageWritten?: number }).__garbageWritten);

/**
 * Back to `state` (nothing stored, or a signed-in start) with this kind's garbage named, then
 * the kind's first page, where the init script must have written it before the app ran (a
 * sweep that wrote nothing would pass on a clean store).
 */
async function openWithGarbage(
  page: Page,
  state: BrowserState,
  keys: readonly Key[],
  value: string,
  path: string,
) {
  await restoreState(page, state, { [CORRUPTION]: JSON.stringify({ keys, value }) });
  await page.goto(path);
  expect(await garbageWritten(page), 'keys given garbage before the app ran').toBe(keys.length);
}

const stored = (page: Page, keys: readonly Key[]) =>
  page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), keys);

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

async function expectAppShown(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
}

/**
 * Waits until none of the keys holds the bad value any more: a key read with a call is dropped
 * when the page first asks the API, which a page that arrived with its data does only once it
 * is hydrated.
 */
async function expectGarbageDropped(page: Page, keys: readonly Key[], value: string) {
  await expect
    .poll(
      async () => {
        const values = await stored(page, keys);
        // Compared, not printed: some of the values are very long.
        return keys.filter((_, i) => values[i] === value);
      },
      { message: 'keys that still hold the bad value' },
    )
    .toEqual([]);
}

/** The cart works: a product goes in, the badge counts it, the cart page lists it. */
async function expectCartWorks(page: Page) {
  await page.evaluate((off) => sessionStorage.setItem(off, '1'), CORRUPTION_OFF);
  await page.goto('/products');
  const card = page.getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, `${name} added to the cart`);
  await expect(page.getByRole('link', { name: /^Cart/ }).first()).toContainText('1');
  await page.goto('/cart');
  await expect(page.getByRole('table', { name: 'Cart items' })).toContainText(name);
}

/** Every kind of garbage, one step each: a kind that fails names itself in the report. */
const KINDS = Object.entries(GARBAGE);

test.describe('corrupted storage', () => {
  // Eight kinds of garbage, six to eight page loads each: a limit for a hang on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  test(`signed out, each kind of garbage under every key (${KINDS.map(([kind]) => kind).join('; ')}): the pages render, the value is dropped, the cart works`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await corruptStorageOnEveryLoad(page);
    for (const [kind, value] of KINDS)
      await test.step(kind, async () => {
        await openWithGarbage(page, EMPTY_STATE, KEYS, value, '/?mock-reset&mock-scenario=none');
        await expectAppShown(page);
        // The stored garbage reaches no request: the catalogue loads.
        await expect(page.getByRole('article').first()).toBeVisible();
        await expectGarbageDropped(page, [...READ_AT_START, ...READ_WITH_A_CALL], value);

        await page.goto('/cart');
        await expect(page.getByText('Your cart is empty')).toBeVisible();
        await expectGarbageDropped(page, READ_AT_START, value);

        // Nobody is signed in: the protected pages ask to log in.
        for (const path of ['/checkout', '/profile']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { name: 'Login Here' })).toBeVisible();
          await expectAppShown(page);
          await expectGarbageDropped(page, READ_AT_START, value);
        }

        await expectCartWorks(page);
        expect(errors, `uncaught errors in the page (${kind})`).toEqual([]);
      });
  });

  test(`signed in, each kind of garbage under the cart, checkout and old auth keys (${KINDS.map(([kind]) => kind).join('; ')}): the pages render, the value is dropped`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await logIn(page, 'user1', 'password1', '/login?mock-scenario=none');
    // Each kind starts from this sign-in: the current auth keys hold the real session, and
    // everything else is garbage.
    const signedIn = await page.context().storageState();
    const corrupted: Key[] = [
      'token',
      'user',
      'cartItems',
      'CHECKOUT_ADDRESS',
      'client-secret',
      'placed-orders',
    ];
    await corruptStorageOnEveryLoad(page);
    for (const [kind, value] of KINDS)
      await test.step(kind, async () => {
        await openWithGarbage(page, signedIn, corrupted, value, '/');
        await expect(page.getByRole('button', { name: 'Account menu for user1' })).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
        await expectGarbageDropped(page, ['cartItems', 'CHECKOUT_ADDRESS'], value);

        await page.goto('/cart');
        await expect(page.getByText('Your cart is empty')).toBeVisible();
        await expectGarbageDropped(page, ['cartItems', 'CHECKOUT_ADDRESS'], value);

        await page.goto('/checkout');
        await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
        await expectGarbageDropped(page, ['cartItems', 'CHECKOUT_ADDRESS'], value);

        await page.goto('/profile');
        await expect(page.getByRole('heading', { name: 'user1' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Delivery addresses' })).toBeVisible();
        await expectGarbageDropped(page, ['cartItems', 'CHECKOUT_ADDRESS'], value);

        // The placed orders are read when a payment comes back: a made-up one confirms nothing.
        await page.goto('/order-confirmation?payment_intent=pi_made_up&redirect_status=succeeded');
        await expect(page.getByText('No order was confirmed')).toBeVisible();
        await expectGarbageDropped(page, ['placed-orders'], value);

        await expectCartWorks(page);
        expect(errors, `uncaught errors in the page (${kind})`).toEqual([]);
      });
  });

  test('a garbage client secret and checkout address do not reach the payment: a new secret is asked for', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await logIn(page, 'user1', 'password1', '/login?mock-scenario=none');
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('link', { name: /^Cart/ }).first()).toContainText('1');
    await page.evaluate(() => {
      localStorage.setItem('client-secret', JSON.stringify('x'.repeat(5000)));
      localStorage.setItem('CHECKOUT_ADDRESS', '{"addressId":"1","street":5}');
    });

    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Deliver here' }).first()).toBeVisible();
    expect(await stored(page, ['CHECKOUT_ADDRESS'])).toEqual([null]);
    await page.getByRole('button', { name: 'Deliver here' }).first().click();
    for (let step = 0; step < 3; step++)
      await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('textbox', { name: /card number/i })).toBeVisible();
    const [secret] = await stored(page, ['client-secret']);
    expect(JSON.parse(secret!)).toMatch(/^pi_\w+_secret_\w+$/);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
/** The server allows 3 to 20 characters in a user name: this one fits, and would run if parsed. */
const MARKUP_USERNAME = '<svg/onload=__xss=1>';
const MARKUP_PASSWORD = 'secret12';
const PRODUCT = { name: IMG, description: `${SCRIPT}<b>bold</b> and more` };
const ADDRESS = {
  buildingName: IMG,
  street: SCRIPT,
  city: '<b>Lyon</b>',
  state: '<i>ARA</i>',
  country: '<u>FR</u>',
  // Within the pincode's 10 characters.
  pincode: '<b>690</b>',
};

interface Seeded {
  productId: number;
  orderId: number;
}

/**
 * Through the API, as the people who could: the administrator adds a product with markup in its
 * name and description; a visitor registers with markup in the user name and the administrator
 * gives that user markup first and last names; user1 saves a markup address and orders the product.
 */
async function seedHostileData(page: Page): Promise<Seeded> {
  await page.goto('/?mock-reset&mock-scenario=none');
  // The in-browser backend answers once the app is on screen.
  await expect(page.getByRole('banner')).toBeVisible();
  return page.evaluate(
    async ({ product, address, username, password, img, script }) => {
      const send = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/api${path}`, {
          method,
          headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
        const text = await response.text();
        try {
          return JSON.parse(text);
        } catch {
          return text;
        }
      };
      const signIn = (user: string, secret: string) =>
        send('POST', '/auth/signin', { username: user, password: secret });

      await send('POST', '/auth/signup', { username, email: 'svg@mail.com', password });

      await signIn('admin', 'adminPass');
      const categories = await send('GET', '/public/categories?pageSize=100');
      const created = await send(
        'POST',
        `/admin/categories/${categories.content[0].categoryId}/product`,
        {
          productName: product.name,
          description: product.description,
          price: 0.2,
          discount: 0,
          quantity: 50,
        },
      );
      const users = await send('GET', '/admin/users?pageSize=1000');
      const hostile = users.content.find((u: { username: string }) => u.username === username);
      await send('PUT', `/admin/users/${hostile.userId ?? hostile.id}`, {
        username,
        email: 'svg@mail.com',
        firstName: img,
        lastName: script,
      });
      await send('POST', '/auth/signout');

      await signIn('user1', 'password1');
      const saved = await send('POST', '/users/addresses', address);
      await send('POST', '/cart/create', [{ productId: created.productId, quantity: 1 }]);
      // The mock places an order only with a paid intent for the cart's amount (20 cents).
      const secret = String(
        await send('POST', '/order/stripe-client-secret', { amount: 20, currency: 'usd' }),
      );
      const paymentIntent = secret.split('_secret_')[0];
      await send('POST', `/order/test-payments/${paymentIntent}/confirm`, {
        clientSecret: secret,
        cardNumber: '4242424242424242',
      });
      const order = await send('POST', '/order/users/payment/online', {
        addressId: saved.addressId,
        pgName: 'Stripe',
        pgPaymentId: paymentIntent,
        pgStatus: 'succeeded',
        pgResponseMessage: 'Payment successful',
      });
      await send('POST', '/auth/signout');
      return { productId: created.productId as number, orderId: order.orderId as number };
    },
    {
      product: PRODUCT,
      address: ADDRESS,
      username: MARKUP_USERNAME,
      password: MARKUP_PASSWORD,
      img: IMG,
      script: SCRIPT,
    },
  );
}

/** Nothing of the payloads became markup, and nothing of it ran. */
async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('svg[onload]')).toHaveCount(0);
  await expect(page.locator('script', { hasText: '__xss' })).toHaveCount(0);
}

test.describe('script and markup payloads are shown as text', () => {
  test('storefront: catalogue, product dialog, cart, checkout address, profile and orders', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await seedHostileData(page);
    await logIn(page, 'user1', 'password1', '/login?mock-scenario=none');

    await page.goto('/products');
    const card = page.getByRole('article').first();
    await expect(card).toContainText(PRODUCT.name);
    await expect(card).toContainText(SCRIPT);
    await expectNothingInjected(page);

    await card.getByRole('link', { name: PRODUCT.name }).click();
    const dialog = page.getByRole('dialog', { name: PRODUCT.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(PRODUCT.description)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, `${PRODUCT.name} added to the cart`);
    await expectNothingInjected(page);

    await page.goto('/cart');
    await expect(page.getByRole('table', { name: 'Cart items' })).toContainText(PRODUCT.name);
    await expectNothingInjected(page);

    await page.goto('/checkout');
    const address = page.getByRole('article', { name: ADDRESS.buildingName });
    await expect(address).toContainText(ADDRESS.street);
    await expect(address).toContainText(`${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.pincode}`);
    await expect(address).toContainText(ADDRESS.country);
    await address.getByRole('button', { name: 'Deliver here' }).click();
    await expectNothingInjected(page);

    await page.goto('/profile');
    await expect(page.getByRole('article', { name: ADDRESS.buildingName })).toContainText(
      ADDRESS.street,
    );
    await expectNothingInjected(page);

    await page.goto('/profile/orders');
    await expect(page.getByRole('main')).toContainText(PRODUCT.name);
    await expectNothingInjected(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });

  test('a user name with markup: login toast, header menu and profile', async ({ page }) => {
    const errors = collectPageErrors(page);
    await seedHostileData(page);
    await logIn(page, MARKUP_USERNAME, MARKUP_PASSWORD, '/login?mock-scenario=none');
    const menu = page.getByRole('button', { name: `Account menu for ${MARKUP_USERNAME}` });
    await expect(menu).toBeVisible();
    await expectNothingInjected(page);

    await menu.click();
    await page.getByRole('menuitem', { name: MARKUP_USERNAME }).click();
    await expect(page.getByRole('heading', { name: MARKUP_USERNAME })).toBeVisible();
    await expectNothingInjected(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });

  test('back office: products, users and the order details', async ({ page }) => {
    const errors = collectPageErrors(page);
    const { orderId } = await seedHostileData(page);
    await logIn(page, 'admin', 'adminPass', '/login?mock-scenario=none');

    await page.goto('/admin/products');
    await page.getByRole('textbox', { name: '搜索商品名称或品牌...' }).fill('onerror');
    await expect(page.getByRole('row').filter({ hasText: PRODUCT.name })).toBeVisible();
    await expectNothingInjected(page);

    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: '搜索用户名或邮箱...' }).fill('svg@mail.com');
    const userRow = page.getByRole('row').filter({ hasText: MARKUP_USERNAME });
    await expect(userRow).toBeVisible();
    await expect(userRow).toContainText(`${SCRIPT}${IMG}`);
    await expectNothingInjected(page);

    await page.goto('/admin/orders');
    await page
      .getByRole('textbox', { name: '搜索订单号、客户姓名或邮箱...' })
      .fill(String(orderId));
    await page.getByRole('button', { name: `查看订单 ${orderId} 详情` }).click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText(PRODUCT.name);
    await expect(details).toContainText(ADDRESS.street);
    await expect(details).toContainText(ADDRESS.city);
    await expectNothingInjected(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });
});
