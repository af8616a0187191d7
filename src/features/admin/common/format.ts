import type { AdminLanguage } from './admin-settings';
import { SHARED_STRINGS } from './strings';
import { ADMIN_LOCALES, adminLanguage } from './texts';

/**
 * The admin's number and date formats (docs/product/back-office.md#2-language-and-formats): money
 * as ¥ with thousands separators, dates in the administrator's language (zh-CN by default),
 * category dates as yyyy-mm-dd or 未知. Intl does the grouping so it never drifts; the formats of
 * each language are made once, on first use.
 */
function makeFormats(language: AdminLanguage) {
  const locale = ADMIN_LOCALES[language];
  return {
    // narrowSymbol: ¥ in English too, not "CN¥".
    yen: new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    count: new Intl.NumberFormat(locale),
    percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
    dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    dateOnly: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
  };
}

const made = new Map<AdminLanguage, ReturnType<typeof makeFormats>>();
function formats() {
  const language = adminLanguage();
  let found = made.get(language);
  if (!found) {
    found = makeFormats(language);
    made.set(language, found);
  }
  return found;
}

const toNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** ¥1,234.50 */
export const formatYen = (amount: number | null | undefined) =>
  formats().yen.format(toNumber(amount));

/** 1,234 */
export const formatCount = (value: number | null | undefined) =>
  formats().count.format(toNumber(value));

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date and time, e.g. 2025年3月4日 14:05 (Mar 4, 2025, 2:05 PM in English); '' when missing. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return '';
  // A plain YYYY-MM-DD (orderDate) has no time worth showing.
  return /^\d{4}-\d{2}-\d{2}$/.test(value ?? '')
    ? formats().dateOnly.format(date)
    : formats().dateTime.format(date);
}

/** yyyy-mm-dd in local time, or 未知 / Unknown (the category cards). */
export function formatDay(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return SHARED_STRINGS.unknown;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 12.5% */
export const formatPercent = (ratio: number) => formats().percent.format(toNumber(ratio));
