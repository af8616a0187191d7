import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { cartAmountCents, findPaymentIntent, paymentIntents } from '../../mocks/db/payment-intents';
import { server, useScenario } from '../../mocks/node';
import { reloadCartFromStorage } from '@/entities/cart/cart-store';
import { formatDollars, lineTotal, sumInCents } from '@/lib/money';
import { PAYMENT_NOT_CONFIRMED } from '@/features/checkout/components/order-confirmation';
import { renderApp, screen, storeSignedIn } from '../helpers/render-app';
import { maskedUnauthorized } from '../../mocks/responses';
import { cartLineOf, storeCart } from '../helpers/stored-cart';

/** Counts the order placements the app sends (POST /order/users/payment/...). */
function countOrderPosts() {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/order\/users\/payment\//.test(request.url)) seen.count++;
  });
  return seen;
}

/** The confirmation page says the payment is not confirmed; no order was placed; the cart is kept. */
async function expectNotPlacedCartKept(posts: { count: number }) {
  expect(await screen.findByText(PAYMENT_NOT_CONFIRMED)).toBeInTheDocument();
  expect(posts.count).toBe(0);
  expect(db().orders).toHaveLength(300);
  expect(JSON.parse(localStorage.getItem('cartItems')!)).toHaveLength(2);
}

/** Two products for sale with stock in the browser cart, as a shopper would have left them. */
function fillCart() {
  const products = db()
    .products.filter((p) => p.quantity >= 3 && p.active !== false)
    .slice(0, 2);
  storeCart(products.map((p) => cartLineOf(p, 2)));
  return products.map((p) => ({ id: p.productId, stock: p.quantity, price: p.specialPrice }));
}

async function openCheckout() {
  await storeSignedIn('user1');
  const products = fillCart();
  const app = renderApp('/checkout');
  await screen.findAllByRole('button', { name: 'Deliver here' });
  return { ...app, products };
}

const proceed = () => screen.getByRole('button', { name: 'Proceed' });

/** Picks the first address and proceeds through the steps to the payment. */
async function proceedToPayment(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getAllByRole('button', { name: 'Deliver here' })[0]!);
  await user.click(proceed());
  await user.click(proceed());
  await user.click(proceed());
}

async function toPaymentStep(user: ReturnType<typeof renderApp>['user']) {
  await proceedToPayment(user);
  return screen.findByRole('textbox', { name: 'Card number' });
}

async function pay(user: ReturnType<typeof renderApp>['user'], card: string) {
  const number = screen.getByRole('textbox', { name: 'Card number' });
  await user.clear(number);
  await user.type(number, card);
  const expiry = screen.getByRole('textbox', { name: 'Expiration date' });
  await user.clear(expiry);
  await user.type(expiry, '1230');
  const cvc = screen.getByRole('textbox', { name: 'Security code' });
  await user.clear(cvc);
  await user.type(cvc, '123');
  await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
}

/** Deletes the address of that building name on the profile page, as its owner would. */
async function deleteOnProfile(user: ReturnType<typeof renderApp>['user'], building: string) {
  await screen.findByRole('heading', { name: 'user1' });
  const card = await screen.findByRole('article', { name: building });
  await user.click(within(card).getByRole('button', { name: 'Delete' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
  );
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: building })).not.toBeInTheDocument(),
  );
}

describe('the checkout wizard', () => {
  it('starts on Address with Back disabled and refuses to go on without an address', async () => {
    const { user } = await openCheckout();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(proceed());
    expect(
      await screen.findByText('Please select checkout address before proceeding.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
  });

  it('saves the chosen address under CHECKOUT_ADDRESS and defaults the method to card', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getAllByRole('button', { name: 'Deliver here' })[0]!);
    expect(JSON.parse(localStorage.getItem('CHECKOUT_ADDRESS')!)).toHaveProperty('addressId');
    await user.click(proceed());
    expect(await screen.findByRole('radio', { name: /Card/ })).toBeChecked();
  });

  it('forgets the chosen address when it is deleted on the profile page, and only that one', async () => {
    const { user, history } = await openCheckout();
    const [chosen, other] = screen.getAllByRole('article');
    const chosenName = chosen!.getAttribute('aria-label')!;
    await user.click(within(other!).getByRole('button', { name: 'Deliver here' }));
    history.push('/profile');
    await deleteOnProfile(user, chosenName);
    history.push('/checkout');
    await screen.findByRole('heading', { name: 'Address' });
    // Deleting another address keeps the choice.
    expect(
      within(
        await screen.findByRole('article', { name: other!.getAttribute('aria-label')! }),
      ).getByRole('button', { name: 'Selected' }),
    ).toBeInTheDocument();

    history.push('/profile');
    await deleteOnProfile(user, other!.getAttribute('aria-label')!);
    history.push('/checkout');
    await screen.findByRole('heading', { name: 'Address' });
    // user1 had two addresses: none is left, and none is chosen.
    expect(
      await screen.findByText('No address saved yet. Add one to use it at checkout.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('CHECKOUT_ADDRESS')).toBeNull();
    await user.click(proceed());
    expect(
      await screen.findByText('Please select checkout address before proceeding.'),
    ).toBeInTheDocument();
  });

  it('shows the summary with items, address, method, subtotal and tax 0%, then Paypal Unavailable', async () => {
    const { user, products } = await openCheckout();
    await user.click(screen.getAllByRole('button', { name: 'Deliver here' })[0]!);
    await user.click(proceed());
    await user.click(await screen.findByRole('radio', { name: /PayPal/ }));
    await user.click(proceed());
    const items = await screen.findByRole('table', { name: 'Order items' });
    expect(within(items).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByLabelText('Payment method')).toHaveTextContent('PayPal');
    expect(screen.getByText('0%')).toBeInTheDocument();
    const subtotal = sumInCents(products.map((p) => lineTotal(p.price, 2)));
    expect(screen.getAllByText(formatDollars(subtotal)).length).toBeGreaterThan(0);
    await user.click(proceed());
    expect(await screen.findByText('Paypal Unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
  });

  it('writes the browser cart to the server on the way to payment', async () => {
    const { user, products } = await openCheckout();
    await toPaymentStep(user);
    const cart = db().carts.find((c) => c.userId === 2)!;
    expect(cart.items).toEqual(products.map((p) => ({ productId: p.id, quantity: 2 })));
    expect(localStorage.getItem('client-secret')).toMatch(/^"?pi_\w+_secret_\w+"?$/);
  });

  it('shows the card messages in red under the form and keeps the cart on a decline', async () => {
    const { user } = await openCheckout();
    await toPaymentStep(user);
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    await pay(user, '4000000000000002');
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await pay(user, '4000000000009995');
    expect(await screen.findByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toHaveLength(2);
    expect(db().orders).toHaveLength(300);
  });

  it('pays, places the order once, lowers stock and clears cart and checkout data', async () => {
    const posts = countOrderPosts();
    const { user, products, path, unmount } = await openCheckout();
    await toPaymentStep(user);
    await pay(user, '4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for your purchase. Your order has been placed successfully.'),
    ).toBeInTheDocument();
    expect(path()).toMatch(
      /^\/order-confirmation\?payment_intent=pi_\w+&.*redirect_status=succeeded/,
    );
    expect(db().orders).toHaveLength(301);
    for (const p of products)
      expect(db().products.find((r) => r.productId === p.id)!.quantity).toBe(p.stock - 2);
    await waitFor(() => expect(localStorage.getItem('cartItems')).toBeNull());
    expect(localStorage.getItem('CHECKOUT_ADDRESS')).toBeNull();
    expect(localStorage.getItem('client-secret')).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Cart/ }),
    ).toHaveTextContent('0');

    // A reload of the confirmation page places no second order.
    const url = path();
    unmount();
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(db().orders).toHaveLength(301);
    expect(posts.count).toBe(1);
    // The intent paid for this order only.
    const intent = findPaymentIntent(new URL(url, 'http://x').searchParams.get('payment_intent')!);
    expect(intent).toMatchObject({
      status: 'succeeded',
      usedByOrderId: db().orders.at(-1)!.orderId,
    });
    server.events.removeAllListeners();
  });

  it('a declined card leaves the intent unconfirmed, and its confirmation URL places nothing', async () => {
    const posts = countOrderPosts();
    const { user } = await openCheckout();
    await toPaymentStep(user);
    await pay(user, '4000000000000002');
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    const secret = JSON.parse(localStorage.getItem('client-secret')!) as string;
    const id = secret.split('_secret_')[0]!;
    expect(findPaymentIntent(id)).toMatchObject({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    cleanupAndOpen(
      `/order-confirmation?payment_intent=${id}&payment_intent_client_secret=${secret}&redirect_status=succeeded`,
    );
    await expectNotPlacedCartKept(posts);
    server.events.removeAllListeners();
  });

  it('places nothing when the paid amount is not what the client secret was made for', async () => {
    const posts = countOrderPosts();
    const { user } = await openCheckout();
    await toPaymentStep(user);
    // As if the secret had been stored for another total: the intent pays a different amount.
    const madeFor = JSON.parse(localStorage.getItem('client-secret-for')!) as { amount: number };
    localStorage.setItem(
      'client-secret-for',
      JSON.stringify({ ...madeFor, amount: madeFor.amount + 100 }),
    );
    await pay(user, '4242424242424242');
    await expectNotPlacedCartKept(posts);
    server.events.removeAllListeners();
  });

  it('asks for the client secret with the total shown, in cents, and the customer; a changed cart gets a new one', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/order/stripe-client-secret'))
        bodies.push((await request.clone().json()) as Record<string, unknown>);
    });
    const { user } = await openCheckout();
    await toPaymentStep(user);
    const shown = screen.getByRole('button', { name: /^Pay \$/ }).textContent!;
    const cents = Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      amount: cents,
      currency: 'usd',
      email: 'user1@shop.com',
      name: 'user1',
      address: { city: expect.any(String), pincode: expect.any(String) },
    });
    const first = localStorage.getItem('client-secret');

    // Back to the summary, the same cart: the secret is kept. A changed cart asks for a new one.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(proceed());
    await screen.findByRole('textbox', { name: 'Card number' });
    expect(bodies).toHaveLength(1);
    const lines = JSON.parse(localStorage.getItem('cartItems')!) as { quantity: number }[];
    lines[0]!.quantity = 1;
    localStorage.setItem('cartItems', JSON.stringify(lines));
    reloadCartFromStorage();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(proceed());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.amount).toBeLessThan(cents);
    await waitFor(() => expect(localStorage.getItem('client-secret')).not.toBe(first));
    // The new secret charges the new total: its intent is for the new cart's amount, in cents.
    const newTotal = screen.getByRole('button', { name: /^Pay \$/ }).textContent!;
    const newCents = Math.round(Number(newTotal.replace(/[^\d.]/g, '')) * 100);
    expect(bodies[1]!.amount).toBe(newCents);
    const secret = JSON.parse(localStorage.getItem('client-secret')!) as string;
    const intent = findPaymentIntent(secret.split('_secret_')[0]!)!;
    expect(intent.amount).toBe(newCents);
    expect(intent.amount).toBe(cartAmountCents(2));
    server.events.removeAllListeners();
  });

  it('shows and charges an unrounded server total rounded to the cent', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/order/stripe-client-secret'))
        bodies.push((await request.clone().json()) as Record<string, unknown>);
    });
    server.use(
      http.get('*/api/carts/users/cart', () => {
        const product = db().products.find((p) => p.quantity >= 3 && p.active !== false)!;
        return HttpResponse.json({
          cartId: 1,
          totalPrice: 53.982,
          products: [{ ...product, price: 29.99, discount: 10, specialPrice: 26.991, quantity: 2 }],
        });
      }),
      // The mock's plain mode would refuse an amount that is not its own cart's.
      http.post('*/api/order/stripe-client-secret', () =>
        HttpResponse.text('pi_unrounded_secret_1', { status: 201 }),
      ),
    );
    const { user } = await openCheckout();
    await toPaymentStep(user);
    expect(screen.getByRole('button', { name: /^Pay \$/ })).toHaveTextContent('$53.98');
    expect(screen.queryByText(/26\.991|53\.982/)).toBeNull();
    expect(bodies[0]).toMatchObject({ amount: 5398 });
    server.events.removeAllListeners();
  });

  it('refuses a card payment under 50 cents before asking the server', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/carts/users/cart', () => {
        const product = db().products.find((p) => p.quantity >= 3 && p.active !== false)!;
        return HttpResponse.json({
          cartId: 1,
          totalPrice: 0.4,
          products: [{ ...product, price: 0.4, discount: 0, specialPrice: 0.4, quantity: 1 }],
        });
      }),
      http.post('*/api/order/stripe-client-secret', () => {
        asked += 1;
        return new HttpResponse('pi_1_secret_1', { status: 201 });
      }),
    );
    const { user } = await openCheckout();
    await proceedToPayment(user);
    expect(
      await screen.findAllByText(
        'Card payments start at $0.50. Add something to your cart to pay by card.',
      ),
    ).not.toHaveLength(0);
    expect(asked).toBe(0);
  });

  it('a payment the server masks as a 401 says so and keeps the shopper signed in and the cart', async () => {
    server.use(http.post('*/api/order/stripe-client-secret', maskedUnauthorized));
    const { user, path } = await openCheckout();
    await proceedToPayment(user);
    expect(
      await screen.findAllByText(
        'The server could not prepare the payment. Your cart is kept; please try again in a moment.',
      ),
    ).not.toHaveLength(0);
    expect(path()).toBe('/checkout');
    expect(localStorage.getItem('auth')).toContain('user1');
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toHaveLength(2);
  });

  it("toasts 'Failed to create client secret' when it cannot be had, and keeps the cart", async () => {
    const { user } = await openCheckout();
    server.use(http.post('*/api/order/stripe-client-secret', () => HttpResponse.error()));
    await proceedToPayment(user);
    expect(await screen.findAllByText('Failed to create client secret')).not.toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toHaveLength(2);
  });

  it('sends an expired session to the login page and keeps the cart', async () => {
    const { user, path } = await openCheckout();
    await user.click(screen.getAllByRole('button', { name: 'Deliver here' })[0]!);
    await user.click(proceed());
    await user.click(proceed());
    useScenario('unauthorized');
    await user.click(proceed());
    await waitFor(() => expect(path()).toBe('/login?redirect=%2Fcheckout'));
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toHaveLength(2);
  });
});

/** A fresh page on another URL (a reload, a second tab, a typed address). */
function cleanupAndOpen(path: string) {
  document.body.innerHTML = '';
  return renderApp(path);
}

describe('the order confirmation page', () => {
  it.each([
    ['a made-up intent', '/order-confirmation?payment_intent=pi_x&redirect_status=succeeded'],
    [
      'a made-up intent and client secret',
      '/order-confirmation?payment_intent=pi_x&payment_intent_client_secret=pi_x_secret_y&redirect_status=succeeded',
    ],
  ])('places nothing for a crafted URL (%s) and keeps the cart', async (_name, url) => {
    const posts = countOrderPosts();
    await storeSignedIn('user1');
    fillCart();
    renderApp(url);
    await expectNotPlacedCartKept(posts);
    server.events.removeAllListeners();
  });

  it('places nothing for a crafted URL even with a made-up secret stored for it', async () => {
    const posts = countOrderPosts();
    await storeSignedIn('user1');
    fillCart();
    localStorage.setItem('client-secret', JSON.stringify('pi_x_secret_y'));
    localStorage.setItem(
      'client-secret-for',
      JSON.stringify({ amount: 100, currency: 'usd', cart: '' }),
    );
    renderApp('/order-confirmation?payment_intent=pi_x&redirect_status=succeeded');
    expect(await screen.findByText(PAYMENT_NOT_CONFIRMED)).toBeInTheDocument();
    expect(posts.count).toBe(0);
    expect(paymentIntents()).toHaveLength(0);
    server.events.removeAllListeners();
  });

  it('shows the order another tab placed for the same payment and places no second one', async () => {
    const posts = countOrderPosts();
    await storeSignedIn('user1');
    fillCart();
    // What the first tab wrote after placing order 42 for pi_other.
    localStorage.setItem('placed-orders', JSON.stringify({ pi_other: 42 }));
    renderApp('/order-confirmation?payment_intent=pi_other&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('This order was already placed.')).toBeInTheDocument();
    expect(screen.getByText('Order #42')).toBeInTheDocument();
    expect(posts.count).toBe(0);
    server.events.removeAllListeners();
  });

  it('places nothing and keeps the cart when the payment did not succeed', async () => {
    await storeSignedIn('user1');
    fillCart();
    renderApp('/order-confirmation?payment_intent=pi_1&redirect_status=failed');
    expect(await screen.findByText(/The payment was not completed/)).toBeInTheDocument();
    expect(db().orders).toHaveLength(300);
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toHaveLength(2);
  });
});
