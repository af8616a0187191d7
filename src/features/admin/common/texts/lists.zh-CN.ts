import type { SortDir } from '../list-search';
import type { SortKind } from '../sort-rows';

const DIRECTIONS = {
  text: { asc: 'A → Z', desc: 'Z → A' },
  number: { asc: '从低到高', desc: '从高到低' },
  date: { asc: '最早在前', desc: '最新在前' },
} as const;

/** The lists' sort, page size and URL texts (docs/product/back-office.md#12-lists-in-the-address). */
export const LISTS_ZH_CN = {
  sortBy: '排序',
  /** A sort choice: the field, then which way (名称（A → Z）, 价格（从低到高）). */
  sortOption: (field: string, kind: SortKind, dir: SortDir) =>
    `${field}（${DIRECTIONS[kind][dir]}）`,
  pageSize: '每页条数',
  pageSizeOption: (n: number) => `每页 ${n} 条`,
  /** What each list can be sorted by. */
  sortFields: {
    products: { created: '添加时间', name: '商品名称', price: '价格', stock: '库存', sold: '销量' },
    users: { created: '注册时间', username: '用户名', orders: '订单数', spent: '消费金额' },
    orders: { created: '创建时间', amount: '金额', customer: '客户' },
    categories: { created: '创建时间', name: '分类名称' },
    reviews: { created: '提交时间', rating: '评分' },
  },
} as const;
