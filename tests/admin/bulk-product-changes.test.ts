import { describe, expect, it } from 'vitest';
import type { Product } from '@/api/adapters';
import { BulkRowRefused } from '@/features/admin/common/bulk/bulk-failure-reason';
import { ADMIN_CATALOGUES } from '@/features/admin/common/texts';
import type { AdminOrderRow } from '@/features/admin/orders';
import {
  discountedPrice,
  isDiscount,
  productBodyWith,
} from '@/features/admin/products/product-bulk';
import { orderList, ordersByProduct } from '@/features/admin/products/product-orders';

const S = ADMIN_CATALOGUES['zh-CN'].products;
const product: Product = {
  productId: 5,
  productName: 'Tea Pot',
  description: 'A pot for tea',
  price: 19.99,
  specialPrice: 19.99,
  discount: 0,
  quantity: 3,
};

describe('a bulk change of one product', () => {
  it('sends the product as the form would, with the new stock', () => {
    const body = productBodyWith(product, { quantity: 40 }, S);
    expect(body).toMatchObject({ productName: 'Tea Pot', price: 19.99, quantity: 40 });
  });

  it('turns a discount into the special price to the cent, and the discount that gives it back', () => {
    expect(discountedPrice(19.99, 10)).toBe(17.99);
    const body = productBodyWith(product, { discount: 12.5 }, S);
    expect(body.specialPrice).toBe(17.49);
    expect(19.99 * (1 - body.discount! / 100)).toBeCloseTo(17.49, 6);
  });

  it("refuses, with the form's own message, a product the form would refuse, and sends nothing", () => {
    const short = { ...product, description: 'tiny' };
    expect(() => productBodyWith(short, { quantity: 1 }, S)).toThrow(BulkRowRefused);
    expect(() => productBodyWith(short, { quantity: 1 }, S)).toThrow('商品描述至少需要 6 个字符');
  });

  it('takes a discount of 0 to 100 with at most two decimals', () => {
    expect(['0', '10', '12.5', '99.99', '100'].every(isDiscount)).toBe(true);
    expect(['', '-1', '100.01', '150', '1.234', 'abc'].some(isDiscount)).toBe(false);
  });
});

describe('the orders a product is in', () => {
  const order = (id: string, productIds: (number | null)[]) =>
    ({
      id,
      items: productIds.map((productId, i) => ({
        id: i,
        productId,
        name: '',
        quantity: 1,
        price: 1,
      })),
    }) as unknown as AdminOrderRow;

  it('lists each order once per product, and skips lines without a product id', () => {
    const map = ordersByProduct([order('12', [5, 5, 7]), order('15', [5, null])]);
    expect(map.get(5)).toEqual(['12', '15']);
    expect(map.get(7)).toEqual(['12']);
    expect(orderList(['1', '2', '3', '4'])).toBe('#1, #2, #3…');
  });
});
