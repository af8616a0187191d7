import { describe, expect, test } from 'vitest';
import {
  cellsByField,
  matchColumns,
  unmappedFields,
} from '@/features/admin/products/import/column-mapping';
import { IMPORT_LIMITS, readCsvFile } from '@/features/admin/products/import/read-csv-file';

const csvFile = (
  text: string | Uint8Array<ArrayBuffer>,
  name = 'products.csv',
  type = 'text/csv',
) => new File([text], name, { type });

const HEADER = 'productName,description,price,discount,quantity,categoryName,productId';

describe('reading an import file', () => {
  test('reads the header and the rows with their spreadsheet row numbers, quotes and all', async () => {
    const result = await readCsvFile(
      csvFile(
        `\uFEFF${HEADER}\r\n"Desk lamp, brass","A lamp that says ""hello""\nover two lines",12.5,10,3,Lighting,\r\n\r\nMug,A big mug,4,,20,Kitchen,7\r\n`,
      ),
    );
    expect(result).toEqual({
      ok: true,
      table: {
        fileName: 'products.csv',
        headers: HEADER.split(','),
        rows: [
          {
            rowNumber: 2,
            cells: [
              'Desk lamp, brass',
              'A lamp that says "hello"\nover two lines',
              '12.5',
              '10',
              '3',
              'Lighting',
              '',
            ],
          },
          // Row 3 is blank: left out, and the next row keeps its own number.
          { rowNumber: 4, cells: ['Mug', 'A big mug', '4', '', '20', 'Kitchen', '7'] },
        ],
      },
    });
  });

  test.each([
    [
      'a file that is not a CSV',
      csvFile('x', 'products.xlsx', 'application/vnd.ms-excel'),
      'notCsv',
    ],
    [
      'a picture renamed',
      csvFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]), 'p.csv'),
      'notText',
    ],
    [
      'text in another encoding (GBK)',
      csvFile(new Uint8Array([0xc9, 0xcc, 0xc6, 0xb7])),
      'notText',
    ],
    ['an empty file', csvFile(''), 'empty'],
    ['a header and no rows', csvFile(`${HEADER}\r\n\r\n`), 'empty'],
    ['broken quoting', csvFile(`${HEADER}\n"Lamp,desc,1,0,1,Home,\n`), 'badQuotes'],
  ])('refuses %s', async (_, file, kind) => {
    const result = await readCsvFile(file);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem.kind).toBe(kind);
  });

  test('refuses a file over 5 MB without reading it, and one over 5,000 rows', async () => {
    const big = csvFile('x'.repeat(IMPORT_LIMITS.maxBytes + 1));
    expect(await readCsvFile(big)).toEqual({ ok: false, problem: { kind: 'tooLarge' } });
    const rows = Array.from({ length: 5001 }, (_, i) => `Item ${i},Described,1,0,1,Home,`);
    expect(await readCsvFile(csvFile([HEADER, ...rows].join('\n')))).toEqual({
      ok: false,
      problem: { kind: 'tooManyRows', rows: 5001 },
    });
    const exactly = await readCsvFile(csvFile([HEADER, ...rows.slice(1)].join('\n')));
    expect(exactly.ok).toBe(true);
  });
});

describe('matching columns by header', () => {
  test('finds each field by its name in any case and order; absent optional fields are null', () => {
    const mapping = matchColumns([' PRICE ', 'productname', 'Quantity', 'description', 'note']);
    expect(mapping).toEqual({
      productName: 1,
      description: 3,
      price: 0,
      discount: null,
      quantity: 2,
      categoryName: null,
      productId: null,
    });
    expect(unmappedFields(mapping)).toEqual([]);
  });

  test('names the required fields no header matches', () => {
    expect(unmappedFields(matchColumns(['名称', '描述', 'price', '库存']))).toEqual([
      'productName',
      'description',
      'quantity',
    ]);
  });

  test('reads a row by the mapping, trimmed; a short row or an unmapped field is empty', () => {
    const mapping = { ...matchColumns(HEADER.split(',')), productId: null };
    expect(cellsByField([' Lamp ', 'Bright', '3'], mapping)).toEqual({
      productName: 'Lamp',
      description: 'Bright',
      price: '3',
      discount: '',
      quantity: '',
      categoryName: '',
      productId: '',
    });
  });
});
