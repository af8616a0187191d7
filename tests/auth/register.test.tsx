import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../helpers/render-app';

const usernameBox = () => screen.getByRole('textbox', { name: /UserName/ });
const emailBox = () => screen.getByRole('textbox', { name: /Email/ });
const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const registerButton = () => screen.getByRole('button', { name: 'Register' });

/** Fills in the three fields and sends the form. */
async function register(user: UserEvent, username: string, email: string, password: string) {
  await user.type(usernameBox(), username);
  await user.type(emailBox(), email);
  await user.type(passwordBox(), password);
  await user.click(registerButton());
}

async function openRegister() {
  const app = renderApp('/register');
  await screen.findByRole('heading', { name: 'Register Here' });
  return app;
}

describe('the register page', () => {
  it('shows every required message when sent empty', async () => {
    const { user } = await openRegister();
    await user.click(registerButton());
    expect(await screen.findByText('*UserName is required')).toBeInTheDocument();
    expect(screen.getByText('*Email is required')).toBeInTheDocument();
    expect(screen.getByText('*Password is required')).toBeInTheDocument();
  });

  it.each(['bob@mail.net', 'bob.smith@mail.com', 'bob@', 'no-at-sign.com'])(
    "refuses %s with 'Invalid email' (letters or digits, a domain ending in .com)",
    async (email) => {
      const { user } = await openRegister();
      await user.type(emailBox(), email);
      await user.tab();
      expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    },
  );

  it("asks for 6 characters: 'Minimum 6 character is required'", async () => {
    const { user } = await openRegister();
    await user.type(passwordBox(), '12345');
    await user.tab();
    expect(await screen.findByText('Minimum 6 character is required')).toBeInTheDocument();
  });

  it("registers, toasts 'User Registered Successfully' and goes to /login", async () => {
    const { user, path } = await openRegister();
    await register(user, 'newshopper', 'newshopper@mail.com', 'secret12');
    expect(await screen.findByText('User Registered Successfully')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/login'));
  });

  it("shows the server's message for a taken name and keeps what was typed", async () => {
    const { user, path } = await openRegister();
    await register(user, 'user1', 'someone@mail.com', 'secret12');
    expect(await screen.findByText('Error: Username is already taken!')).toBeInTheDocument();
    expect(usernameBox()).toHaveValue('user1');
    expect(emailBox()).toHaveValue('someone@mail.com');
    expect(path()).toBe('/register');
  });

  it('puts the server field map on the fields and toasts the password error', async () => {
    const { user } = await openRegister();
    await register(user, 'x'.repeat(25), 'longname@mail.com', 'p'.repeat(45));
    expect(await screen.findByText('size must be between 3 and 20')).toBeInTheDocument();
    // The toast and the field both say it.
    await waitFor(() =>
      expect(screen.getAllByText('size must be between 6 and 40')).toHaveLength(2),
    );
    expect(usernameBox()).toHaveValue('x'.repeat(25));
  });
});
