import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { firstProduct } from '../helpers/catalog';
import { server, useScenario } from '../../mocks/node';
import { renderApp, screen } from '../helpers/render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe("a product's own page", () => {
  it('shows the product: breadcrumbs, picture, name as the heading, price, stock and description', async () => {
    const row = firstProduct({ quantity: 8 });
    const category = db().categories.find((c) => c.categoryId === row.categoryId)!;
    renderApp(`/products/${row.productId}`);
    expect(await heading(row.productName)).toBeInTheDocument();
    const main = screen.getByRole('main');
    // The page's largest picture, loaded first: the only one asked for at high priority.
    const picture = within(main).getByRole('img', { name: row.productName });
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    expect(within(main).getByText(row.description)).toBeInTheDocument();
    expect(within(main).getByText('$0.40')).toBeInTheDocument();
    expect(within(main).getByText('In Stock')).toBeInTheDocument();
    const trail = within(main).getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(within(trail).getByRole('link', { name: 'Products' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(trail).getByRole('link', { name: category.categoryName })).toHaveAttribute(
      'href',
      `/products?category=${encodeURIComponent(category.categoryName).replace(/%20/g, '+')}`,
    );
    await waitFor(() => expect(document.title).toBe(`${row.productName} · Shop`));
  });

  it('puts the product in the cart with the same toast as the card', async () => {
    const row = firstProduct({ productName: 'Product Page Lamp' });
    const { user } = renderApp(`/products/${row.productId}`);
    await heading('Product Page Lamp');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product Page Lamp added to the cart')).toBeInTheDocument();
  });

  it("says 'Out-Of-Stock' for a product without stock", async () => {
    const row = firstProduct({ quantity: 0 });
    renderApp(`/products/${row.productId}`);
    await heading(row.productName);
    expect(within(screen.getByRole('main')).getByText('Out-Of-Stock')).toBeInTheDocument();
  });

  it('shows markup in a name or description as text', async () => {
    const row = firstProduct({
      productName: '<img src=x onerror=alert(1)> Lamp',
      description: '<b>bold</b> claims',
    });
    renderApp(`/products/${row.productId}`);
    expect(await heading('<img src=x onerror=alert(1)> Lamp')).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b> claims')).toBeInTheDocument();
    expect(document.querySelector('main b, main img[src="x"]')).toBeNull();
  });

  it.each(['987654', 'abc', '0', '05', '1.5'])(
    'shows a not-found page with a way back for the id %s',
    async (id) => {
      renderApp(`/products/${id}`);
      expect(await heading('Product not found')).toBeInTheDocument();
      expect(screen.getByText('This product is no longer in the shop.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
        'href',
        '/products',
      );
      await waitFor(() => expect(document.title).toBe('Product not found · Shop'));
    },
  );

  it('says the product could not be loaded when the server fails, and tries again', async () => {
    const row = firstProduct({ productName: 'Flaky Lamp' });
    useScenario('server-error');
    const { user } = renderApp(`/products/${row.productId}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('The product could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Something went wrong · Shop'));
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await heading('Flaky Lamp')).toBeInTheDocument();
  });
});

describe('the detail dialog and the product page', () => {
  it('shows the product page address while the dialog is open; Back closes it', async () => {
    const row = firstProduct();
    const { user, path, history } = renderApp('/products');
    const card = await screen.findByRole('article', { name: row.productName });
    const link = within(card).getByRole('link', { name: row.productName });
    // A copied link, a middle click, a new tab: the product's page.
    expect(link).toHaveAttribute('href', `/products/${row.productId}`);
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: row.productName })).toBeInTheDocument();
    expect(path()).toBe(`/products/${row.productId}`);
    history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(path()).toBe('/products');
  });

  it("keeps the About page's sample phones at ?product=: they are not the shop's, and have no page", async () => {
    const { user, path } = renderApp('/about');
    const card = (await screen.findAllByRole('article'))[0]!;
    const name = card.getAttribute('aria-label')!;
    await user.click(within(card).getByRole('link', { name }));
    expect(await screen.findByRole('dialog', { name })).toBeInTheDocument();
    expect(path()).toMatch(/^\/about\?product=\d+$/);
  });

  it('opens the page, not the dialog, at the address the dialog showed (a reload, a new tab)', async () => {
    const row = firstProduct({ productName: 'Reloaded Lamp' });
    renderApp(`/products/${row.productId}`);
    expect(await heading('Reloaded Lamp')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
