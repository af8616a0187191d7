import { describe, expect, it, vi } from 'vitest';
import { paymentIntents } from '../../mocks/db/payment-intents';
import { db } from '../../mocks/db/database';
import { paymentFormFor } from '@/features/checkout/payment-config';
import { renderApp, screen, storeSignedIn } from '../helpers/render-app';
import { cartLineOf, storeCart } from '../helpers/stored-cart';

// A production-like build: mocks off, no Stripe key, no VITE_TEST_PAYMENTS. import.meta.env is
// fixed per build, so the build's decision is replaced here by what paymentFormFor answers for
// that configuration (the e2e tests/e2e/payment-not-configured.spec.ts builds it for real).
vi.mock('@/features/checkout/payment-config', async (original) => {
  const real = await original<typeof import('@/features/checkout/payment-config')>();
  return {
    ...real,
    PAYMENT_FORM: real.paymentFormFor({ mocks: false, testPayments: false, stripeKey: undefined }),
  };
});

describe('which card form a build shows', () => {
  it.each([
    [{ mocks: true, testPayments: false, stripeKey: undefined }, 'test'],
    [{ mocks: true, testPayments: false, stripeKey: 'pk_test_1' }, 'test'],
    [{ mocks: false, testPayments: true, stripeKey: undefined }, 'test'],
    [{ mocks: false, testPayments: false, stripeKey: 'pk_live_1' }, 'stripe'],
    [{ mocks: false, testPayments: true, stripeKey: 'pk_test_1' }, 'stripe'],
    [{ mocks: false, testPayments: false, stripeKey: undefined }, 'unavailable'],
    [{ mocks: false, testPayments: false, stripeKey: '  ' }, 'unavailable'],
  ] as const)('%o → %s', (config, form) => {
    expect(paymentFormFor(config)).toBe(form);
  });

  it('a production build without key and flag offers no card form and prepares no payment', async () => {
    await storeSignedIn('user1');
    const products = db()
      .products.filter((p) => p.quantity >= 3 && p.active !== false)
      .slice(0, 1);
    storeCart(products.map((p) => cartLineOf(p, 1)));
    const { user } = renderApp('/checkout');
    await user.click((await screen.findAllByRole('button', { name: 'Deliver here' }))[0]!);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByText('Card payment is not available right now. Please contact us.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay \$/ })).toBeNull();
    expect(paymentIntents()).toHaveLength(0);
  });
});
