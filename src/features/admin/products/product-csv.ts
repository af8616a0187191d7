import type { Product } from '@/api/adapters';
import type { CsvColumn } from '@/features/admin/common/csv';
import { productStatus } from './product-status';

export const PRODUCT_CSV_COLUMNS: readonly CsvColumn<Product>[] = [
  { header: 'productId', value: (p) => p.productId },
  { header: 'productName', value: (p) => p.productName },
  { header: 'brand', value: (p) => p.brand },
  { header: 'category', value: (p) => p.category?.categoryName },
  { header: 'price', value: (p) => p.price },
  { header: 'specialPrice', value: (p) => p.specialPrice },
  { header: 'quantity', value: (p) => p.quantity },
  { header: 'soldQuantity', value: (p) => p.soldQuantity },
  { header: 'status', value: (p) => productStatus(p) },
  { header: 'createdAt', value: (p) => p.createdAt },
];
