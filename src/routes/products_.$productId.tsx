import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { productQueryOptions } from '../features/catalog/api/find-product';
import { relatedProductsQueryOptions } from '../features/catalog/api/get-related-products';
import {
  ProductLoadFailed,
  ProductNotFound,
  ProductPage,
} from '../features/catalog/components/product-page';
import { productHead } from '../features/catalog/catalog-head';
import { readProductId } from '../features/catalog/product-id';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { storefrontHead } from '../lib/page-identity/page-title';
import { loadRenderedPage } from '../lib/routing/page-data';
import { STOREFRONT_TEXTS } from '../lib/storefront-texts';

/**
 * A product's own page: what a copied link, a reload or a new tab of an open detail dialog shows
 * (the catalogue's cards open the dialog with this address in the address bar: route masking,
 * features/catalog/components/product-details-link.tsx). Not nested in /products: a page of its
 * own, not a child of the list.
 */
export const Route = createFileRoute('/products_/$productId')({
  loader: async ({ context, params }) => {
    const { queryClient } = context;
    const productId = readProductId(params.productId);
    if (productId === null) throw notFound();
    const product = await queryClient.ensureQueryData(productQueryOptions(queryClient, productId));
    if (!product) throw notFound();
    // In the browser the page shows without them (they are below the fold); the build waits.
    await loadRenderedPage(context, [relatedProductsQueryOptions(product)]);
    return { productId, product };
  },
  // Title, description, link preview and structured data, from the product the loader found.
  // A failed lookup says so rather than "not found".
  head: ({ loaderData, match }) =>
    loaderData
      ? productHead(loaderData.product)
      : storefrontHead(
          match.status === 'error'
            ? STOREFRONT_TEXTS.pageTitles.error
            : STOREFRONT_TEXTS.pageTitles.productNotFound,
        ),
  component: ProductRoute,
  notFoundComponent: ProductNotFound,
  errorComponent: ProductLoadFailed,
});

function ProductRoute() {
  const { queryClient } = Route.useRouteContext();
  const { productId } = Route.useLoaderData();
  // The loader's answer, kept current by the query (a price or stock change, a removal). A page
  // the build rendered starts from the build's answer: when the current one fails, the page
  // says so, as the lists do, rather than go on showing the build's price and stock.
  const query = useSuspenseQuery(productQueryOptions(queryClient, productId));
  if (query.isError)
    return <ProductLoadFailed error={query.error} reset={() => void query.refetch()} />;
  const product = query.data;
  if (!product) return <ProductNotFound />;
  return <ProductPage product={product} action={<AddToCartButton product={product} />} />;
}
