import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { useScenario } from '../../mocks/node';
import { allowOffContractResponses } from '../contract/contract-recorder';
import { forgetUser } from '@/api/forget-user';
import { readAuthUser } from '@/api/auth-storage';
import { renderApp, renderSignedIn, screen, storeSignedIn } from '../helpers/render-app';

/**
 * A shopper's orders on the public course server, which has no GET /orders/users (its masked 401
 * while the session holds): said plainly, with nothing to try again and no word of the network.
 */
afterEach(() => forgetUser('signed-out'));

describe('the order history on a server without a shopper order list', () => {
  it('says the order history is not available yet, offers no Try again, and keeps the shopper signed in', async () => {
    useScenario('course-server');
    await renderSignedIn('user1', '/profile/orders');
    expect(
      await screen.findByText('Your order history is not available from this shop yet'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(/network|connection/i);
    expect(readAuthUser()?.username).toBe('user1');
  });

  it('says the same on an order’s own page', async () => {
    useScenario('course-server');
    const user = db().users.find((u) => u.username === 'user1')!;
    const order = db().orders.find((o) => o.userId === user.id)!;
    await renderSignedIn('user1', `/profile/orders/${order.orderId}`);
    expect(
      await screen.findByText('Your order history is not available from this shop yet'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('still says it is the network when no answer arrives at all, with a Try again', async () => {
    allowOffContractResponses(); // no answer is no contract answer
    await storeSignedIn('user1');
    useScenario('network-error');
    renderApp('/profile/orders');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Failed to fetch orders');
    expect(alert).toHaveTextContent('Network error: the server could not be reached');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
