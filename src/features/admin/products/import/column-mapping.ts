/**
 * The file's columns matched to the fields of a product row. A column is found by its header
 * (the field's own name, in any case); where a header differs the administrator picks the
 * column in the mapping step.
 */
export const IMPORT_FIELDS = [
  'productName',
  'description',
  'price',
  'discount',
  'quantity',
  'categoryName',
  'productId',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Fields every row needs; the others may be left out (no discount, a category only to create). */
export const REQUIRED_FIELDS: readonly ImportField[] = [
  'productName',
  'description',
  'price',
  'quantity',
];

/** For each field, the index of the file's column that holds it, or null when none does. */
export type ColumnMapping = Record<ImportField, number | null>;

const normalize = (header: string) => header.trim().toLowerCase();

/** Each field to the first column whose header is the field's name (case and spaces aside). */
export function matchColumns(headers: readonly string[]): ColumnMapping {
  const found = (field: ImportField) => {
    const index = headers.findIndex((h) => normalize(h) === field.toLowerCase());
    return index === -1 ? null : index;
  };
  return Object.fromEntries(IMPORT_FIELDS.map((f) => [f, found(f)])) as ColumnMapping;
}

/** The required fields no column is chosen for yet. */
export const unmappedFields = (mapping: ColumnMapping): ImportField[] =>
  REQUIRED_FIELDS.filter((field) => mapping[field] === null);

/** A row's cells by field ('' where the field has no column or the row is short). */
export function cellsByField(cells: readonly string[], mapping: ColumnMapping) {
  return Object.fromEntries(
    IMPORT_FIELDS.map((f) => {
      const index = mapping[f];
      return [f, index === null ? '' : (cells[index] ?? '').trim()];
    }),
  ) as Record<ImportField, string>;
}
