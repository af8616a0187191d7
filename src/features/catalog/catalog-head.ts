import type { BreadcrumbList, ItemList, Product as ProductLd, WithContext } from 'schema-dts';
import { effectiveSpecialPrice, productImageUrl, type Product } from '@/api/adapters';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/site-url';
import { storefrontTitle } from '@/lib/page-identity/page-title';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { isInStock } from './components/stock-badge';
import { truncate } from './truncate';

/**
 * What search engines and link previews read about the catalogue: the `head` of the product
 * page and of the list, built from the data their loaders fetched. The build writes it into the
 * page's HTML (src/prerender/head-markup.ts); in the browser only the title is used.
 */

const T = STOREFRONT_TEXTS;
/** What search results show of a description: about 160 characters. */
const DESCRIPTION_LENGTH = 160;

export const productPath = (productId: number) => `/products/${productId}`;

/** The price a shopper pays, as the card shows it, in the form structured data wants. */
const shownPrice = (product: Product) => effectiveSpecialPrice(product).toFixed(2);

/**
 * `extra`: what other features add to the Product block (the rating and first reviews:
 * src/features/reviews/reviews-head.ts).
 */
export function productHead(product: Product, extra: Partial<ProductLd> = {}) {
  const name = product.productName?.trim() || T.pageTitles.productNotFound;
  const description =
    truncate(product.description, DESCRIPTION_LENGTH) || T.pageDescriptions.products;
  const url = absoluteUrl(productPath(product.productId));
  const picture = productImageUrl(product.image);
  const image = picture ? absoluteUrl(picture) : undefined;
  const price = shownPrice(product);
  const category = product.category?.categoryName?.trim();

  const productLd: WithContext<ProductLd> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description: product.description ?? undefined,
    sku: String(product.productId),
    url,
    ...(image && { image }),
    ...(category && { category }),
    ...extra,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      availability: isInStock(product)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      url,
    },
  };
  const crumbs = [
    { name: T.pageTitles.home, path: '/' },
    { name: T.pageTitles.products, path: '/products' },
    ...(category
      ? [{ name: category, path: `/products?category=${encodeURIComponent(category)}` }]
      : []),
    { name, path: productPath(product.productId) },
  ];
  const breadcrumbsLd: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
  return {
    meta: [
      { title: storefrontTitle(name) },
      { name: 'description', content: description },
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: name },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      { property: 'product:price:amount', content: price },
      { property: 'product:price:currency', content: 'USD' },
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: [jsonLdScript(productLd), jsonLdScript(breadcrumbsLd)],
  };
}

/** The list's JSON-LD: the products of the page shown, in order, each with its own page. */
export function catalogueItemList(
  products: readonly Pick<Product, 'productId' | 'productName'>[],
  firstPosition = 1,
) {
  const list: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absoluteUrl(productPath(product.productId)),
      name: product.productName ?? undefined,
    })),
  };
  return jsonLdScript(list);
}
