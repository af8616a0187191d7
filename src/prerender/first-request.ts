/**
 * The prerendered pages' one inline script, run by the HTML before any bundle:
 * - the colour scheme the visitor chose (Mantine's stored value), set on `<html>` before the
 *   first paint, so a dark page does not flash light;
 * - with a real API (mocks off), the request for the page's first product list, started at once
 *   and kept in `window.__shopPrefetch` under its normalised URL; the API client takes it
 *   (src/api/prefetched.ts), so the list loads in parallel with the JavaScript.
 * The catalogue's URL is read the way the app reads it (src/features/catalog/catalog-search.ts);
 * an address it reads differently only costs a second request, never a wrong list.
 */
import { CATALOG_PAGE_SIZE, MAX_KEYWORD_LENGTH } from '../features/catalog/catalog-search';
import { FEATURED_PRODUCTS_QUERY } from '../features/catalog/api/get-products';

const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

const colorScheme = `try{var s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)});if(s==="dark"||(s==="auto"&&matchMedia("(prefers-color-scheme: dark)").matches))document.documentElement.setAttribute("data-mantine-color-scheme","dark")}catch(e){}`;

/**
 * Once the list answers, the first product's picture (the page's largest element, usually) is
 * preloaded at high priority, so it downloads while the JavaScript still does. Picture names
 * are read as src/api/adapters.ts (productImageUrl) and src/components/product-image.tsx do.
 */
const preloadFirstPicture = (imageBase: string) =>
  `function(r){if(r.ok)r.clone().json().then(function(d){var f=d&&d.content&&d.content[0],i=f&&typeof f.image==="string"?f.image.trim():"";if(!i||/^(null|undefined)$/i.test(i)||/[/]images[/](null|undefined)?$/i.test(i))return;if(!/^(https?:|[/])/i.test(i))i=${JSON.stringify(imageBase)}+"/"+encodeURIComponent(i);var l=document.createElement("link");l.setAttribute("rel","preload");l.setAttribute("as","image");l.setAttribute("fetchpriority","high");l.setAttribute("href",i);document.head.appendChild(l)}).catch(function(){});return r}`;

/** Starts GET <api>/public/products with the given parameters (a JS expression of an object). */
const productsRequest = (apiBase: string, imageBase: string, params: string) =>
  `try{var q=${params},u=new URL(${JSON.stringify(`${apiBase}/public/products`)},location.href);for(var k in q)if(q[k]!==undefined)u.searchParams.set(k,String(q[k]));u.searchParams.set("sortBy","price");u.searchParams.sort();var p=window.__shopPrefetch=window.__shopPrefetch||{};p[u.href]=fetch(u.href,{credentials:"include"}).then(${preloadFirstPicture(imageBase)});p[u.href].catch(function(){})}catch(e){}`;

// The catalogue's parameters as the router reads them (JSON where it parses, else text), then
// the same defaults and limits as catalogSearchSchema and toProductQuery, with the facets asked
// for. An address with narrowing filters (brand, price, stock) starts nothing: the app asks.
const catalogueParams = `(function(){var r=new URLSearchParams(location.search);function v(n){var x=r.get(n);if(x===null)return undefined;try{return JSON.parse(x)}catch(e){return x}}function t(n,m){var x=v(n);if(typeof x==="number")x=String(x);if(typeof x!=="string")return undefined;x=x.trim().slice(0,m);return x||undefined}var page=Number(v("page"));if(!(page>=1&&page<=1e6&&Math.floor(page)===page))page=1;var sort=v("sortby");var c=t("category",100);if(c&&c.toLowerCase()==="all")c=undefined;if(["brand","minPrice","maxPrice","inStock"].some(function(n){return r.has(n)}))throw 0;return{pageNumber:page-1,pageSize:${CATALOG_PAGE_SIZE},sortOrder:sort==="desc"?"desc":"asc",category:c,keyword:t("keyword",${MAX_KEYWORD_LENGTH}),facets:true}})()`;

/** The inline script for a prerendered route; `apiBase` is VITE_API_BASE_URL (default /api). */
export function firstRequestScript({
  path,
  apiBase,
  imageBase,
  prefetch,
}: {
  path: string;
  apiBase: string;
  /** VITE_IMAGE_BASE_URL, else `<api>/images`: where bare picture names load from. */
  imageBase?: string;
  /** Off in the mock-mode build: the in-browser mock answers there, not the network. */
  prefetch: boolean;
}): string {
  const base = apiBase.replace(/\/+$/, '');
  const images = (imageBase || `${base}/images`).replace(/\/+$/, '');
  let request = '';
  if (prefetch && path === '/')
    request = productsRequest(base, images, JSON.stringify(FEATURED_PRODUCTS_QUERY));
  if (prefetch && path === '/products') request = productsRequest(base, images, catalogueParams);
  return colorScheme + request;
}
