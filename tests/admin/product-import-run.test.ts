import { describe, expect, test } from 'vitest';
import { ApiError } from '@/api/errors';
import { EN_TEXTS } from '@/features/admin/common/texts/en';
import { importReportCsv, tally } from '@/features/admin/products/import/import-results';
import type { PlannedRow } from '@/features/admin/products/import/plan-import';
import { runLanes } from '@/features/admin/common/bulk/run-lanes';

describe('running the rows', () => {
  test('a few at a time; a row that fails does not stop the others', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runLanes(
      Array.from({ length: 10 }, (_, i) => i),
      async (row) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (row !== 4) done.push(row);
      },
      { concurrency: 3 },
    );
    expect(most).toBe(3);
    expect(done.toSorted((a, b) => a - b)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9]);
  });

  test('a stop starts no more rows; those already started finish', async () => {
    const stop = new AbortController();
    const started: number[] = [];
    const finished: number[] = [];
    await runLanes(
      Array.from({ length: 10 }, (_, i) => i),
      async (row) => {
        started.push(row);
        if (row === 1) stop.abort();
        await new Promise((resolve) => setTimeout(resolve, 5));
        finished.push(row);
      },
      { concurrency: 3, signal: stop.signal },
    );
    // Row 1 asked for the stop as it started: the third lane never takes row 2.
    expect(started).toEqual([0, 1]);
    expect(finished.toSorted((a, b) => a - b)).toEqual([0, 1]);
  });
});

const cells = (productName: string) => ({
  productName,
  description: 'A thing',
  price: '1',
  discount: '',
  quantity: '1',
  categoryName: 'Phones',
  productId: '',
});
const body = { productName: 'x', description: 'A thing', price: 1, quantity: 1 };

describe('the result report', () => {
  const plan: PlannedRow[] = [
    {
      rowNumber: 2,
      cells: cells('=HYPERLINK("http://x")'),
      warnings: [],
      action: 'create',
      categoryId: 1,
      body,
    },
    { rowNumber: 3, cells: cells('Lamp'), warnings: [], action: 'update', productId: 7, body },
    {
      rowNumber: 4,
      cells: cells('ab'),
      warnings: [],
      action: 'error',
      errors: ['productName: too short'],
    },
    {
      rowNumber: 5,
      cells: cells('Mug'),
      warnings: ['Product #9 already has this name'],
      action: 'create',
      categoryId: 1,
      body,
    },
  ];
  const masked = new ApiError({
    kind: 'http',
    status: 401,
    masked: true,
    path: '/api/admin/products/7',
  });
  const results = new Map([
    [2, { state: 'created' as const, productId: 31 }],
    [3, { state: 'failed' as const, error: masked }],
    [5, { state: 'notRun' as const }],
  ]);

  test('one line a row: the id to update it next time, what happened and why; formulas neutralised', () => {
    expect(importReportCsv(EN_TEXTS.productImport, plan, results).split('\r\n')).toEqual([
      'row,productId,productName,action,result,errors,notes',
      `2,31,"'=HYPERLINK(""http://x"")",Create,Created #31,,`,
      '3,7,Lamp,Update #7,"Failed: The server refused this row without saying why (check that its fields meet the rules, then try again)",,',
      '4,,ab,Error,Skipped (errors),productName: too short,',
      '5,,Mug,Create,Not run (stopped),,Product #9 already has this name',
    ]);
    expect(tally(plan, results)).toEqual({ written: 1, failed: 1, notRun: 1, skipped: 1 });
  });
});
