import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commit, db } from '../../mocks/db/database';
import { productQueryOptions } from '@/features/catalog/api/find-product';
import { recordProductRequests } from '../helpers/catalog';

/**
 * The contract has no "get one product" call: a product is found in a page of the catalogue.
 * A product the app already shows (a built product page's answer, asked again once the page is
 * idle) is asked for by its name, one small search however large the catalogue; only a product
 * the search cannot find (renamed since) costs a scan of the whole catalogue.
 */
describe('finding one product again', () => {
  /** A product as a built page holds it: the query's answer from before. */
  async function shownProduct() {
    const row = db().products.find((product) => product.active && product.quantity > 0)!;
    const queryClient = new QueryClient();
    const options = productQueryOptions(queryClient, row.productId);
    await queryClient.fetchQuery(options);
    return { row, queryClient, options };
  }

  it('asks for a product it shows by its name, and gets its new price', async () => {
    const { row, queryClient, options } = await shownProduct();
    row.price = 77;
    row.specialPrice = 70;
    commit();
    const requests = recordProductRequests();
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    expect(queryClient.getQueryData(options.queryKey)).toMatchObject({
      productId: row.productId,
      price: 77,
      specialPrice: 70,
    });
    expect(requests.map((query) => query.get('keyword'))).toEqual([row.productName]);
    expect(requests.some((query) => Number(query.get('pageSize')) > 50)).toBe(false);
  });

  it('scans the catalogue for a product renamed since, and shows its new name', async () => {
    const { row, queryClient, options } = await shownProduct();
    const oldName = row.productName;
    row.productName = 'Renamed Kettle Zx';
    commit();
    const requests = recordProductRequests();
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    expect(queryClient.getQueryData(options.queryKey)).toMatchObject({
      productName: 'Renamed Kettle Zx',
    });
    expect(requests[0]!.get('keyword')).toBe(oldName);
    expect(requests.slice(1).every((query) => query.get('pageSize') === '1000')).toBe(true);
    expect(requests.length).toBeGreaterThan(1);
  });

  it('says a product removed from the shop is gone', async () => {
    const { row, queryClient, options } = await shownProduct();
    db().products.splice(db().products.indexOf(row), 1);
    commit();
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    expect(queryClient.getQueryData(options.queryKey)).toBeNull();
  });
});
