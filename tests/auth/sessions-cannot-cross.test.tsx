import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db/database';
import { toAddressDto, toOrderDto } from '../../mocks/db/serializers';
import { server, useSlowAnswers } from '../../mocks/node';
import { unauthorized } from '../../mocks/responses';
import { readAuthUser } from '@/api/auth-storage';
import { pageReload } from '@/app/connect-session';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { toast } from '@/lib/toast';
import { renderApp, renderSignedIn, screen } from '../helpers/render-app';
import { PASSWORDS, signIn } from '../helpers/mock-api';

/**
 * Sessions that cannot cross (issue 68, docs/decisions/0027-session-generation.md): an answer
 * to a call the previous person started, arriving after the next person signed in, signs nobody
 * out, shows none of the previous person's data and raises no message. Every call answers late
 * (LATE_MS, as under the slow scenario but sooner: the order of the answers is what matters)
 * throughout; the late answers are held by handlers that wait on a promise the test releases, at
 * the moments a person would meet them.
 */

/** How late every answer comes: far more than the few microtasks an answer's handling takes. */
const LATE_MS = 300;

type App = ReturnType<typeof renderApp>;
const A = 'user1';
const B = 'seller1';

const userRow = (username: string) => db().users.find((u) => u.username === username)!;
const orderNames = (username: string) =>
  db()
    .orders.filter((o) => o.userId === userRow(username).id)
    .map((o) => STOREFRONT_TEXTS.orders.order(o.orderId));
const addressNames = (username: string) =>
  db()
    .addresses.filter((a) => a.userId === userRow(username).id)
    .map((a) => a.buildingName);

/**
 * A held answer: the handler waits on `opened` (the test calls `open`), calls `delivered` as it
 * hands its answer back, and `answered` resolves then. What the app makes of that answer takes it
 * a few microtasks; the next thing the test waits for (the new person's orders) takes a late
 * answer (LATE_MS).
 */
function gate() {
  let open!: () => void;
  let delivered!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const answered = new Promise<void>((resolve) => (delivered = resolve));
  return { opened, open, answered, delivered };
}

/** What a person reads when a call of theirs failed or their session ended: none may show. */
const MESSAGES_ABOUT_A_SESSION = [
  STOREFRONT_TEXTS.errors.sessionEnded,
  STOREFRONT_TEXTS.errors.maskedFailure,
  STOREFRONT_TEXTS.errors.aborted,
  STOREFRONT_TEXTS.errors.network,
  STOREFRONT_TEXTS.orders.failedToFetch,
  STOREFRONT_TEXTS.account.addresses.failedToFetch,
];

async function signOutHere(app: App) {
  await app.user.click(await screen.findByRole('button', { name: `Account menu for ${A}` }));
  await app.user.click(await screen.findByRole('menuitem', { name: 'LogOut' }));
  await waitFor(() => expect(app.path()).toMatch(/^\/login/));
}

async function signInHere(app: App, username: keyof typeof PASSWORDS) {
  await app.user.type(await screen.findByRole('textbox', { name: /UserName/ }), username);
  await app.user.type(
    screen.getByLabelText(/^Password/, { selector: 'input' }),
    PASSWORDS[username],
  );
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('button', { name: `Account menu for ${username}` });
}

/**
 * The new person, still signed in, on their own pages: their orders, their profile and
 * addresses, none of the previous person's, and no message about a session.
 */
async function expectOnlyTheNewPerson(app: App, previous: string = A) {
  app.history.push('/profile/orders');
  const orders = await screen.findAllByRole('article', { name: /^Order #/ });
  expect(orders.map((order) => order.getAttribute('aria-label')).sort()).toEqual(
    orderNames(B).sort(),
  );
  app.history.push('/profile');
  expect(await screen.findByRole('heading', { name: B })).toBeInTheDocument();
  expect(screen.getByText(userRow(B).email)).toBeInTheDocument();
  // Every card on the profile is an address of the book.
  const addresses = await screen.findAllByRole('article');
  expect(addresses.map((address) => address.getAttribute('aria-label')).sort()).toEqual(
    addressNames(B).sort(),
  );
  expect(app.path()).toBe('/profile');
  expect(readAuthUser()?.username).toBe(B);
  expect(screen.getByRole('button', { name: `Account menu for ${B}` })).toBeInTheDocument();
  const theirs = [previous, userRow(previous).email, ...orderNames(previous)];
  for (const name of [...theirs, ...addressNames(previous)])
    expect(screen.queryByText(name)).toBeNull();
  for (const message of MESSAGES_ABOUT_A_SESSION) expect(screen.queryByText(message)).toBeNull();
}

afterEach(() => vi.restoreAllMocks());

describe('an answer for the previous person, after the next one signed in', () => {
  // When the held answer leaves the mock, counted from the new person's sign-in: at once (0 s),
  // once their orders show (one late answer), and once their addresses show too (the orders, the
  // profile's session and addresses: several).
  const moments = {
    'at once': async () => {},
    'once the new person sees their orders': async (app: App) => {
      app.history.push('/profile/orders');
      await screen.findAllByRole('article', { name: /^Order #/ });
    },
    'once the new person sees their addresses': async (app: App) => {
      app.history.push('/profile/orders');
      await screen.findAllByRole('article', { name: /^Order #/ });
      app.history.push('/profile');
      await screen.findByRole('article', { name: addressNames(B)[0] });
    },
  };

  // The previous person's own session check (the session query at start-up) is cancelled with
  // them, its fetch aborted; should its 401 still come through, it is an earlier session's.
  // (Once is enough here: the moments are swept below, on a check no cancelling reaches.)
  it("a 401 of the previous person's session query, answered as the next one signs in, signs nobody out", async () => {
    useSlowAnswers(LATE_MS);
    const late = gate();
    // The first GET /auth/user is the previous person's check at start-up; it comes back as
    // the 401 their ended session gets, late.
    server.use(
      http.get(
        '*/api/auth/user',
        async ({ request }) => {
          await late.opened;
          late.delivered();
          return unauthorized(request);
        },
        { once: true },
      ),
    );
    const app = await renderSignedIn(A, '/profile');
    await screen.findByRole('heading', { name: A });
    await signOutHere(app);
    await signInHere(app, B);

    late.open();
    await late.answered;
    await expectOnlyTheNewPerson(app);
  });

  it.each(Object.entries(moments))(
    "a session check the previous person's 401 started, answering “gone” %s, signs nobody out",
    async (_, moment) => {
      useSlowAnswers(LATE_MS);
      const late = gate();
      let ordersFailed = false;
      let checkHeld!: () => void;
      const checkAsked = new Promise<void>((resolve) => (checkHeld = resolve));
      server.use(
        // The previous person's orders come back 401 (no masked body): the app asks
        // GET /auth/user, outside any query, so no cancelling reaches that check.
        http.get(
          '*/api/orders/users',
          ({ request }) => {
            ordersFailed = true;
            return unauthorized(request);
          },
          { once: true },
        ),
        // That check is the one held: it says "gone" only after the next person signed in.
        http.get('*/api/auth/user', async ({ request }) => {
          if (!ordersFailed) return undefined;
          ordersFailed = false;
          checkHeld();
          await late.opened;
          late.delivered();
          return unauthorized(request);
        }),
      );
      const app = await renderSignedIn(A, '/profile/orders');
      await checkAsked;
      await signOutHere(app);
      await signInHere(app, B);
      await moment(app);

      late.open();
      await late.answered;
      await expectOnlyTheNewPerson(app);
    },
  );

  // Kept out by more than the stamp: the previous person's queries are cancelled (their fetch
  // aborted) and removed, and the next person's are keyed by their own id. The stamp alone is
  // shown at the client, in tests/api/session-generation.test.ts.
  it("the previous person's orders and addresses, answered after the switch, never show", async () => {
    useSlowAnswers(LATE_MS);
    const a = userRow(A);
    const held = {
      '*/api/users/addresses': gate(),
      '*/api/orders/users': gate(),
    };
    const answers = {
      '*/api/users/addresses': () =>
        db()
          .addresses.filter((row) => row.userId === a.id)
          .map(toAddressDto),
      '*/api/orders/users': () =>
        db()
          .orders.filter((row) => row.userId === a.id)
          .map(toOrderDto),
    };
    const asked: Promise<void>[] = [];
    for (const [path, late] of Object.entries(held)) {
      let onAsked!: () => void;
      asked.push(new Promise((resolve) => (onAsked = resolve)));
      server.use(
        http.get(
          path,
          async () => {
            onAsked();
            await late.opened;
            late.delivered();
            return HttpResponse.json(answers[path as keyof typeof answers]());
          },
          { once: true },
        ),
      );
    }
    const app = await renderSignedIn(A, '/profile');
    await screen.findByRole('heading', { name: A });
    app.history.push('/profile/orders');
    await Promise.all(asked);
    await signOutHere(app);
    await signInHere(app, B);

    for (const late of Object.values(held)) late.open();
    await Promise.all(Object.values(held).map((late) => late.answered));
    await expectOnlyTheNewPerson(app);
  });
});

describe('the back office alike', () => {
  it("a session check an administrator's 401 started, answering “gone” after a shopper signed in, signs nobody out", async () => {
    useSlowAnswers(LATE_MS);
    const late = gate();
    let listFailed = false;
    let checkHeld!: () => void;
    const checkAsked = new Promise<void>((resolve) => (checkHeld = resolve));
    server.use(
      http.get(
        '*/api/admin/orders',
        ({ request }) => {
          listFailed = true;
          return unauthorized(request);
        },
        { once: true },
      ),
      http.get('*/api/auth/user', async ({ request }) => {
        if (!listFailed) return undefined;
        listFailed = false;
        checkHeld();
        await late.opened;
        late.delivered();
        return unauthorized(request);
      }),
    );
    const app = await renderSignedIn('admin', '/admin/orders');
    await checkAsked;
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.path()).toMatch(/^\/login/));
    await signInHere(app, B);

    late.open();
    await late.answered;
    await expectOnlyTheNewPerson(app, 'admin');
  });
});

describe('two tabs', () => {
  it("one tab's sign-out, answered after the other tab signed in as someone else, leaves the new person signed in", async () => {
    useSlowAnswers(LATE_MS);
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    // The toasts this tab raises: its screen goes with the reload, so the record is kept here.
    const errorToasts = vi.spyOn(toast, 'error');
    const late = gate();
    let signOutAsked!: () => void;
    const asked = new Promise<void>((resolve) => (signOutAsked = resolve));
    server.use(
      http.post(
        '*/api/auth/signout',
        async () => {
          signOutAsked();
          await late.opened;
          late.delivered();
          // Without the mock's Set-Cookie that clears the cookie: a browser would drop B's cookie
          // with it, which no page can stop (see ADR 0027); what is tested is the page's part.
          return HttpResponse.json({ message: "You've been signed out!" });
        },
        { once: true },
      ),
    );
    const app = await renderSignedIn(A, '/profile');
    await screen.findByRole('heading', { name: A });
    await app.user.click(await screen.findByRole('button', { name: `Account menu for ${A}` }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'LogOut' }));
    await asked;

    // Meanwhile the other tab signs in as B: the cookie becomes B's, the stored user B, and the
    // browser tells this tab.
    const info = (await signIn(B)) as unknown as { id: number; email?: string; roles: string[] };
    const oldValue = localStorage.getItem('auth');
    const stored = JSON.stringify({
      id: info.id,
      username: B,
      email: info.email,
      roles: info.roles,
    });
    localStorage.setItem('auth', stored);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'auth',
        oldValue,
        newValue: stored,
        storageArea: localStorage,
      }),
    );
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());

    late.open();
    await late.answered;
    // The reload this tab asked for, once the late answer is in: it starts from what both tabs
    // share (the stored user, the cookie).
    app.unmount();
    const again = renderApp('/profile');
    await screen.findByRole('heading', { name: B });
    await expectOnlyTheNewPerson(again);
    expect(errorToasts).not.toHaveBeenCalled();
  });
});
