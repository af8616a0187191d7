import type { Category, Product } from '@/api/adapters';
import type { ListIntent } from '@/features/admin/common/list-intent-search';
import type { AdminOrderRow } from '@/features/admin/orders';
import type { AdminUser } from '@/features/admin/users';
import { ADMIN_NAV_ITEMS, type AdminNavItem } from '../nav-items';
import type { AdminLanguage } from '@/features/admin/common/admin-settings';
import { adminFormats } from '@/features/admin/common/format';
import { ADMIN_CATALOGUES, type AdminTexts } from '@/features/admin/common/texts';

type ListPath = '/admin/products' | '/admin/users' | '/admin/categories' | '/admin/orders';

/** Where an entry leads: a page (with what its list should do on arrival), or the CSV export. */
export type PaletteTarget =
  | { kind: 'page'; to: AdminNavItem['to'] }
  | { kind: 'list'; to: ListPath; search: ListIntent }
  | { kind: 'export' };

export interface PaletteEntry {
  /** Unique within the palette. */
  key: string;
  label: string;
  description?: string;
  target: PaletteTarget;
}

export type PaletteGroupKey = keyof AdminTexts['palette']['groups'];

export interface PaletteGroup {
  key: PaletteGroupKey;
  label: string;
  entries: PaletteEntry[];
}

export interface PaletteSources {
  products?: readonly Product[];
  categories?: readonly Category[];
  orders?: readonly AdminOrderRow[];
  users?: readonly AdminUser[];
  /** The list on screen can be exported (its 导出 CSV button is there and enabled). */
  canExport: boolean;
  /** The page on screen, for the export's description. */
  pathname: string;
  /** The pages this server can serve (use-admin-nav-items.ts); all of them when not given. */
  pages?: readonly AdminNavItem[];
}

/** Enough to choose from; typing more narrows the list. */
export const ENTRIES_PER_GROUP = 6;

const normalize = (text: string) => text.trim().toLowerCase();

/** `12` or `#12`: a query that may be an id. */
const idOf = (query: string): number | null => {
  const match = /^#?(\d{1,9})$/.exec(query);
  return match ? Number(match[1]) : null;
};

/** Matches by id (exactly) or by any of the texts (containing the query, any case). */
function matches(query: string, id: number, texts: readonly (string | null | undefined)[]) {
  if (!query) return false;
  if (idOf(query) === id) return true;
  return texts.some((text) => text && normalize(text).includes(query));
}

/** The exact id first: "12" puts #12 above #120 and a product named "iPhone 12". */
function rank<T>(rows: readonly T[], query: string, id: (row: T) => number): T[] {
  const wanted = idOf(query);
  return [...rows].sort((a, b) => Number(id(b) === wanted) - Number(id(a) === wanted));
}

/**
 * The palette's groups for a query: actions and pages always (matching the query when there is
 * one), and the products, categories, orders and users matching it by name or id.
 */
export function paletteResults(
  rawQuery: string,
  sources: PaletteSources,
  language: AdminLanguage,
): PaletteGroup[] {
  const texts = ADMIN_CATALOGUES[language];
  const S = texts.palette;
  const { formatYen } = adminFormats(language);
  const pageTitle = (item: AdminNavItem) => texts.layout.pageTitles[item.to];
  const query = normalize(rawQuery);
  const onScreen = ADMIN_NAV_ITEMS.find((item) => item.to === sources.pathname);
  // English words too: an administrator may think "new" or "export" while reading Chinese.
  const actions: (PaletteEntry & { keywords: string[] })[] = [
    {
      key: 'action:new-product',
      label: S.newProduct,
      description: S.newProductHint,
      keywords: ['new product', 'create', '添加商品'],
      target: { kind: 'list', to: '/admin/products', search: { create: true } },
    },
  ];
  if (sources.canExport && onScreen)
    actions.push({
      key: 'action:export',
      label: S.exportCsv,
      description: S.exportCsvHint(pageTitle(onScreen)),
      keywords: ['export', 'download', '下载'],
      target: { kind: 'export' },
    });
  const shownActions = actions
    .filter(
      ({ label, description, keywords }) =>
        !query ||
        [label, description ?? '', ...keywords].some((text) => normalize(text).includes(query)),
    )
    .map(({ keywords: _keywords, ...entry }) => entry);
  const pages: PaletteEntry[] = (sources.pages ?? ADMIN_NAV_ITEMS)
    .filter(
      (item) =>
        !query || [item.label, pageTitle(item), item.to].some((t) => normalize(t).includes(query)),
    )
    .map((item) => ({
      key: `page:${item.to}`,
      label: pageTitle(item),
      description: item.label,
      target: { kind: 'page', to: item.to },
    }));

  const found = <T>(
    rows: readonly T[] | undefined,
    id: (row: T) => number,
    texts: (row: T) => (string | null | undefined)[],
    entry: (row: T) => PaletteEntry,
  ) =>
    rank(
      (rows ?? []).filter((row) => matches(query, id(row), texts(row))),
      query,
      id,
    )
      .slice(0, ENTRIES_PER_GROUP)
      .map(entry);

  const open = (to: ListPath, id: number): PaletteTarget => ({
    kind: 'list',
    to,
    search: { open: id },
  });

  const groups: PaletteGroup[] = [
    { key: 'actions', label: S.groups.actions, entries: shownActions },
    { key: 'pages', label: S.groups.pages, entries: pages },
    {
      key: 'products',
      label: S.groups.products,
      entries: found(
        sources.products,
        (p) => p.productId,
        (p) => [p.productName, p.brand],
        (p) => ({
          key: `product:${p.productId}`,
          label: p.productName,
          description: S.productHint(p.productId, p.brand?.trim() || texts.products.unknownBrand),
          target: open('/admin/products', p.productId),
        }),
      ),
    },
    {
      key: 'categories',
      label: S.groups.categories,
      entries: found(
        sources.categories,
        (c) => c.categoryId,
        (c) => [c.categoryName],
        (c) => ({
          key: `category:${c.categoryId}`,
          label: c.categoryName,
          description: S.categoryHint(c.categoryId),
          target: open('/admin/categories', c.categoryId),
        }),
      ),
    },
    {
      key: 'orders',
      label: S.groups.orders,
      entries: found(
        sources.orders,
        (o) => o.orderId,
        (o) => [o.customerName, o.customerEmail],
        (o) => ({
          key: `order:${o.orderId}`,
          label: S.order(o.id),
          description: S.orderHint(o.customerName, formatYen(o.totalAmount)),
          target: open('/admin/orders', o.orderId),
        }),
      ),
    },
    {
      key: 'users',
      label: S.groups.users,
      entries: found(
        sources.users,
        (u) => u.id,
        (u) => [u.username, u.email, u.firstName, u.lastName],
        (u) => ({
          key: `user:${u.id}`,
          label: u.username,
          description: S.userHint(u.id, u.email),
          target: open('/admin/users', u.id),
        }),
      ),
    },
  ];
  return groups.filter((group) => group.entries.length > 0);
}
