import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { usePageTitle } from '../lib/page-identity/live-title';
import { catalogTitle } from '../lib/page-identity/page-title';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { catalogueItemList } from '../features/catalog/catalog-head';
import { catalogCategoriesQueryOptions } from '../features/catalog/api/get-categories';
import { CatalogPage, type CatalogNavigation } from '../features/catalog/components/catalog-page';
import {
  CATALOG_SEARCH_DEFAULTS,
  catalogSearchSchema,
  toProductQuery,
} from '../features/catalog/catalog-search';
import { useDialogProductTitle } from '../features/catalog/hooks/use-dialog-product-title';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { STOREFRONT_TEXTS } from '../lib/storefront-texts';

export const Route = createFileRoute('/products')({
  validateSearch: catalogSearchSchema,
  search: { middlewares: [stripSearchParams(CATALOG_SEARCH_DEFAULTS)] },
  // Only what the list depends on: opening the dialog must not reload the page.
  loaderDeps: ({ search }) => toProductQuery(search),
  // On arrival the list is asked for before the loader: the router runs loaders only once this
  // page's code has arrived, and on a phone the request would wait for those round trips
  // (measured with `npm run bench`). The loader's own call then joins the same request.
  beforeLoad: ({ context, search, cause }) => {
    if (cause === 'enter')
      void context.queryClient.prefetchQuery(productsQueryOptions(toProductQuery(search)));
  },
  // Starts the requests early (also on hover of a link here) without holding the page back:
  // the page shows its own 'Loading...' and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(productsQueryOptions(deps));
    void context.queryClient.prefetchQuery(catalogCategoriesQueryOptions());
  },
  // The category, search and page say which list this is; an open product names itself instead.
  // The list's structured data names the products of the page when they are there (the build
  // renders the page once they have arrived: src/prerender).
  head: ({ match }) => {
    const page = match.context.queryClient.getQueryData(
      productsQueryOptions(match.loaderDeps).queryKey,
    );
    return {
      meta: [
        { title: catalogTitle(match.search) },
        { name: 'description', content: STOREFRONT_TEXTS.pageDescriptions.products },
      ],
      scripts: page?.content.length
        ? [catalogueItemList(page.content, page.pageNumber * page.pageSize + 1)]
        : [],
    };
  },
  component: ProductsRoute,
});

function ProductsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  usePageTitle(useDialogProductTitle());
  const navigation: CatalogNavigation = {
    changeFilter: (change) =>
      void navigate({
        search: (previous) => ({ ...previous, ...change, page: 1, product: undefined }),
        resetScroll: false,
      }),
    changePage: (page) => void navigate({ search: (previous) => ({ ...previous, page }) }),
    clear: () => void navigate({ search: {}, resetScroll: false }),
  };
  return (
    <CatalogPage
      search={search}
      navigation={navigation}
      renderAction={(product) => <AddToCartButton product={product} />}
    />
  );
}
