import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, useScenario } from '../../mocks/node';
import { AddressBook } from '@/features/addresses/components/address-book';
import { renderSignedIn, screen, storeSignedIn } from '../helpers/render-app';
import { renderComponent } from '../helpers/render-component';
import { maskedUnauthorized } from '../../mocks/responses';

const FIELDS = ['Building Name', 'Street', 'City', 'State', 'Pincode', 'Country'];

/** Opens the new-address form, types a value into each field (in FIELDS order) and saves. */
async function addAddress(
  user: Awaited<ReturnType<typeof openProfile>>['user'],
  values = ['Tower Seven', 'Harbour Road 12', 'Springfield', 'Illinois', '62701', 'USA'],
) {
  await user.click(screen.getByRole('button', { name: 'Add Address' }));
  for (const [i, field] of FIELDS.entries())
    await user.type(await screen.findByRole('textbox', { name: new RegExp(field) }), values[i]!);
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
}

async function openProfile() {
  const app = await renderSignedIn('user1', '/profile');
  await screen.findByRole('heading', { name: 'user1' });
  return app;
}

/** The profile's address book alone, for user1 (signed in, as the profile page has it). */
async function openAddressBook() {
  await storeSignedIn('user1');
  const view = renderComponent(<AddressBook />, { url: '/profile' });
  await screen.findByRole('button', { name: 'Add Address' });
  return view;
}

describe('the profile page', () => {
  it('shows the username, email, roles and the saved addresses', async () => {
    await openProfile();
    expect(screen.getByText('user1@shop.com')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Roles')).getByText('User')).toBeInTheDocument();
    expect((await screen.findAllByRole('article')).length).toBeGreaterThanOrEqual(2);
  });

  it('asks for every address field with its messages', async () => {
    const { user } = await openAddressBook();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    await user.click(await screen.findByRole('button', { name: 'Save Address' }));
    for (const field of FIELDS)
      expect(await screen.findByText(`*${field} is required`)).toBeInTheDocument();
  });

  it("adds an address: 'Address saved successfully' and the list reloads", async () => {
    const { user } = await openAddressBook();
    const before = (await screen.findAllByRole('article')).length;
    await addAddress(user);
    expect(await screen.findByText('Address saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(before + 1));
    expect(screen.getByRole('article', { name: 'Tower Seven' })).toHaveTextContent(
      'Springfield, Illinois 62701',
    );
  });

  it("checks the server's minimum lengths before sending, and keeps what was typed", async () => {
    let posted = 0;
    server.use(
      http.post('*/api/users/addresses', () => {
        posted += 1;
        return HttpResponse.json({ message: 'not expected', status: false }, { status: 400 });
      }),
    );
    const { user } = await openAddressBook();
    await addAddress(user, ['Twr', 'Road', 'Rio', 'I', '123', 'U']);
    for (const message of [
      '*Building Name must be at least 5 characters',
      '*Street must be at least 5 characters',
      '*City must be at least 4 characters',
      '*State must be at least 2 characters',
      '*Pincode must be at least 5 characters',
      '*Country must be at least 2 characters',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Building Name/ })).toHaveValue('Twr');
    expect(posted).toBe(0);
  });

  it("puts the server's field messages on the fields and keeps what was typed", async () => {
    server.use(
      http.post('*/api/users/addresses', () =>
        HttpResponse.json(
          { buildingName: 'Building name must be atleast 5 characters' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openAddressBook();
    await addAddress(user);
    expect(
      await screen.findByText('Building name must be atleast 5 characters'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Building Name/ })).toHaveValue('Tower Seven');
  });

  it('a save the server masks as a 401 says so, keeps the form filled and the shopper signed in', async () => {
    server.use(http.post('*/api/users/addresses', maskedUnauthorized));
    const { user, path } = await openProfile();
    await addAddress(user);
    expect(
      await screen.findByText(
        'The server could not save this address. Check the fields and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Full authentication/)).toBeNull();
    expect(screen.getByRole('textbox', { name: /Street/ })).toHaveValue('Harbour Road 12');
    expect(path()).toBe('/profile');
    expect(localStorage.getItem('auth')).toContain('user1');
  });

  it('a delete the server masks as a 401 (an order uses the address) says why it may have failed', async () => {
    server.use(http.delete('*/api/users/addresses/:id', maskedUnauthorized));
    const { user } = await openAddressBook();
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText(
        'The server could not delete this address. It may be used by an order you placed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(2);
  });

  // What a deletion does to the checkout's chosen address: tests/checkout/checkout.test.tsx.
  it("edits an address and deletes one: 'Address deleted successfully'", async () => {
    const { user } = await openAddressBook();
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Edit' }));
    const city = await screen.findByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Shelbyville');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('Shelbyville'));

    const count = screen.getAllByRole('article').length;
    await user.click(
      within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Delete' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Address deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(count - 1));
  });

  it("says 'Some Error Occured' when a delete gets no answer", async () => {
    const { user } = await openAddressBook();
    await screen.findAllByRole('article');
    useScenario('network-error');
    await user.click(
      within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Delete' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Some Error Occured')).toBeInTheDocument();
  });

  it("says 'Failed to fetch user addresses' when the list fails, and tries again", async () => {
    await storeSignedIn('user1');
    useScenario('server-error');
    const { user } = renderComponent(<AddressBook />, { url: '/profile' });
    expect(
      await screen.findByText('Failed to fetch user addresses', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('article')).length).toBeGreaterThanOrEqual(2);
  });
});
