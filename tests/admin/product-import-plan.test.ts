import { describe, expect, test } from 'vitest';
import type { Category, Product } from '@/api/adapters';
import type { components } from '@/api/schema.gen';
import type { AdminTexts } from '@/features/admin/common/texts';
import { EN_TEXTS } from '@/features/admin/common/texts/en';
import { ZH_CN_TEXTS } from '@/features/admin/common/texts/zh-CN';
import { IMPORT_FIELDS, matchColumns } from '@/features/admin/products/import/column-mapping';
import { planImport } from '@/features/admin/products/import/plan-import';
import type { CsvTable } from '@/features/admin/products/import/read-csv-file';

// The file's headers are the fields' own names.
const HEADERS = [...IMPORT_FIELDS];

// The catalogue as the contract shapes it (a product of the real server has no category).
const categories: Category[] = [
  { categoryId: 1, categoryName: 'Lighting' },
  { categoryId: 2, categoryName: 'Kitchen' },
];
const products: Product[] = [
  {
    productId: 7,
    productName: 'Old mug',
    description: 'An old mug',
    price: 5,
    specialPrice: 5,
    discount: 0,
    quantity: 2,
    brand: 'Acme',
    category: { categoryId: 2, categoryName: 'Kitchen' },
  },
  {
    productId: 8,
    productName: 'Bare lamp',
    description: 'From the real server',
    price: 9,
    quantity: 1,
  },
];

const table = (...rows: string[][]): CsvTable => ({
  fileName: 'p.csv',
  headers: HEADERS,
  rows: rows.map((cells, i) => ({ rowNumber: i + 2, cells })),
});
const plan = (t: CsvTable, texts: AdminTexts = ZH_CN_TEXTS) =>
  planImport(t, matchColumns(t.headers), { products, categories }, texts);

describe('the dry run of an import', () => {
  test('a good row without productId creates in its category, with the body the contract takes', () => {
    const [row] = plan(
      table(['  Desk lamp ', 'Brass desk lamp', '200', '25', '3', 'lighting', '']),
    );
    const body: components['schemas']['ProductInput'] = {
      productName: 'Desk lamp',
      description: 'Brass desk lamp',
      price: 200,
      specialPrice: 150,
      discount: 25,
      quantity: 3,
      active: true,
    };
    expect(row).toMatchObject({
      rowNumber: 2,
      action: 'create',
      categoryId: 1,
      body,
      warnings: [],
    });
  });

  test('a row with a productId updates that product, keeping its brand; no discount means none', () => {
    const [row] = plan(table(['Old mug', 'An old mug, again', '6', '', '9', 'Kitchen', '7']));
    expect(row).toMatchObject({
      action: 'update',
      productId: 7,
      body: {
        productName: 'Old mug',
        price: 6,
        specialPrice: 6,
        discount: 0,
        quantity: 9,
        brand: 'Acme',
      },
    });
    // A product from the real server has no category to compare: the name is not held against it.
    expect(
      plan(table(['Bare lamp', 'Still bare', '9', '0', '1', 'Lighting', '8']))[0],
    ).toMatchObject({
      action: 'update',
      productId: 8,
    });
  });

  test('every broken rule of the product form is named, with the column it is in', () => {
    const [row] = plan(table(['ab', 'short', '-1', '120', '2.5', 'Lighting', '']));
    expect(row).toMatchObject({
      action: 'error',
      errors: [
        'productName：商品名称至少需要 3 个字符',
        'description：商品描述至少需要 6 个字符',
        'price：不能小于 0',
        'discount：不能大于 100',
        'quantity：库存必须是整数',
      ],
    });
  });

  test('cells that are not numbers, a price with three decimals and blanks say so', () => {
    const [row] = plan(table(['Lamp', 'A good lamp', '1.999', 'ten', 'many', 'Lighting', '']));
    expect(row).toMatchObject({
      action: 'error',
      errors: ['price：最多两位小数', 'discount：不是数字：“ten”', 'quantity：不是数字：“many”'],
    });
    const [blank] = plan(table(['', '', '', '', '', '', '']));
    expect(blank).toMatchObject({
      action: 'error',
      errors: [
        'productName：请输入商品名称',
        'description：请输入商品描述',
        'price：请输入价格',
        'quantity：请输入库存',
        'categoryName：新建商品需要分类名称',
      ],
    });
  });

  test('an unknown category, an unknown or malformed productId, a category change', () => {
    const rows = plan(
      table(
        ['Lamp one', 'A good lamp', '1', '0', '1', 'Garden', ''],
        ['Lamp two', 'A good lamp', '1', '0', '1', '', '99'],
        ['Lamp three', 'A good lamp', '1', '0', '1', '', '#7'],
        ['Lamp four', 'A good lamp', '1', '0', '1', 'Lighting', '7'],
      ),
      EN_TEXTS,
    );
    expect(rows.map((r) => r.action === 'error' && r.errors)).toEqual([
      ['categoryName: There is no category “Garden”'],
      ['productId: There is no product with ID 99'],
      ['productId: The product ID must be a positive whole number: “#7”'],
      ['categoryName: An update does not change a product’s category (this one is in “Kitchen”)'],
    ]);
  });

  test('names and productIds used twice in one file are flagged on every row that has them', () => {
    const rows = plan(
      table(
        ['Desk lamp', 'A good lamp', '1', '0', '1', 'Lighting', ''],
        ['Other', 'A good thing', '1', '0', '1', '', '7'],
        ['DESK LAMP ', 'A good lamp', '1', '0', '1', 'Lighting', ''],
        ['Third', 'A good thing', '1', '0', '1', '', '7'],
      ),
    );
    expect(rows.map((r) => r.action === 'error' && r.errors)).toEqual([
      ['productName：文件中商品名称重复（第 4 行）'],
      ['productId：文件中商品 ID 重复（第 5 行）'],
      ['productName：文件中商品名称重复（第 2 行）'],
      ['productId：文件中商品 ID 重复（第 3 行）'],
    ]);
  });

  test('a new row named like an existing product is created, with a note how to update instead', () => {
    const [row] = plan(table(['old MUG', 'Another mug', '3', '0', '1', 'Kitchen', '']));
    expect(row).toMatchObject({
      action: 'create',
      warnings: ['已有同名商品 #7，将再新建一个；如要更新它，请填写 productId'],
    });
  });

  test('markup in a cell is kept as the text it is (the table shows it as text)', () => {
    const name = '<img src=x onerror=alert(1)>';
    const [row] = plan(table([name, 'A <b>bold</b> claim', '1', '0', '1', 'Lighting', '']));
    expect(row).toMatchObject({ action: 'create', body: { productName: name } });
  });
});
