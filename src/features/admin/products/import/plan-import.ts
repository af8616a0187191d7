import * as z from 'zod/mini';
import type { Category, Product } from '@/api/adapters';
import type { components } from '@/api/schema.gen';
import type { AdminTexts } from '@/features/admin/common/texts';
import {
  productFormSchema,
  productFormValues,
  toProductInput,
  type ProductFormValues,
} from '../product-form';
import {
  cellsByField,
  IMPORT_FIELDS,
  type ColumnMapping,
  type ImportField,
} from './column-mapping';
import type { CsvTable } from './read-csv-file';

type ProductInput = components['schemas']['ProductInput'];

/** One row of the dry run: what will happen to it, and why not when it cannot. */
export type PlannedRow = {
  rowNumber: number;
  /** The cells as read (shown as text, never as markup). */
  cells: Record<ImportField, string>;
  /** Notes that do not stop the row (a product of the same name exists). */
  warnings: string[];
} & (
  | { action: 'create'; categoryId: number; body: ProductInput }
  | { action: 'update'; productId: number; body: ProductInput }
  | { action: 'error'; errors: string[] }
);

export interface ImportCatalogue {
  /** The shop's products (to find the one a productId names, and names already used). */
  products: readonly Product[];
  categories: readonly Category[];
}

interface ImportTexts {
  products: AdminTexts['products'];
  productImport: AdminTexts['productImport'];
}

// The fields the file gives, as the product form names them: the form's messages for these are
// the row's. The brand is not a column (an update keeps the product's), the category is looked
// up by name here, the special price is worked out from the discount, checked here.
const FORM_FIELDS_FROM_FILE: Partial<Record<keyof ProductFormValues, ImportField>> = {
  productName: 'productName',
  description: 'description',
  price: 'price',
  quantity: 'quantity',
};

const key = (text: string) => text.trim().toLocaleLowerCase();
const isNumber = (text: string) => /^-?\d+(\.\d+)?$/.test(text);
const cents = (value: number) => Math.round(value * 100) / 100;

/** Row numbers by the key the rows share, for the keys more than one row has. */
function duplicates(rows: readonly { rowNumber: number; key: string }[]): Map<string, number[]> {
  const byKey = new Map<string, number[]>();
  for (const { rowNumber, key: k } of rows) {
    if (!k) continue;
    const seen = byKey.get(k);
    if (seen) seen.push(rowNumber);
    else byKey.set(k, [rowNumber]);
  }
  return new Map([...byKey].filter(([, rowNumbers]) => rowNumbers.length > 1));
}

/**
 * The dry run: every row of the file checked by the product form's own schema (the real
 * server's minimum lengths, price and stock ranges and their messages) plus what only a file
 * can get wrong: a discount outside 0–100, an unknown category or productId, a name or a
 * productId twice in the file. A row with a productId updates that product, so importing the
 * same file again updates instead of duplicating. Nothing is sent here.
 */
export function planImport(
  table: CsvTable,
  mapping: ColumnMapping,
  catalogue: ImportCatalogue,
  texts: ImportTexts,
): PlannedRow[] {
  const T = texts.productImport;
  const E = T.errors;
  const header = (field: ImportField) => {
    const index = mapping[field];
    return index === null ? field : table.headers[index] || field;
  };
  const rows = table.rows.map((row) => ({
    rowNumber: row.rowNumber,
    cells: cellsByField(row.cells, mapping),
  }));
  const sameName = duplicates(
    rows.map((r) => ({ rowNumber: r.rowNumber, key: key(r.cells.productName) })),
  );
  const sameId = duplicates(rows.map((r) => ({ rowNumber: r.rowNumber, key: r.cells.productId })));
  const productsById = new Map(catalogue.products.map((p) => [p.productId, p]));
  const productsByName = new Map(catalogue.products.map((p) => [key(p.productName), p]));
  const categoriesByName = new Map(catalogue.categories.map((c) => [key(c.categoryName), c]));
  // The form's schema, made once (a file has up to 5,000 rows). As for creating: only the fields
  // the file holds are read from it, and those have the same rules for a create and an update.
  const formSchema = productFormSchema(texts.products);
  const others = (all: number[], own: number) => all.filter((n) => n !== own).join(', ');

  return rows.map(({ rowNumber, cells }): PlannedRow => {
    // Each error with its column, read in the file's order of fields.
    const found: { field: ImportField; message: string }[] = [];
    const problem = (field: ImportField, message: string) => found.push({ field, message });
    const warnings: string[] = [];

    let existing: Product | undefined;
    if (cells.productId) {
      const id = Number(cells.productId);
      if (!/^\d+$/.test(cells.productId) || id < 1)
        problem('productId', E.badProductId(cells.productId));
      else if (!(existing = productsById.get(id))) problem('productId', E.unknownProduct(id));
    }
    const idTwice = sameId.get(cells.productId);
    if (idTwice) problem('productId', E.duplicateId(others(idTwice, rowNumber)));
    const nameTwice = sameName.get(key(cells.productName));
    if (nameTwice) problem('productName', E.duplicateName(others(nameTwice, rowNumber)));

    const category = cells.categoryName ? categoriesByName.get(key(cells.categoryName)) : undefined;
    if (!cells.productId) {
      if (!cells.categoryName) problem('categoryName', E.categoryRequired);
      else if (!category) problem('categoryName', E.unknownCategory(cells.categoryName));
      const sameNameInShop = productsByName.get(key(cells.productName));
      if (sameNameInShop) warnings.push(E.nameExists(sameNameInShop.productId));
    } else if (existing && cells.categoryName) {
      // An update never moves a product (the form locks the category too): say so, not ignore it.
      const current = existing.category?.categoryName;
      if (current !== undefined && key(current) !== key(cells.categoryName))
        problem('categoryName', E.categoryChange(current));
    }

    const discountText = cells.discount || '0';
    let discount: number | undefined;
    if (!isNumber(discountText)) problem('discount', E.notNumber(cells.discount));
    else if (Number(discountText) < 0) problem('discount', texts.products.errors.notNegative);
    else if (Number(discountText) > 100) problem('discount', texts.products.errors.tooLarge(100));
    else discount = Number(discountText);

    // The form's values for this row; an update keeps what the file does not hold (brand, on sale).
    const price = Number(cells.price);
    const values: ProductFormValues = {
      ...productFormValues(existing),
      productName: cells.productName,
      description: cells.description,
      price: cells.price,
      quantity: cells.quantity,
      specialPrice:
        discount !== undefined && isNumber(cells.price)
          ? cents(price * (1 - discount / 100))
          : cells.price,
      categoryId: existing
        ? (existing.category?.categoryId?.toString() ?? null)
        : category
          ? String(category.categoryId)
          : null,
    };
    const notNumbers = new Set<ImportField>(
      (['price', 'quantity'] as const).filter((f) => cells[f] && !isNumber(cells[f])),
    );
    for (const field of notNumbers) problem(field, E.notNumber(cells[field]));
    const checked = z.safeParse(formSchema, values);
    if (!checked.success) {
      const seen = new Set<ImportField>();
      for (const issue of checked.error.issues) {
        const field = FORM_FIELDS_FROM_FILE[issue.path[0] as keyof ProductFormValues];
        // One message a field, the first (the form shows the same); a cell that is not a number
        // has said so already.
        if (!field || seen.has(field) || notNumbers.has(field)) continue;
        seen.add(field);
        problem(field, issue.message);
      }
    }

    const row = { rowNumber, cells, warnings };
    if (found.length === 0 && existing)
      return {
        ...row,
        action: 'update',
        productId: existing.productId,
        body: toProductInput(values, existing),
      };
    if (found.length === 0 && category && !cells.productId)
      return {
        ...row,
        action: 'create',
        categoryId: category.categoryId,
        body: toProductInput(values),
      };
    const order = (field: ImportField) => IMPORT_FIELDS.indexOf(field);
    const errors = [...found]
      .sort((a, b) => order(a.field) - order(b.field))
      .map(({ field, message }) => E.inColumn(header(field), message));
    return { ...row, action: 'error', errors };
  });
}
