// Bean-validation look-alikes: each rule answers the real server's message or null.

type Rule = (value: unknown) => string | null;

export const notBlank: Rule = (v) =>
  typeof v === 'string' && v.trim() !== '' ? null : 'must not be blank';

export const size =
  (min: number, max?: number): Rule =>
  (v) => {
    if (typeof v !== 'string') return 'must not be blank';
    const ok = v.length >= min && (max === undefined || v.length <= max);
    return ok ? null : `size must be between ${min} and ${max ?? 2147483647}`;
  };

export const minLength =
  (min: number, text: string): Rule =>
  (v) =>
    typeof v === 'string' && v.trim().length >= min ? null : text;

export const email: Rule = (v) =>
  typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)
    ? null
    : 'must be a well-formed email address';

export const positiveNumber: Rule = (v) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0
    ? null
    : 'must be greater than or equal to 0';

export const integerAtLeast =
  (min: number): Rule =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min
      ? null
      : `must be greater than or equal to ${min}`;

/** Runs the rules of each field; returns the field map of the first failure per field, or null. */
export function validate(
  body: Record<string, unknown>,
  rules: Record<string, Rule[]>,
): Record<string, string> | null {
  const errors: Record<string, string> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    for (const rule of fieldRules) {
      const error = rule(body[field]);
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return Object.keys(errors).length ? errors : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
