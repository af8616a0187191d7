import type { Product } from '@/api/adapters';

/** Shown when the product list fails, always with the sample-data notice. */
export const SAMPLE_PRODUCTS: readonly Product[] = [
  {
    productId: -1,
    productName: '示例手机 X1',
    brand: '示例品牌',
    description: '6.5 英寸屏幕，128GB 存储',
    price: 2999,
    specialPrice: 2699,
    discount: 10,
    quantity: 25,
    soldQuantity: 120,
    category: { categoryId: -1, categoryName: '手机' },
    active: true,
  },
  {
    productId: -2,
    productName: '示例笔记本 Pro 14',
    brand: '示例品牌',
    description: '14 英寸，16GB 内存',
    price: 6999,
    specialPrice: 6999,
    discount: 0,
    quantity: 6,
    soldQuantity: 40,
    category: { categoryId: -2, categoryName: '笔记本电脑' },
    active: true,
  },
  {
    productId: -3,
    productName: '示例降噪耳机',
    brand: '示例品牌',
    description: '主动降噪，续航 30 小时',
    price: 899,
    specialPrice: 799,
    discount: 11,
    quantity: 0,
    soldQuantity: 300,
    category: { categoryId: -3, categoryName: '耳机' },
    active: true,
  },
];
