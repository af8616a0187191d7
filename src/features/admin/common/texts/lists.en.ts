import type { AdminTexts } from './admin-texts';

const DIRECTIONS = {
  text: { asc: 'A to Z', desc: 'Z to A' },
  number: { asc: 'low to high', desc: 'high to low' },
  date: { asc: 'oldest first', desc: 'newest first' },
} as const;

/** The lists' texts in English, key for key lists.zh-CN.ts. */
export const LISTS_EN: AdminTexts['lists'] = {
  sortBy: 'Sort by',
  sortOption: (field, kind, dir) => `${field} (${DIRECTIONS[kind][dir]})`,
  pageSize: 'Rows per page',
  pageSizeOption: (n) => `${n} per page`,
  sortFields: {
    products: { created: 'Added', name: 'Name', price: 'Price', stock: 'Stock', sold: 'Sold' },
    users: { created: 'Registered', username: 'Username', orders: 'Orders', spent: 'Spent' },
    orders: { created: 'Created', amount: 'Amount', customer: 'Customer' },
    categories: { created: 'Created', name: 'Name' },
    reviews: { created: 'Submitted', rating: 'Rating' },
  },
};
