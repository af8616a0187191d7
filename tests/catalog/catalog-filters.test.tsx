import { waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { useScenario } from '../../mocks/node';
import { recordProductRequests } from '../helpers/catalog';
import { renderApp, screen } from '../helpers/render-app';
import { loadCatalogFilters } from '@/features/catalog/components/catalog-filters-code';

/**
 * The catalogue's narrowing filters (docs/product/storefront.md#23a): built from the facets the
 * mock answers with, switched off where the server answers without them (the course server).
 */
const cards = () => screen.queryAllByRole('article');
const panel = () => screen.getByRole('region', { name: 'Narrow the products' });
const brandBox = (name: string) =>
  within(panel()).getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
const inStockBox = () => within(panel()).getByRole('checkbox', { name: /^In stock only/ });
const labelOf = (checkbox: HTMLElement) => {
  const id = checkbox.getAttribute('id');
  return document.querySelector(`label[for="${id}"]`)?.textContent ?? '';
};
const shown = (checkbox: HTMLElement) => Number(/\((\d+)\)$/.exec(labelOf(checkbox))?.[1]);
const search = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

/** The first two brands by name. */
function twoBrands() {
  const brands = [...new Set(db().products.map((p) => p.brand))].sort((a, b) => a.localeCompare(b));
  return brands.slice(0, 2) as [string, string];
}

// The panel's code comes apart from the page's (catalog-filters-code.ts); the route's loader
// waits for it on a screen wide enough to show the panel, which jsdom's matchMedia never says it
// is. Here it is there from the start, as on such a screen: these tests are about the filters,
// not about when their code arrives (the browser tests see that).
beforeAll(() => loadCatalogFilters());

describe('the catalogue filters', () => {
  it('narrow by two brands and a price range; the counts follow, the URL keeps it, Back steps back', async () => {
    const requests = recordProductRequests();
    const { user, path, history } = renderApp('/products?keyword=a');
    await waitFor(() => expect(cards()).toHaveLength(12));
    const [first, second] = twoBrands();
    expect(shown(brandBox(first))).toBeGreaterThan(0);

    await user.click(brandBox(first));
    await waitFor(() => expect(search(path()).get('brand')).toBe(JSON.stringify([first])));
    // The stock count is now of that brand's products (the keyword kept).
    const keyword = (p: { productName: string }) => p.productName.toLowerCase().includes('a');
    const inStock = (brands: string[]) =>
      db().products.filter((p) => brands.includes(p.brand) && p.quantity > 0 && keyword(p)).length;
    await waitFor(() => expect(shown(inStockBox())).toBe(inStock([first])));

    await user.click(brandBox(second));
    await waitFor(() => expect(shown(inStockBox())).toBe(inStock([first, second])));
    expect(search(path()).get('keyword')).toBe('a');

    const from = within(panel()).getByRole('textbox', { name: 'From ($)' });
    await user.type(from, '100{Enter}');
    await waitFor(() => expect(search(path()).get('minPrice')).toBe('100'));
    const sent = requests.at(-1)!;
    expect(sent.getAll('brand')).toEqual([first, second]);
    expect(sent.get('minPrice')).toBe('100');
    expect(sent.get('facets')).toBe('true');

    history.back();
    await waitFor(() => expect(search(path()).get('minPrice')).toBeNull());
    expect(search(path()).get('brand')).toBe(JSON.stringify([first, second]));

    // Reset keeps the search text.
    await user.click(within(panel()).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(search(path()).get('brand')).toBeNull());
    expect(search(path()).get('keyword')).toBe('a');
  });

  it('shows a choice that leaves nothing with 0, and it cannot be chosen', async () => {
    const phones = db().categories.find((c) => c.categoryName === 'Phones')!;
    const notAPhoneBrand = db().products.find(
      (p) =>
        p.categoryId !== phones.categoryId &&
        !db().products.some((q) => q.categoryId === phones.categoryId && q.brand === p.brand),
    )!.brand;
    const { user } = renderApp('/products?category=Phones');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    // The first brands shown are those that leave products; all of them on asking.
    expect(
      within(panel()).queryByRole('checkbox', { name: new RegExp(`^${notAPhoneBrand} `) }),
    ).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: /^Show all \d+ brands$/ }));
    const box = brandBox(notAPhoneBrand);
    expect(shown(box)).toBe(0);
    expect(box).toBeDisabled();
  });

  it('lists an unknown brand or one with markup from a hand-typed URL as text, chosen, with 0, and finds nothing', async () => {
    const brands = JSON.stringify(['No Such Brand', '<img src=x onerror=alert(1)>']);
    renderApp(`/products?brand=${encodeURIComponent(brands)}`);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(brandBox('No Such Brand')).toBeChecked();
    expect(labelOf(brandBox('<img src=x onerror=alert\\(1\\)>'))).toBe(
      '<img src=x onerror=alert(1)> (0)',
    );
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says so when the lowest price is above the highest, and finds nothing', async () => {
    renderApp('/products?minPrice=500&maxPrice=100');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(
      screen.getByText('The lowest price is above the highest: no product can be in between.'),
    ).toBeInTheDocument();
  });

  it('on the course server: today’s bar, no empty controls, and filters in the URL are said to be ignored', async () => {
    useScenario('course-server');
    const [brand] = twoBrands();
    renderApp(`/products?brand=${encodeURIComponent(JSON.stringify([brand]))}&inStock=true`);
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.queryByRole('region', { name: 'Narrow the products' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear Filter' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This shop cannot narrow products by brand, price or stock yet, so the list below is not narrowed by them.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
