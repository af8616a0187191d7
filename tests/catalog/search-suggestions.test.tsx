import { act, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { commit, db } from '../../mocks/db/database';
import type { ProductRow } from '../../mocks/db/types';
import { server } from '../../mocks/node';
import { recordProductRequests, searchWithNoHitIs400 } from '../helpers/catalog';
import { renderApp, screen } from '../helpers/render-app';
import { serverError } from '../../mocks/responses';

/**
 * The catalogue search box's suggestions (docs/product/storefront.md#23-filter-bar): the real
 * router, query client and API client, answered by the msw mock backend.
 */

/** Renames three products "Quokka …", priced so that they are suggested in this order. */
function quokkas(): ProductRow[] {
  const rows = db()
    .products.filter((row) => row.active)
    .slice(0, 3);
  rows.forEach((row, index) =>
    Object.assign(row, {
      productName: ['Quokka Lamp', 'Quokka Mug', 'Quokka Chair'][index],
      price: 10 + index,
      specialPrice: 9 + index,
      discount: 10,
    }),
  );
  commit();
  return rows;
}

const box = () => screen.getByRole('combobox', { name: 'Search Products' });
const list = () => screen.getByRole('listbox', { name: 'Product suggestions', hidden: true });
const options = () => within(list()).queryAllByRole('option');
const suggestionRequests = (requests: URLSearchParams[]) =>
  requests.filter((query) => query.get('pageSize') === '6');
const keywordOf = (path: string) => new URLSearchParams(path.split('?')[1] ?? '').get('keyword');

async function openCatalogue() {
  const app = renderApp('/products');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  return app;
}

describe('the search suggestions', () => {
  it('asks once typing has paused at 2 characters or more, and suggests pictures, names and prices', async () => {
    quokkas();
    const requests = recordProductRequests();
    const { user } = await openCatalogue();
    await user.type(box(), 'q');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), 'uok');
    // Nothing asked yet as the last key lands: the call waits for a pause (250 ms). Read at once,
    // not timed: a clock measured around it moved with the machine's load.
    expect(suggestionRequests(requests)).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(options()).toHaveLength(3));
    // One call, for the text as it was when typing paused: none per keystroke.
    expect(suggestionRequests(requests).map((query) => query.get('keyword'))).toEqual(['quok']);
    expect(Object.fromEntries(suggestionRequests(requests)[0]!)).toMatchObject({
      pageNumber: '0',
      pageSize: '6',
      sortBy: 'price',
      sortOrder: 'asc',
    });
    expect(options().map((option) => option.textContent)).toEqual([
      'Quokka Lamp$9.00',
      'Quokka Mug$10.00',
      'Quokka Chair$11.00',
    ]);
    expect(within(options()[0]!).getByRole('presentation')).toHaveAttribute('src');
    // Read out from the box: the list's own line is a live region.
    expect(
      screen
        .getByText('3 products suggested. Use the arrow keys to choose one.')
        .closest('[role="status"]'),
    ).not.toBeNull();
    // At most six, of many hits.
    await user.clear(box());
    await user.type(box(), 'e');
    await user.type(box(), 'a');
    await waitFor(() => expect(options()).toHaveLength(6));
  });

  it('moves with the arrow keys and opens the chosen product as its card does', async () => {
    const [, mug] = quokkas();
    const { user, path } = await openCatalogue();
    await user.type(box(), 'quokka');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last: back to the first.
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    // Closed and opened again (Escape, then ArrowDown), the list starts from the box.
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: mug!.productName });
    expect(within(dialog).getByText('$10.00')).toBeInTheDocument();
    expect(path()).toBe(`/products/${mug!.productId}`);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('quokka');
    // Closing goes back to the catalogue, the text still in the box.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(path()).not.toContain(String(mug!.productId));
    expect(box()).toHaveValue('quokka');
  });

  it('searches the text at once with Enter when no suggestion is chosen', async () => {
    quokkas();
    const { user, path } = await openCatalogue();
    await user.type(box(), 'quokka');
    // Not yet searched: the typing pause has not passed.
    expect(keywordOf(path())).toBeNull();
    // At once: the address has the search as soon as the key press is handled.
    await user.keyboard('{Enter}');
    await act(async () => undefined);
    expect(keywordOf(path())).toBe('quokka');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it("says 'No products found' for a text without a hit, and Escape closes the list and keeps the text", async () => {
    const { user } = await openCatalogue();
    await user.type(box(), 'zzqqx');
    expect(await screen.findByText('No products found')).toBeVisible();
    expect(options()).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('zzqqx');
    expect(box()).toHaveFocus();
  });

  it("says 'No products found' when the real server answers 400 'Products not found'", async () => {
    server.use(searchWithNoHitIs400());
    const { user } = await openCatalogue();
    await user.type(box(), 'zzqqx');
    expect(await screen.findByText('No products found')).toBeVisible();
    expect(screen.queryByText(/Products not found with keyword/)).toBeNull();
  });

  it('says in words when the suggestions fail, and the full search still works', async () => {
    quokkas();
    // Only the suggestions' calls fail: the catalogue's own search answers as usual.
    server.use(
      http.get('*/api/public/products', ({ request }) =>
        new URL(request.url).searchParams.get('pageSize') === '6'
          ? serverError(request)
          : undefined,
      ),
    );
    const { user, path } = await openCatalogue();
    await user.type(box(), 'quokka');
    expect(
      await screen.findByText(
        'Suggestions are not available right now. Press Enter to search all products.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('No products found')).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(keywordOf(path())).toBe('quokka'));
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(
        ['Quokka Lamp', 'Quokka Mug', 'Quokka Chair'],
      ),
    );
  });

  it('never shows an older answer over a newer one, and aborts the call nobody waits for', async () => {
    quokkas();
    let releaseStale!: () => void;
    const staleAnswered = new Promise<void>((resolve) => (releaseStale = resolve));
    let newerShown!: () => void;
    const newerOnScreen = new Promise<void>((resolve) => (newerShown = resolve));
    const staleSignal: AbortSignal[] = [];
    // The answer for "qu" comes only once the newer text's list is on screen (a condition, not a
    // time: on a slow machine typing the rest could outlast any delay); "quokka mug" at once.
    server.use(
      http.get('*/api/public/products', async ({ request }) => {
        if (new URL(request.url).searchParams.get('keyword') !== 'qu') return undefined;
        staleSignal.push(request.signal);
        await newerOnScreen;
        await delay(10);
        releaseStale();
        return undefined;
      }),
    );
    const { user } = await openCatalogue();
    await user.type(box(), 'qu');
    await waitFor(() => expect(staleSignal).toHaveLength(1));
    expect(screen.getByText('Looking for products...')).toBeVisible();
    await user.type(box(), 'okka mug');
    await waitFor(() =>
      expect(options().map((option) => option.textContent)).toEqual(['Quokka Mug$10.00']),
    );
    newerShown();
    await staleAnswered;
    // Whatever the older call brought, the list is the newer text's.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(options().map((option) => option.textContent)).toEqual(['Quokka Mug$10.00']);
    expect(staleSignal[0]!.aborted).toBe(true);
  });
});
