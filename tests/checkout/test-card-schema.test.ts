import { describe, expect, test } from 'vitest';
import { testCardSchema } from '@/features/checkout/components/test-cards';
import { TEST_CARDS } from '../../mocks/db/payment-intents';
import { formSchema } from '@/lib/forms/form-schema';

// A fixed day, so that "in the past" does not depend on when the test runs.
const validate = formSchema(testCardSchema(() => new Date(2030, 5, 15)));
const card = { number: '4242 4242 4242 4242', expiry: '06 / 30', cvc: '123' };

describe("the test card schema checks the fields as Stripe does, with Stripe's messages", () => {
  test('a complete card with this month as expiry passes', () => {
    expect(validate(card)).toEqual({});
    // Declined or not is the payment server's answer: every test card is a complete card.
    for (const number of Object.values(TEST_CARDS))
      expect(validate({ ...card, number })).toEqual({});
    expect(validate({ ...card, expiry: '06/30', cvc: '1234' })).toEqual({});
  });

  test.each([
    [{ number: '4242 4242 4242' }, { number: 'Your card number is incomplete.' }],
    [{ number: '4242 4242 4242 4241' }, { number: 'Your card number is invalid.' }],
    [{ expiry: '13 / 30' }, { expiry: "Your card's expiration date is incomplete." }],
    [{ expiry: '1' }, { expiry: "Your card's expiration date is incomplete." }],
    [{ expiry: '05 / 30' }, { expiry: "Your card's expiration year is in the past." }],
    [{ expiry: '12 / 29' }, { expiry: "Your card's expiration year is in the past." }],
    [{ cvc: '12' }, { cvc: "Your card's security code is incomplete." }],
  ])('%o → %o', (change, errors) => {
    expect(validate({ ...card, ...change })).toEqual(errors);
  });

  test('an empty form: the first message of each field', () => {
    expect(validate({ number: '', expiry: '', cvc: '' })).toEqual({
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
  });
});
