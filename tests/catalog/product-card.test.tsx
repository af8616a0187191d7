import { useQuery } from '@tanstack/react-query';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commit, db } from '../../mocks/db/database';
import { PRODUCT_IMAGE_PLACEHOLDER } from '@/components/product-image';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { CATALOG_SEARCH_DEFAULTS, toProductQuery } from '@/features/catalog/catalog-search';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { firstProduct } from '../helpers/catalog';
import { renderComponent, screen } from '../helpers/render-component';

/**
 * The catalogue's first page as /products shows it: asked of the mock backend with the page's
 * own query, in the page's grid, each card with the page's Add to Cart button.
 */
function FirstCataloguePage() {
  const products = useQuery(
    productsQueryOptions(toProductQuery({ ...CATALOG_SEARCH_DEFAULTS, category: undefined })),
  );
  if (!products.data) return null;
  return (
    <ProductGrid
      products={products.data.content}
      renderAction={(product) => <AddToCartButton product={product} />}
    />
  );
}

const renderCards = () => renderComponent(<FirstCataloguePage />, { url: '/products' });
const firstCard = async (name: string) => screen.findByRole('article', { name });

describe('a product card', () => {
  it('cuts the name at 50 characters and the description at 80, with an ellipsis', async () => {
    const row = firstProduct({
      productName: `Extraordinarily Long Product Name ${'x'.repeat(60)}`,
      description: `A description that goes on and on ${'y'.repeat(100)}`,
    });
    renderCards();
    const card = await firstCard(row.productName);
    expect(within(card).getByText(`${row.productName.slice(0, 50)}...`)).toBeInTheDocument();
    expect(within(card).getByText(`${row.description.slice(0, 80)}...`)).toBeInTheDocument();
  });

  it('shows dollars with two decimals and strikes the normal price through beside the special one', async () => {
    const row = firstProduct({ price: 0.95, specialPrice: 0.4 });
    renderCards();
    const card = await firstCard(row.productName);
    expect(within(card).getByText('$0.40')).toBeInTheDocument();
    const normal = within(card).getByText('$0.95');
    expect(normal.closest('del')).not.toBeNull();
  });

  it('sells at 90% of the price when the special price is missing', async () => {
    const row = firstProduct({ price: 0.5 });
    (row as { specialPrice: number | null }).specialPrice = null;
    commit();
    renderCards();
    const card = await firstCard(row.productName);
    expect(within(card).getByText('$0.45')).toBeInTheDocument();
    expect(within(card).getByText('$0.50').closest('del')).not.toBeNull();
  });

  it("reads 'Stock Out' and is disabled when the stock is zero", async () => {
    const row = firstProduct({ quantity: 0 });
    renderCards();
    const card = await firstCard(row.productName);
    expect(within(card).getByRole('button', { name: 'Stock Out' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it("reads 'Stock Out' when the stock is missing", async () => {
    const row = firstProduct();
    (row as { quantity: number | null }).quantity = null;
    commit();
    renderCards();
    const card = await firstCard(row.productName);
    expect(within(card).getByRole('button', { name: 'Stock Out' })).toBeDisabled();
  });

  it('loads the image from /api/images/{image} and shows a placeholder when it fails', async () => {
    const row = firstProduct();
    renderCards();
    const card = await firstCard(row.productName);
    const image = within(card).getByRole('img', { name: row.productName });
    expect(image.getAttribute('src')).toMatch(new RegExp(`/api/images/${row.image}$`));
    fireEvent.error(image);
    await waitFor(() => expect(image).toHaveAttribute('src', PRODUCT_IMAGE_PLACEHOLDER));
  });

  it('loads the first row of pictures at once, the first first, and the rest when scrolled near', async () => {
    renderCards();
    const cards = await screen.findAllByRole('article');
    expect(cards.length).toBeGreaterThan(4);
    const loading = cards.map((card) => within(card).getByRole('img').getAttribute('loading'));
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4))).toEqual(new Set(['lazy']));
    const priority = cards.map((card) =>
      within(card).getByRole('img').getAttribute('fetchpriority'),
    );
    expect(priority[0]).toBe('high');
    expect(new Set(priority.slice(1))).toEqual(new Set(['auto']));
    // Sized before the file arrives: no shift when it does.
    expect(within(cards[0]!).getByRole('img')).toHaveAttribute('width', '400');
    expect(within(cards[0]!).getByRole('img')).toHaveAttribute('height', '300');
  });

  it('shows the placeholder for a product without an image', async () => {
    const row = firstProduct({ image: '' });
    renderCards();
    const card = await firstCard(row.productName);
    expect(within(card).getByRole('img', { name: row.productName })).toHaveAttribute(
      'src',
      PRODUCT_IMAGE_PLACEHOLDER,
    );
  });

  it('shows markup in a name as text and never runs it', async () => {
    const markup = '<img src=x onerror="window.hacked=1"><b>Bold</b>';
    const row = firstProduct({ productName: markup, description: '<script>alert(1)</script>' });
    renderCards();
    const card = await firstCard(markup);
    expect(within(card).getByText(markup)).toBeInTheDocument();
    expect(within(card).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(card.querySelector('b, script, img[src="x"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(db().products).toContain(row);
  });
});
