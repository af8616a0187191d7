import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { catalogTitle, productTitle } from '@/lib/page-identity/page-title';
import { loadRenderedPage, startBrowserPage } from '@/lib/routing/page-data';
import { useLoaderFollows } from '@/lib/routing/use-loader-follows';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { catalogueItemList } from '@/features/catalog/catalog-head';
import { catalogCategoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { CatalogPage, type CatalogNavigation } from '@/features/catalog/components/catalog-page';
import {
  catalogFiltersShown,
  loadCatalogFilters,
} from '@/features/catalog/components/catalog-filters-code';
import {
  CATALOG_SEARCH_DEFAULTS,
  readCatalogSearch,
  type CatalogSearch,
  toProductQuery,
} from '@/features/catalog/catalog-search';
import { dialogLookup, useDialogLookup } from '@/features/catalog/api/dialog-lookup';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export const Route = createFileRoute('/products')({
  // Typed as what a link may give (every field optional), read as the page uses it.
  validateSearch: (search: Partial<CatalogSearch> & SearchSchemaInput) => readCatalogSearch(search),
  search: { middlewares: [stripSearchParams(CATALOG_SEARCH_DEFAULTS)] },
  // What the list depends on, and the open dialog's product for the title: opening the dialog
  // re-runs this loader (cheap: the list is in the query cache), not the list's request.
  loaderDeps: ({ search }) => ({ query: toProductQuery(search), product: search.product }),
  // On arrival the list is asked for before the loader: the router runs loaders only once this
  // page's code has arrived, and on a phone the request would wait for those round trips. The
  // loader's own call then joins the same request.
  beforeLoad: ({ context, search, cause }) => {
    if (cause === 'enter')
      startBrowserPage(context, [productsQueryOptions(toProductQuery(search))]);
  },
  // Starts the requests (also on hover of a link here); in the browser without holding the
  // page back: the page shows its own 'Loading...' and error states.
  loader: async ({ context, deps }) => {
    const list = productsQueryOptions(deps.query);
    // The narrowing panel's code, apart from the page's, where the page shows the panel.
    const panel = catalogFiltersShown() ? loadCatalogFilters() : undefined;
    // The category list is the select's list, which only the browser opens: the closed select
    // shows the chosen name (category-select.tsx), so a render neither asks for it nor sends it.
    await Promise.all([
      loadRenderedPage(context, [list], { browserOnly: [catalogCategoriesQueryOptions()] }),
      panel,
    ]);
    const { queryClient } = context;
    const page = queryClient.getQueryData(list.queryKey);
    return {
      // The products of the page, for the list's structured data, once they are there.
      listed: page?.content.length
        ? {
            first: page.pageNumber * page.pageSize + 1,
            products: page.content.map(({ productId, productName }) => ({
              productId,
              productName,
            })),
          }
        : undefined,
      dialog: dialogLookup(queryClient, deps.product),
    };
  },
  // The category, search and page say which list this is; an open product names itself instead.
  head: ({ loaderData, match }) => ({
    meta: [
      {
        title:
          (loaderData?.dialog && productTitle(loaderData.dialog)) ?? catalogTitle(match.search),
      },
      { name: 'description', content: STOREFRONT_TEXTS.pageDescriptions.products },
    ],
    scripts: loaderData?.listed
      ? [catalogueItemList(loaderData.listed.products, loaderData.listed.first)]
      : [],
  }),
  component: ProductsRoute,
});

function ProductsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useLoaderFollows(Route.useLoaderData().dialog, useDialogLookup(search.product));
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
