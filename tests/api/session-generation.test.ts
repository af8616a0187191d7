import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { toOrderDto } from '../../mocks/db/serializers';
import { server, useSlowAnswers } from '../../mocks/node';
import { unauthorized } from '../../mocks/responses';
import { api, call } from '@/api/client';
import { forgetUser } from '@/api/forget-user';
import { readAuthUser } from '@/api/auth-storage';
import { storeSignedIn } from '../helpers/render-app';

/**
 * The contract of the session stamp (docs/decisions/0027-session-generation.md), at the client:
 * an answer to a call sent before the person changed is handed to nobody, whatever it says; the
 * same call for the new person gets its own answer. Every answer comes late, as on a phone
 * (LATE_MS: sooner than the slow scenario's 1.5 s, as the order is what matters).
 */

const LATE_MS = 300;

/** A held answer: the handler waits until the test opens it; `answered` once it went back. */
function gate() {
  let open!: () => void;
  let delivered!: () => void;
  let arrived!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const answered = new Promise<void>((resolve) => (delivered = resolve));
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  return { opened, open, answered, delivered, asked, arrived };
}

/** Whether a promise has settled, read after anything queued before has run. */
function watch(promise: Promise<unknown>) {
  const seen = { settled: false as false | 'resolved' | 'rejected' };
  promise.then(
    () => (seen.settled = 'resolved'),
    () => (seen.settled = 'rejected'),
  );
  return seen;
}

const ordersOf = (username: string) => {
  const user = db().users.find((u) => u.username === username)!;
  return db().orders.filter((o) => o.userId === user.id);
};

describe('an answer of an earlier session', () => {
  it.each([
    ['its orders', () => HttpResponse.json(ordersOf('user1').map(toOrderDto))],
    ['a 401', (request: Request) => unauthorized(request)],
  ])(
    'is handed to nobody (%s), and the next person signed in gets their own',
    async (_, answer) => {
      useSlowAnswers(LATE_MS);
      await storeSignedIn('user1');
      const late = gate();
      server.use(
        http.get(
          '*/api/orders/users',
          async ({ request }) => {
            late.arrived();
            await late.opened;
            late.delivered();
            return answer(request);
          },
          { once: true },
        ),
      );
      const previous = watch(call(api.GET('/orders/users')));
      await late.asked;

      // user1 signs out, seller1 signs in (as the login form does it: forget, then store).
      forgetUser('signed-out');
      forgetUser('signed-in');
      await storeSignedIn('seller1');
      late.open();
      await late.answered;

      // seller1's call is sent after the late answer went back, and answers LATE_MS later.
      const own = await call(api.GET('/orders/users'));
      expect(own.map((order) => order.orderId).sort()).toEqual(
        ordersOf('seller1')
          .map((order) => order.orderId)
          .sort(),
      );
      expect(previous.settled).toBe(false);
      expect(readAuthUser()?.username).toBe('seller1');
    },
  );
});
