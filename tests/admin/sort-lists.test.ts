import { describe, expect, test } from 'vitest';
import type { Category, Product } from '@/api/adapters';
import { sortRows } from '@/features/admin/common/sort-rows';
import { sortCategories } from '@/features/admin/categories/sort-categories';
import type { AdminOrderRow } from '@/features/admin/orders/order-row';
import { sortOrders } from '@/features/admin/orders/sort-orders';
import { sortProducts } from '@/features/admin/products/sort-products';
import type { AdminUser } from '@/features/admin/users/api/get-admin-users';
import { sortUsers } from '@/features/admin/users/sort-users';

const product = (productId: number, fields: Partial<Product> = {}): Product => ({
  productId,
  productName: `Product ${productId}`,
  price: 10,
  ...fields,
});
const ids = (rows: readonly { productId: number }[]) => rows.map((r) => r.productId);

describe('sorting the products', () => {
  const products = [
    product(1, { productName: 'banana', price: 30, quantity: 5, soldQuantity: 2 }),
    product(2, { productName: 'Apple', price: 10, quantity: 0 }),
    product(3, { productName: 'cherry', price: 20, quantity: 9, soldQuantity: 7 }),
    product(4, { productName: 'apple', price: 20, quantity: 5, soldQuantity: 2 }),
  ];

  test('newest first by default, oldest first the other way', () => {
    expect(ids(sortProducts(products, { sort: 'created', dir: 'desc' }))).toEqual([4, 3, 2, 1]);
    expect(ids(sortProducts(products, { sort: 'created', dir: 'asc' }))).toEqual([1, 2, 3, 4]);
  });

  test('by name regardless of case; equal names in a fixed order by id', () => {
    expect(ids(sortProducts(products, { sort: 'name', dir: 'asc' }))).toEqual([2, 4, 1, 3]);
    expect(ids(sortProducts(products, { sort: 'name', dir: 'desc' }))).toEqual([3, 1, 4, 2]);
  });

  test('by price and stock as numbers, ties by id in the same direction', () => {
    expect(ids(sortProducts(products, { sort: 'price', dir: 'asc' }))).toEqual([2, 3, 4, 1]);
    expect(ids(sortProducts(products, { sort: 'stock', dir: 'desc' }))).toEqual([3, 4, 1, 2]);
  });

  test('unknown sales (the real server sends none) go last in both directions', () => {
    expect(ids(sortProducts(products, { sort: 'sold', dir: 'desc' }))).toEqual([3, 4, 1, 2]);
    expect(ids(sortProducts(products, { sort: 'sold', dir: 'asc' }))).toEqual([1, 4, 3, 2]);
  });

  test('leaves the list it was given as it was', () => {
    const before = ids(products);
    sortProducts(products, { sort: 'name', dir: 'asc' });
    expect(ids(products)).toEqual(before);
  });
});

test('names compare as people read them: "Item 2" before "Item 10", Chinese by pinyin (first, as zh-CN collates)', () => {
  const field = { kind: 'text', value: (row: { id: number; name: string }) => row.name } as const;
  const rows = [
    { id: 1, name: 'Item 10' },
    { id: 2, name: '香蕉' },
    { id: 3, name: 'Item 2' },
    { id: 4, name: '苹果' },
  ];
  expect(sortRows(rows, field, 'asc', (r) => r.id).map((r) => r.name)).toEqual([
    '苹果',
    '香蕉',
    'Item 2',
    'Item 10',
  ]);
});

test('orders sort by their date, amount or customer; an unreadable date goes last', () => {
  const order = (orderId: number, createdAt: string, totalAmount: number, customerName: string) =>
    ({ orderId, createdAt, totalAmount, customerName }) as AdminOrderRow;
  const orders = [
    order(1, '2026-03-01T10:00:00Z', 50, 'Zhang'),
    order(2, 'not a date', 5, 'li'),
    order(3, '2026-03-02T09:00:00Z', 500, 'Wang'),
  ];
  const orderIds = (rows: AdminOrderRow[]) => rows.map((o) => o.orderId);
  expect(orderIds(sortOrders(orders, { sort: 'created', dir: 'desc' }))).toEqual([3, 1, 2]);
  expect(orderIds(sortOrders(orders, { sort: 'created', dir: 'asc' }))).toEqual([1, 3, 2]);
  expect(orderIds(sortOrders(orders, { sort: 'amount', dir: 'desc' }))).toEqual([3, 1, 2]);
  expect(orderIds(sortOrders(orders, { sort: 'customer', dir: 'asc' }))).toEqual([2, 3, 1]);
});

test('users sort by registration, name, orders or spending', () => {
  const user = (id: number, username: string, totalOrders: number, totalSpent: number) =>
    ({ id, username, totalOrders, totalSpent }) as AdminUser;
  const users = [user(1, 'carol', 3, 10), user(2, 'alice', 1, 99), user(3, 'Bob', 3, 0)];
  const userIds = (rows: AdminUser[]) => rows.map((u) => u.id);
  expect(userIds(sortUsers(users, { sort: 'created', dir: 'desc' }))).toEqual([3, 2, 1]);
  expect(userIds(sortUsers(users, { sort: 'username', dir: 'asc' }))).toEqual([2, 3, 1]);
  expect(userIds(sortUsers(users, { sort: 'orders', dir: 'desc' }))).toEqual([3, 1, 2]);
  expect(userIds(sortUsers(users, { sort: 'spent', dir: 'asc' }))).toEqual([3, 1, 2]);
});

test('categories sort by creation (their id: the real server sends no dates) or name', () => {
  const categories: Category[] = [
    { categoryId: 2, categoryName: 'Phones' },
    { categoryId: 1, categoryName: 'Tablets' },
    { categoryId: 3, categoryName: 'audio' },
  ];
  const categoryIds = (rows: Category[]) => rows.map((c) => c.categoryId);
  expect(categoryIds(sortCategories(categories, { sort: 'created', dir: 'asc' }))).toEqual([
    1, 2, 3,
  ]);
  expect(categoryIds(sortCategories(categories, { sort: 'name', dir: 'asc' }))).toEqual([3, 2, 1]);
});
