import { intParam } from '../db/paging';
import { integerBetween, isRecord, maxLength } from '../validation';

/** The lengths the contract's ReviewInput and the app's form hold (trimmed). */
export const REVIEW_LIMITS = { title: 100, text: 2000 } as const;

const notEmpty = (label: string) => (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? null : `${label} must not be empty`;

/**
 * A review's fields as the careful server checks them: stars a whole number from 1 to 5, a title
 * and a text that are not blank and within their lengths. The field map of what is wrong, or null.
 */
export function invalidReview(body: unknown): Record<string, string> | null {
  const fields = isRecord(body) ? body : {};
  const errors: Record<string, string> = {};
  const rating = integerBetween(1, 5)(fields.rating);
  if (rating) errors.rating = 'Rating must be a whole number from 1 to 5';
  for (const [field, label] of [
    ['title', 'Title'],
    ['text', 'Review text'],
  ] as const) {
    const problem =
      notEmpty(label)(fields[field]) ?? maxLength(REVIEW_LIMITS[field], label)(fields[field]);
    if (problem) errors[field] = problem;
  }
  return Object.keys(errors).length ? errors : null;
}

/** An optional whole-number query parameter within a range; NaN when present but not one. */
export function optionalIntParam(params: URLSearchParams, name: string, min: number, max: number) {
  if (params.getAll(name).length > 1) return Number.NaN;
  const value = intParam(params.get(name));
  if (value === null) return null;
  return Number.isNaN(value) || value < min || value > max ? Number.NaN : value;
}
