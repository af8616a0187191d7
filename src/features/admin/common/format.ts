import type { AdminLanguage } from './admin-settings';
import { ADMIN_CATALOGUES, ADMIN_LOCALES } from './texts';

/**
 * The admin's number and date formats (docs/product/back-office.md#2-language-and-formats): money
 * as ¥ with thousands separators, dates in the administrator's language (zh-CN by default),
 * category dates as yyyy-mm-dd or 未知. Intl does the grouping so it never drifts. Components get
 * the formats of the administrator's language from `useAdminFormat()` (admin-language.tsx).
 */
function intlFormats(language: AdminLanguage) {
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
    list: new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }),
  };
}

const toNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The formats of one language; each language's are made once (they hold no other state). */
function makeAdminFormats(language: AdminLanguage) {
  const intl = intlFormats(language);
  /** ¥1,234.50 */
  const formatYen = (amount: number | null | undefined) => intl.yen.format(toNumber(amount));

  /** 1,234 */
  const formatCount = (value: number | null | undefined) => intl.count.format(toNumber(value));

  /** A date and time, e.g. 2025年3月4日 14:05 (Mar 4, 2025, 2:05 PM in English); '' when missing. */
  function formatDateTime(value: string | null | undefined): string {
    const date = parseDate(value);
    if (!date) return '';
    // A plain YYYY-MM-DD (orderDate) has no time worth showing.
    return /^\d{4}-\d{2}-\d{2}$/.test(value ?? '')
      ? intl.dateOnly.format(date)
      : intl.dateTime.format(date);
  }

  /** yyyy-mm-dd in local time, or 未知 / Unknown (the category cards). */
  function formatDay(value: string | null | undefined): string {
    const date = parseDate(value);
    if (!date) return ADMIN_CATALOGUES[language].shared.unknown;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }

  /** 12.5% */
  const formatPercent = (ratio: number) => intl.percent.format(toNumber(ratio));

  /** 统计数据、订单和用户 / statistics, orders, and users */
  const formatList = (items: readonly string[]) => intl.list.format(items);
  return { formatYen, formatCount, formatDateTime, formatDay, formatPercent, formatList };
}

export type AdminFormats = ReturnType<typeof makeAdminFormats>;

const made = new Map<AdminLanguage, AdminFormats>();

/** The admin formats of a language (made on first use). */
export function adminFormats(language: AdminLanguage): AdminFormats {
  let found = made.get(language);
  if (!found) {
    found = makeAdminFormats(language);
    made.set(language, found);
  }
  return found;
}
