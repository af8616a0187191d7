/**
 * A review's day, in UTC: the built page and the browser that hydrates it must write the same
 * text whatever the visitor's time zone (docs/decisions/0011-prerendered-storefront.md).
 */
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatReviewDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
};
