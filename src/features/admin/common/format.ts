import { SHARED_STRINGS } from './strings';
/**
 * The admin's number and date formats (docs/product/back-office.md#2-language-and-formats): money
 * as ¥ with thousands separators, dates in zh-CN, category dates as yyyy-mm-dd or 未知. Intl does
 * the grouping so it never drifts.
 */

const yen = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat('zh-CN');
const dateTime = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium' });

export const UNKNOWN_DATE = SHARED_STRINGS.unknown;

const toNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** ¥1,234.50 */
export const formatYen = (amount: number | null | undefined) => yen.format(toNumber(amount));

/** 1,234 */
export const formatCount = (value: number | null | undefined) => count.format(toNumber(value));

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A zh-CN date and time, e.g. 2025年3月4日 14:05; '' when missing. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return '';
  // A plain YYYY-MM-DD (orderDate) has no time worth showing.
  return /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? dateOnly.format(date) : dateTime.format(date);
}

/** yyyy-mm-dd in local time, or 未知 (the category cards). */
export function formatDay(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return UNKNOWN_DATE;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 12.5% */
export const formatPercent = (ratio: number) =>
  new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 }).format(
    toNumber(ratio),
  );
