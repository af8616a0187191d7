import { describe, expect, test } from 'vitest';
import { toCsv } from '@/features/admin/common/csv';

const column = [{ header: 'name', value: (row: { v: string | number }) => row.v }];
const only = (v: string | number) => toCsv([{ v }], column).split('\r\n').slice(1).join('\r\n');

describe('CSV export neutralises formulas', () => {
  test.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('a cell starting %j is written as text', (value, written) => {
    expect(only(value)).toBe(written);
  });

  test('ordinary text and numbers are left as they are; commas and quotes are quoted', () => {
    expect(only('Desk lamp')).toBe('Desk lamp');
    expect(only(-5)).toBe('-5');
    expect(only('a, "b"')).toBe('"a, ""b"""');
  });
});
