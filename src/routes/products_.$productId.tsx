import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { productQueryOptions } from '@/features/catalog/api/find-product';
import { relatedProductsQueryOptions } from '@/features/catalog/api/get-related-products';
import {
  ProductLoadFailed,
  ProductNotFound,
  ProductPage,
} from '@/features/catalog/components/product-page';
import { productHead } from '@/features/catalog/catalog-head';
import { readProductId } from '@/features/catalog/product-id';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { storefrontHead } from '@/lib/page-identity/page-title';
import { loadRenderedPage } from '@/lib/routing/page-data';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { productReviewsQueryOptions } from '@/features/reviews/api/get-product-reviews';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { reviewsStructuredData } from '@/features/reviews/reviews-head';
import { FIRST_REVIEWS, readReviewSearch } from '@/features/reviews/review-search';

/**
 * A product's own page: what a copied link, a reload or a new tab of an open detail dialog shows
 * (the catalogue's cards open the dialog with this address in the address bar: route masking,
 * features/catalog/components/product-details-link.tsx). Not nested in /products: a page of its
 * own, not a child of the list.
 */
export const Route = createFileRoute('/products_/$productId')({
  // The reviews' sort, page and star filter (src/features/reviews/review-search.ts).
  validateSearch: readReviewSearch,
  loader: async ({ context, params }) => {
    const { queryClient } = context;
    const productId = readProductId(params.productId);
    if (productId === null) throw notFound();
    const product = await queryClient.ensureQueryData(productQueryOptions(queryClient, productId));
    if (!product) throw notFound();
    // The first reviews give the head its rating and structured data (none where the server has
    // no reviews): the build waits for them. The related products are the browser's alone, like
    // everything below the product (ProductPage).
    const firstReviews = productReviewsQueryOptions(productId, FIRST_REVIEWS);
    await loadRenderedPage(context, [firstReviews], {
      browserOnly: [relatedProductsQueryOptions(product)],
    });
    const reviews = reviewsStructuredData(queryClient.getQueryData(firstReviews.queryKey));
    return { productId, product, reviews };
  },
  // Title, description, link preview and structured data, from the product the loader found.
  // A failed lookup says so rather than "not found".
  head: ({ loaderData, match }) =>
    loaderData
      ? productHead(loaderData.product, loaderData.reviews)
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
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (query.isError)
    return <ProductLoadFailed error={query.error} reset={() => void query.refetch()} />;
  const product = query.data;
  if (!product) return <ProductNotFound />;
  return (
    <ProductPage
      product={product}
      action={<AddToCartButton product={product} />}
      reviews={
        <ReviewsSection
          productId={productId}
          search={search}
          onSearch={(next) =>
            void navigate({ search: readReviewSearch({ ...next }), resetScroll: false })
          }
        />
      }
    />
  );
}
