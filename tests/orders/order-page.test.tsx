import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commit, db } from '../../mocks/db/database';
import { getCartState } from '@/entities/cart/cart-store';
import { renderSignedIn, screen } from '../helpers/render-app';

const user1Id = () => db().users.find((user) => user.username === 'user1')!.id;
const ordersOfUser1 = () => db().orders.filter((order) => order.userId === user1Id());

/** The amount as the page writes it, computed here from whole cents. */
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('the order page', () => {
  it('lists the lines with quantities, unit prices and line totals that add up to the total, to the cent', async () => {
    const order = ordersOfUser1().find((candidate) => candidate.orderStatus !== 'cancelled')!;
    // Prices whose products in floating point leave dust (0.1 × 3 = 0.30000000000000004).
    const prices = [
      [19.99, 3],
      [0.1, 3],
      [0.2, 1],
    ] as const;
    order.items = prices.map(([price, quantity], index) => ({
      ...order.items[index % order.items.length]!,
      orderItemId: 90_000 + index,
      productName: `Receipt line ${index}`,
      quantity,
      orderedProductPrice: price,
    }));
    order.totalAmount = 60.47;
    commit();

    await renderSignedIn('user1', `/profile/orders/${order.orderId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order #${order.orderId}` }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('row');
    const lines = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(lines.map((cells) => cells.slice(1))).toEqual([
      ['3', '$19.99', '$59.97'],
      ['3', '$0.10', '$0.30'],
      ['1', '$0.20', '$0.20'],
    ]);
    const expectedCents = prices.reduce(
      (sum, [price, quantity]) => sum + Math.round(price * 100) * quantity,
      0,
    );
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent(dollars(expectedCents));
    expect(screen.getByTestId('order-total')).toHaveTextContent('$60.47');
    await waitFor(() => expect(document.title).toBe(`Order #${order.orderId} · Shop`));
  });

  it('shows where the order went, how it was paid and how far it has come', async () => {
    const order = ordersOfUser1().find((candidate) => candidate.orderStatus === 'shipped')!;
    order.shippingAddress = {
      street: '12 Receipt Lane',
      city: 'Springfield',
      state: 'OR',
      zipCode: '97477',
      country: 'USA',
    };
    order.paymentMethod = 'online';
    order.pgPaymentId = 'pi_receipt_reference_42';
    commit();

    await renderSignedIn('user1', `/profile/orders/${order.orderId}`);
    const address = await screen.findByRole('region', { name: 'Delivery address' });
    expect(address).toHaveTextContent('12 Receipt Lane');
    expect(address).toHaveTextContent('Springfield, OR 97477');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Stripe');
    expect(payment).toHaveTextContent('pi_receipt_reference_42');
    const status = screen.getByRole('region', { name: 'Order status' });
    for (const step of ['Ordered', 'Paid', 'Shipped', 'Delivered'])
      expect(within(status).getByText(step)).toBeInTheDocument();
    // Mantine marks the steps reached so far as active: up to Shipped, not Delivered.
    const reached = [...status.querySelectorAll('[data-active]')].map((item) =>
      item.textContent?.trim(),
    );
    expect(reached.some((text) => text?.startsWith('Shipped'))).toBe(true);
    expect(reached.some((text) => text?.startsWith('Delivered'))).toBe(false);
  });

  it("says Order not found for another shopper's order, and shows nothing of it", async () => {
    const theirs = db().orders.find((order) => order.userId !== user1Id())!;
    const { user, path } = await renderSignedIn('user1', `/profile/orders/${theirs.orderId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(theirs.email)).not.toBeInTheDocument();
    for (const item of theirs.items)
      expect(screen.queryByText(item.productName)).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-total')).not.toBeInTheDocument();
    // The title follows once the page has rendered its head (a task after the page's first effects).
    await waitFor(() => expect(document.title).toBe('Order not found · Shop'));
    await user.click(screen.getByRole('link', { name: 'Back to your orders' }));
    await waitFor(() => expect(path()).toBe('/profile/orders'));
  });

  it.each(['abc', '12abc', '-1', '1e3', '99999999'])(
    'says Order not found for the id %s',
    async (id) => {
      await renderSignedIn('user1', `/profile/orders/${id}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Order not found' }),
      ).toBeInTheDocument();
    },
  );

  it('is opened from the order history', async () => {
    const { user, path } = await renderSignedIn('user1', '/profile/orders');
    const first = (await screen.findAllByRole('article', { name: /^Order #/ }))[0]!;
    const orderId = /#(\d+)/.exec(first.getAttribute('aria-label') ?? '')![1];
    await user.click(within(first).getByRole('link', { name: `View order #${orderId}` }));
    await waitFor(() => expect(path()).toBe(`/profile/orders/${orderId}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order #${orderId}` }),
    ).toBeInTheDocument();
  });

  it('puts the order back in the cart with Buy again', async () => {
    const order = ordersOfUser1().find((candidate) =>
      candidate.items.every(
        (item) => (db().products.find((p) => p.productId === item.productId)?.quantity ?? 0) > 3,
      ),
    )!;
    const { user } = await renderSignedIn('user1', `/profile/orders/${order.orderId}`);
    await user.click(await screen.findByRole('button', { name: 'Buy again' }));
    const count = order.items.length;
    expect(
      await screen.findByText(`${count} product${count > 1 ? 's' : ''} added to the cart`),
    ).toBeInTheDocument();
    expect(
      getCartState()
        .items.map((item) => item.productId)
        .sort(),
    ).toEqual(order.items.map((item) => item.productId).sort());
  });
});
