import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { openapi } from '../../scripts/contract/openapi/openapi-document';
import { adminProductsQueryOptions } from '@/features/admin/products/api/get-admin-products';
import { getProducts } from '@/features/catalog/api/get-products';

/** The `sortBy` values of the product lists the app asks for, as they go over the wire. */
async function sortBySent(load: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const sortBy = new URL(request.url).searchParams.get('sortBy');
    if (sortBy !== null) sent.push(sortBy);
  };
  server.events.on('request:start', listen);
  try {
    await load();
  } finally {
    server.events.removeListener('request:start', listen);
  }
  return sent;
}

it("the contract's shared sortBy names every value the app sends", async () => {
  const documented: unknown[] = openapi.components.parameters.sortBy.schema.examples ?? [];
  const storefront = await sortBySent(() =>
    getProducts({ pageNumber: 0, pageSize: 12, sortOrder: 'asc' }),
  );
  const backOffice = await sortBySent(() =>
    new QueryClient().fetchQuery(adminProductsQueryOptions),
  );
  expect(storefront).toEqual(['price']);
  expect(backOffice).toEqual(['productId']);
  for (const value of [...storefront, ...backOffice]) expect(documented).toContain(value);
});
