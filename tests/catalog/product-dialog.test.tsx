import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commit, db } from '../../mocks/db/database';
import { firstProduct, recordProductRequests } from '../helpers/catalog';
import { renderApp, screen } from '../helpers/render-app';

const dialog = (name?: string) => screen.findByRole('dialog', name ? { name } : {});

describe('the product detail dialog', () => {
  it("opens from the name with image, name, description, price and In Stock, at the product page's address", async () => {
    const row = firstProduct({ quantity: 8 });
    const { user, path } = renderApp('/products?sortby=asc&page=1');
    const card = await screen.findByRole('article', { name: row.productName });
    await user.click(within(card).getByRole('link', { name: row.productName }));
    // Named by its title, which may come a render after the dialog itself: waited for.
    const details = await dialog(row.productName);
    expect(within(details).getByRole('img', { name: row.productName })).toBeInTheDocument();
    expect(within(details).getByText(row.description)).toBeInTheDocument();
    expect(within(details).getByText('$0.40')).toBeInTheDocument();
    expect(within(details).getByText('In Stock')).toBeInTheDocument();
    // The address bar shows the product's own page (route masking); the router knows the dialog.
    expect(path()).toBe(`/products/${row.productId}`);
  });

  it('opens from the image too, and Close goes back to the page as it was', async () => {
    const row = firstProduct();
    const { user, path } = renderApp('/products?page=1&keyword=');
    const card = await screen.findByRole('article', { name: row.productName });
    await user.click(within(card).getByRole('img', { name: row.productName }));
    const details = await dialog();
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(path()).toBe('/products');
  });

  it('gives the focus back to the product link when closed from the keyboard', async () => {
    const row = firstProduct();
    const { user } = renderApp('/products');
    const card = await screen.findByRole('article', { name: row.productName });
    const link = within(card).getByRole('link', { name: row.productName });
    link.focus();
    await user.keyboard('{Enter}');
    const details = await dialog(row.productName);
    await waitFor(() => expect(details).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: row.productName })).toHaveFocus(),
    );
  });

  it('closes with the browser back button and opens again with forward', async () => {
    const row = firstProduct();
    const { user, history } = renderApp('/products');
    const card = await screen.findByRole('article', { name: row.productName });
    await user.click(within(card).getByRole('link', { name: row.productName }));
    await dialog();
    history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    history.forward();
    expect(await dialog()).toHaveAccessibleName(row.productName);
  });

  it("shows 'Out-Of-Stock' for a product without stock", async () => {
    const row = firstProduct({ quantity: 0 });
    renderApp(`/products?product=${row.productId}`);
    expect(within(await dialog(row.productName)).getByText('Out-Of-Stock')).toBeInTheDocument();
  });

  it('opens from a shared link to a product on the current page without another call', async () => {
    const row = firstProduct();
    const requests = recordProductRequests();
    renderApp(`/products?product=${row.productId}`);
    expect(await dialog(row.productName)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('finds the product of a shared link that is not on the page by searching the catalogue', async () => {
    // The most expensive product: on the last page of an ascending list.
    const row = db().products.reduce((a, b) => (a.price >= b.price ? a : b));
    const requests = recordProductRequests();
    const { user, path } = renderApp(`/products?product=${row.productId}`);
    expect(await dialog(row.productName)).toBeInTheDocument();
    expect(requests.some((query) => query.get('pageSize') === '1000')).toBe(true);
    // Closing a dialog that came by link stays on the page instead of leaving the app.
    await user.click(within(await dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(path()).toBe('/products'));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
  });

  it('says so when the product of a shared link is not in the shop', async () => {
    renderApp('/products?product=987654');
    const details = await dialog();
    expect(
      await within(details).findByText('This product is no longer in the shop.'),
    ).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('opens on the home page as well, from a shared link', async () => {
    const row = firstProduct({ productName: 'Home Page Teapot' });
    commit();
    renderApp(`/?product=${row.productId}`);
    expect(await dialog('Home Page Teapot')).toBeInTheDocument();
  });
});
