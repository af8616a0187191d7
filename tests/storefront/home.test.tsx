import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScenario } from '../../mocks/node';
import { recordProductRequests } from '../helpers/catalog';
import { renderApp, screen } from '../helpers/render-app';

describe('the home page', () => {
  it("shows a banner of kids' clothing, smart TV and living room, each with a Shop link to /products", async () => {
    renderApp('/');
    // The first slide paints as plain markup; the carousel takes over once the page is idle
    // (its first import is slow under vitest's on-the-fly transform, hence the long wait).
    expect(await screen.findByRole('heading', { name: "Kids' Clothing" })).toBeInTheDocument();
    const banner = await screen.findByRole(
      'region',
      { name: 'Featured collections' },
      { timeout: 15_000 },
    );
    const slides = within(banner).getAllByRole('group');
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual([
      "Kids' Clothing",
      'Smart TV',
      'Living Room',
    ]);
    for (const slide of slides) {
      const shop = within(slide).getByRole('link', { name: /^Shop/ });
      expect(shop).toHaveTextContent(/^Shop$/);
      expect(shop).toHaveAttribute('href', '/products');
    }
  });

  it("shows 'Please wait....' with a spinner, then the first 8 products", async () => {
    useScenario('slow');
    const requests = recordProductRequests();
    renderApp('/');
    expect(await screen.findByText('Please wait....')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8), { timeout: 4000 });
    expect(screen.queryByText('Please wait....')).toBeNull();
    expect(requests.at(-1)!.get('pageSize')).toBe('8');
    expect(requests.at(-1)!.get('pageNumber')).toBe('0');
  });

  it('shows an error line when the products cannot be loaded', async () => {
    useScenario('server-error');
    renderApp('/');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Internal Server Error',
    );
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says there are no products in an empty shop', async () => {
    useScenario('empty');
    renderApp('/');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });
});
