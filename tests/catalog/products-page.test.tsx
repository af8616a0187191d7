import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, commit } from '../../mocks/db/database';
import type { CategoryRow } from '../../mocks/db/types';
import { server, useScenario } from '../../mocks/node';
import {
  catalogueSize,
  firstProduct,
  recordProductRequests,
  searchWithNoHitIs400,
} from '../helpers/catalog';
import { renderApp, screen } from '../helpers/render-app';

const cards = () => screen.queryAllByRole('article');
const search = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

describe('the products page', () => {
  it("shows 'Loading...', then the first 12 products, asking for page 0 of 12 sorted by price", async () => {
    // The list's answer waits until 'Loading...' has been seen (a condition, not a delay: on a
    // loaded machine the page's code can take longer to arrive than any delay would last).
    let answer!: () => void;
    const loadingSeen = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/public/products', async () => {
        await loadingSeen;
        return undefined;
      }),
    );
    const requests = recordProductRequests();
    renderApp('/products');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(cards()).toHaveLength(12));
    const query = requests.at(-1)!;
    expect(Object.fromEntries(query)).toEqual({
      pageNumber: '0',
      pageSize: '12',
      sortBy: 'price',
      sortOrder: 'asc',
      // The catalogue extension's facets, asked for always (docs/contract-changes.md).
      facets: 'true',
    });
  });

  it('falls back to the defaults for a nonsense URL instead of showing an error', async () => {
    const requests = recordProductRequests();
    renderApp('/products?page=abc&sortby=sideways&category=&keyword=%20%20&product=x');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(Object.fromEntries(requests.at(-1)!)).toMatchObject({
      pageNumber: '0',
      sortOrder: 'asc',
    });
    expect(requests.at(-1)!.has('keyword')).toBe(false);
    expect(requests.at(-1)!.has('category')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes the search text into the URL 700 ms after typing stops, and searches on the server', async () => {
    const requests = recordProductRequests();
    const { user, path } = renderApp('/products');
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.type(screen.getByRole('combobox', { name: 'Search Products' }), 'steel');
    const typedAt = Date.now();
    expect(search(path()).get('keyword')).toBeNull();
    await waitFor(() => expect(search(path()).get('keyword')).toBe('steel'), { timeout: 2000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(650);
    await waitFor(() => expect(requests.at(-1)!.get('keyword')).toBe('steel'));
    await waitFor(() => cards().forEach((card) => expect(card).toHaveAccessibleName(/steel/i)));
  });

  it('offers All and every category except one named all, and filters by the chosen one', async () => {
    const [first, second] = db().categories as [CategoryRow, CategoryRow];
    db().categories.push({ ...first, categoryId: 999, categoryName: 'all' });
    commit();
    const name = second.categoryName;
    const requests = recordProductRequests();
    const { user, path } = renderApp('/products?page=2');
    await user.click(await screen.findByRole('combobox', { name: 'Category' }));
    const options = await screen.findAllByRole('option');
    const labels = options.map((option) => option.textContent);
    expect(labels[0]).toBe('All');
    expect(labels.filter((label) => label?.toLowerCase() === 'all')).toEqual(['All']);
    expect(labels).toHaveLength(db().categories.length);
    await user.click(screen.getByRole('option', { name }));
    await waitFor(() => expect(search(path()).get('category')).toBe(name));
    expect(search(path()).get('page')).toBeNull(); // a new filter starts at page 1
    await waitFor(() => expect(requests.at(-1)!.get('category')).toBe(name));
  });

  it('toggles the price order with Sort By and says the order in its tooltip', async () => {
    const requests = recordProductRequests();
    const { user, path } = renderApp('/products');
    const sort = await screen.findByRole('button', { name: /Sort By/ });
    await user.hover(sort);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sorted by price: asc');
    await user.click(sort);
    await waitFor(() => expect(search(path()).get('sortby')).toBe('desc'));
    await waitFor(() => expect(requests.at(-1)!.get('sortOrder')).toBe('desc'));
    expect(screen.getByRole('button', { name: /Sort By/ })).toHaveAccessibleName(
      'Sort By (Sorted by price: desc)',
    );
    await user.click(screen.getByRole('button', { name: /Sort By/ }));
    await waitFor(() => expect(search(path()).get('sortby')).toBeNull());
  });

  it('says the price order in a tooltip while Sort By has the keyboard focus', async () => {
    const { user } = renderApp('/products');
    const sort = await screen.findByRole('button', { name: /Sort By/ });
    // Tabbed to, as a keyboard user reaches it (a bounded walk: the page has few stops before it).
    for (let stop = 0; stop < 60 && document.activeElement !== sort; stop++) await user.tab();
    expect(sort).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sorted by price: asc');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows no tooltip when Sort By is tapped on a touch screen', async () => {
    const { user, path } = renderApp('/products');
    const sort = await screen.findByRole('button', { name: /Sort By/ });
    await user.pointer({ keys: '[TouchA]', target: sort });
    await waitFor(() => expect(search(path()).get('sortby')).toBe('desc'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('clears every filter with Clear Filter', async () => {
    const { user, path } = renderApp('/products?keyword=steel&sortby=desc&page=2');
    const box = await screen.findByRole('combobox', { name: 'Search Products' });
    expect(box).toHaveValue('steel');
    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(path()).toBe('/products'));
    expect(box).toHaveValue('');
  });

  it('drops with Clear Filter a search text still waiting to go to the URL', async () => {
    const { user, path } = renderApp('/products');
    await waitFor(() => expect(cards()).toHaveLength(12));
    const box = screen.getByRole('combobox', { name: 'Search Products' });
    await user.type(box, 'steel');
    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(box).toHaveValue('');
    // Past the 700 ms the text would have waited: it never reaches the URL.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(path()).toBe('/products');
    expect(box).toHaveValue('');
  });

  it('pages on the server: page 3 goes into the URL and asks for pageNumber 2', async () => {
    const requests = recordProductRequests();
    const { user, path } = renderApp('/products');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    const lastPage = Math.ceil(catalogueSize() / 12);
    // 2 boundary pages: the last two are always offered, the ones before them are dots.
    for (const page of [1, 2, lastPage - 1, lastPage])
      expect(within(pages).getByRole('button', { name: `Page ${page}` })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: `Page ${lastPage - 2}` })).toBeNull();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search(path()).get('page')).toBe('2'));
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search(path()).get('page')).toBe('3'));
    await waitFor(() => expect(requests.at(-1)!.get('pageNumber')).toBe('2'));
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('restores the exact filters, search text and page with back and forward', async () => {
    const { user, path, history } = renderApp('/products?page=3');
    await waitFor(() => expect(cards()).toHaveLength(12));
    const box = screen.getByRole('combobox', { name: 'Search Products' });
    await user.type(box, 'steel');
    await waitFor(() => expect(path()).toBe('/products?keyword=steel'), { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: /Sort By/ }));
    await waitFor(() => expect(path()).toBe('/products?keyword=steel&sortby=desc'));

    history.back();
    await waitFor(() => expect(path()).toBe('/products?keyword=steel'));
    expect(screen.getByRole('button', { name: /Sort By/ })).toHaveAccessibleName(/asc/);
    history.back();
    await waitFor(() => expect(path()).toBe('/products?page=3'));
    expect(box).toHaveValue('');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );

    history.forward();
    await waitFor(() => expect(box).toHaveValue('steel'));
    history.forward();
    await waitFor(() => expect(path()).toBe('/products?keyword=steel&sortby=desc'));
    expect(screen.getByRole('button', { name: /Sort By/ })).toHaveAccessibleName(/desc/);
  });

  it('shows the server message in red, centred, when the products cannot be loaded', async () => {
    useScenario('server-error');
    renderApp('/products');
    const error = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(error).toHaveTextContent('Internal Server Error');
    expect(error).toHaveStyle({ textAlign: 'center' });
    expect(error.getAttribute('style') ?? '').toMatch(/color: var\(--mantine-color-red/);
    expect(cards()).toHaveLength(0);
    // The category list failed too: its message shows under the select. It is a query of its
    // own, asked later than the products (by the route's loader, not its beforeLoad) and
    // retried on its own clock, so its failure arrives on its own: waited for, not assumed.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
        'Internal Server Error',
      ),
    );
  });

  it('shows an empty state, and only All in the category list, in an empty shop', async () => {
    useScenario('empty');
    const { user } = renderApp('/products');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an empty state for a search of 200 characters or of markup', async () => {
    const { path } = renderApp(`/products?keyword=${encodeURIComponent('<b>x</b>'.repeat(30))}`);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(search(path()).get('keyword')).toContain('<b>');
    expect(document.querySelector('main b')).toBeNull();
  });

  it("shows the empty state, not an error, when the server answers a search with no hit with 400 'Products not found'", async () => {
    server.use(searchWithNoHitIs400());
    renderApp('/products?keyword=zzzz');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Products not found with keyword/)).toBeNull();
  });

  it('still shows an error for a 400 that is not a search without hits', async () => {
    server.use(
      http.get('*/api/public/products', () =>
        HttpResponse.json({ message: 'Invalid paging parameters', status: false }, { status: 400 }),
      ),
    );
    renderApp('/products?keyword=lamp');
    expect(await screen.findByText('Invalid paging parameters')).toBeInTheDocument();
  });

  it('works with the alternative field spellings and a plain array answer', async () => {
    useScenario('alternative-spellings');
    const cheapest = firstProduct({ productName: 'Alternative Spelling Lamp' });
    renderApp('/products');
    expect(await screen.findByRole('article', { name: cheapest.productName })).toBeInTheDocument();
  });
});
