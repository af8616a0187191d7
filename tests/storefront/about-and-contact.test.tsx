import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAllRequests } from '../helpers/catalog';
import { renderApp, screen } from '../helpers/render-app';

describe('the about page', () => {
  it('shows an intro and three sample phones as product cards that open their details', async () => {
    const { user } = renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    const phones = screen.getAllByRole('article');
    expect(phones).toHaveLength(3);
    // Samples, not products of the shop: nothing to add to the cart.
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    await user.click(within(phones[0]!).getByRole('link', { name: 'Aurora X1' }));
    const details = await screen.findByRole('dialog', { name: 'Aurora X1' });
    expect(within(details).getByText('In Stock')).toBeInTheDocument();
  });
});

describe('the contact page', () => {
  it('requires Name, Email and Message, checking each field when it is left', async () => {
    const { user } = renderApp('/contact');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.queryByText('Your message was not sent')).toBeNull();
  });

  it('says plainly that Send Message sends nothing, and sends nothing', async () => {
    const requests = recordAllRequests();
    const { user } = renderApp('/contact');
    expect(await screen.findByText('This form does not send messages yet')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    const before = requests.length;
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your message was not sent')).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBe(before));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
  });

  it('shows the phone, email and address', async () => {
    renderApp('/contact');
    const info = await screen.findByRole('region', { name: 'Contact Info' });
    expect(within(info).getByRole('link', { name: /555/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(info).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(info).getByText('123 Market Street')).toBeInTheDocument();
  });
});
