import type { BackOfficePage } from '../../features/admin/layout/page-titles';

/**
 * A back office route's `head`: the Chinese title ("商品管理 · 后台"), built by a module loaded on
 * demand, because route heads travel with the route tree in the storefront's first load and the
 * back office's strings must not (npm run check:budgets). Without a page: the back office's name.
 */
export function backOfficeHeadOnDemand(page?: BackOfficePage) {
  return () =>
    import('../../features/admin/layout/page-titles').then((titles) => titles.backOfficeHead(page));
}
