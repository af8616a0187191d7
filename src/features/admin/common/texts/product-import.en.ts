import type { AdminTexts } from './admin-texts';

/** "row 5", "rows 5, 9": the other rows of the file, listed. */
const rowsWord = (rows: string) => `${rows.includes(',') ? 'rows' : 'row'} ${rows}`;
/** "1 row", "1,200 rows": a count (formatted already) of rows. */
const rowCount = (n: string) => `${n} ${n === '1' ? 'row' : 'rows'}`;

/** The CSV import of products in English, key for key product-import.zh-CN.ts. */
export const PRODUCT_IMPORT_EN: AdminTexts['productImport'] = {
  button: 'Import CSV',
  title: 'Import products (CSV)',
  loading: 'Opening the import...',
  steps: { file: 'Choose file', columns: 'Match columns', check: 'Check', run: 'Import' },
  back: (step) => `Back: ${step.toLowerCase()}`,
  next: (step) => `Next: ${step.toLowerCase()}`,
  file: {
    label: 'CSV file',
    drop: 'Drag a CSV file here, or click to choose a file',
    choose: 'Choose file',
    hint: 'CSV (UTF-8), at most 5MB and 5,000 rows. Columns: productName, description, price, discount, quantity, categoryName; with a productId the row updates that product',
    reading: (name) => `Reading ${name}...`,
    notCsv: (name) => `${name} is not a CSV file: choose a .csv file. Nothing was sent.`,
    notText: (name) =>
      `${name} is not CSV text in UTF-8 (in Excel, use “Save as CSV UTF-8”). Nothing was sent.`,
    empty: (name) =>
      `${name} is empty, or has only a header row and no products. Nothing was sent.`,
    tooLarge: (name) => `${name} is over 5MB: split it into smaller files. Nothing was sent.`,
    tooManyRows: (name, rows) =>
      `${name} has ${rows} product rows; at most 5,000 can be imported at once: split the file. Nothing was sent.`,
    badQuotes: (name, row) =>
      `${name} cannot be read: the quotes on row ${row} do not pair up. Nothing was sent.`,
  },
  columns: {
    intro: 'The file’s column names do not all match: choose the file’s column for each field.',
    headersFound: (headers) => `Columns in the file: ${headers}`,
    fields: {
      productName: 'Product name (productName)',
      description: 'Description (description)',
      price: 'Price (price)',
      discount: 'Discount percent (discount)',
      quantity: 'Stock (quantity)',
      categoryName: 'Category name (categoryName)',
      productId: 'Product ID (productId, to update)',
    },
    notInFile: '(not used)',
    required: 'Required: choose a column',
    optional: 'Optional',
  },
  check: {
    summary: (total, create, update, errors) =>
      `${rowCount(total)}: ${create} to create, ${update} to update, ${errors} with errors (not imported)`,
    notice: 'This is a check: nothing has been written yet. Rows with errors are skipped.',
    onlyProblems: 'Show only rows with errors or notes',
    confirm: (n) => `Import ${rowCount(n)}`,
    nothingToImport: 'No row can be imported',
    catalogueUnavailable:
      'The product or category list could not be loaded (sample data shown), so categories and product IDs cannot be checked. Please try again later.',
  },
  table: {
    caption: 'What happens to each row',
    row: 'Row',
    action: 'Action',
    product: 'Product',
    problems: 'Errors and notes',
    result: 'Result',
    none: 'None',
    pageLabel: 'Check result pages',
  },
  actions: {
    create: 'Create',
    update: (id) => `Update #${id}`,
    error: 'Error',
  },
  errors: {
    inColumn: (column, message) => `${column}: ${message}`,
    notNumber: (value) => `Not a number: “${value}”`,
    categoryRequired: 'A new product needs a category name',
    unknownCategory: (name) => `There is no category “${name}”`,
    badProductId: (value) => `The product ID must be a positive whole number: “${value}”`,
    unknownProduct: (id) => `There is no product with ID ${id}`,
    categoryChange: (current) =>
      `An update does not change a product’s category (this one is in “${current}”)`,
    duplicateName: (rows) => `The same product name is also on ${rowsWord(rows)}`,
    duplicateId: (rows) => `The same product ID is also on ${rowsWord(rows)}`,
    nameExists: (id) =>
      `Product #${id} already has this name: another one will be created; to update it, fill in productId`,
  },
  run: {
    progress: (done, total) => `${done} of ${rowCount(total)} done`,
    progressLabel: 'Import progress',
    cancel: 'Stop import',
    stopping: 'Stopping: waiting for the rows already sent...',
    finished: 'Import finished',
    stopped: 'Import stopped: rows written stay written; rows not run can be imported again',
    summary: (written, failed, notRun, skipped) =>
      `${written} written, ${failed} failed, ${notRun} not run, ${skipped} skipped (errors)`,
    report: 'Download result report (CSV)',
    another: 'Import another file',
    close: 'Close',
    results: {
      waiting: 'Waiting',
      running: 'Writing...',
      created: (id) => `Created #${id}`,
      updated: (id) => `Updated #${id}`,
      failed: (reason) => `Failed: ${reason}`,
      notRun: 'Not run (stopped)',
      skipped: 'Skipped (errors)',
    },
    saveFailed: 'The server could not save this row. Please try again',
    maskedFailure:
      'The server refused this row without saying why (check that its fields meet the rules, then try again)',
  },
};
