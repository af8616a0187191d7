import { plainSearchText } from '@/features/admin/common/list-search-schema';
import type { BackOfficePage } from '@/features/admin/layout/page-titles';
import { storefrontHead } from '@/lib/page-identity/page-title';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

interface HeadContext {
  matches: readonly { routeId: string; loaderData?: unknown }[];
}

/** The back office's own route (routes/admin/route.tsx) found its visitor is no administrator. */
const noAccess = ({ matches }: HeadContext) =>
  matches.some(
    (match) =>
      match.routeId === '/admin' &&
      (match.loaderData as { noAccess?: boolean } | undefined)?.noAccess === true,
  );

/**
 * A back office route's `head`: the Chinese title ("商品管理 · 后台"), built by a module loaded on
 * demand, because route heads travel with the route tree in the storefront's first load and the
 * back office's strings must not (npm run check:budgets). Without a page: the back office's name.
 * A shopper who came here sees the storefront's "No access", and the title says so.
 */
export function backOfficeHeadOnDemand(page?: BackOfficePage) {
  return (context: HeadContext) =>
    noAccess(context)
      ? storefrontHead(STOREFRONT_TEXTS.pageTitles.noAccess)
      : import('@/features/admin/layout/page-titles').then((titles) => titles.backOfficeHead(page));
}

/**
 * The route options of a back-office list about its address, the same for every list: its head
 * (above), its search schema (the feature's `*-list-search.ts`, which the page reads the URL with
 * too) and a numeric search text kept as typed (plainSearchText). A list's route spreads them and
 * writes its `loader` and components itself: the router plugin splits those properties of the
 * route's own options into the page's chunk, out of the route tree every page loads first.
 */
export function backOfficeListRoute<S>(page: BackOfficePage, validateSearch: S) {
  return {
    head: backOfficeHeadOnDemand(page),
    validateSearch,
    search: { middlewares: [plainSearchText] },
  };
}
