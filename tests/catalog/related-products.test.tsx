import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commit, db } from '../../mocks/db/database';
import { renderApp, screen } from '../helpers/render-app';

/** Related products under a product's page (docs/product/storefront.md#28a-related-products). */
const related = () =>
  within(screen.getByRole('region', { name: 'Related products' })).getAllByRole('article');
const rowNamed = (name: string | null) => db().products.find((p) => p.productName === name)!;

describe('related products on a product page', () => {
  it('shows up to 8 of the same category, not the product itself, in stock first, each opening its page', async () => {
    const product = db().products[0]!;
    // Two of its category out of stock: they come after those in stock.
    const others = db().products.filter(
      (p) => p.categoryId === product.categoryId && p.productId !== product.productId,
    );
    for (const row of others.slice(0, 2)) row.quantity = 0;
    commit();
    const { user, path } = renderApp(`/products/${product.productId}`);
    await waitFor(() => expect(related().length).toBe(Math.min(8, others.length)));
    const rows = related().map((card) => rowNamed(card.getAttribute('aria-label')));
    expect(rows.every((row) => row.categoryId === product.categoryId)).toBe(true);
    expect(rows.map((row) => row.productId)).not.toContain(product.productId);
    const stock = rows.map((row) => row.quantity > 0);
    expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));

    const first = related()[0]!;
    const name = first.getAttribute('aria-label')!;
    await user.click(within(first).getByRole('link', { name }));
    await waitFor(() => expect(path()).toBe(`/products/${rowNamed(name).productId}`));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('falls back on the same brand when the product is alone in its category', async () => {
    const product = db().products[0]!;
    const lonely = { ...db().categories[0]!, categoryId: 9999, categoryName: 'Lonely' };
    db().categories.push(lonely);
    product.categoryId = lonely.categoryId;
    commit();
    renderApp(`/products/${product.productId}`);
    await waitFor(() => expect(related().length).toBeGreaterThan(0));
    const rows = related().map((card) => rowNamed(card.getAttribute('aria-label')));
    expect(rows.every((row) => row.brand === product.brand)).toBe(true);
    expect(rows.map((row) => row.productId)).not.toContain(product.productId);
  });
});
