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

/**
 * The careful server's limits (plain mode and quirks mode alike): the maximum lengths of every
 * string the mock stores, the same as the app's forms check, and the ranges of money and stock.
 */
export const LIMITS = {
  product: { productName: 100, description: 2000, brand: 50 },
  price: { max: 1_000_000 },
  stock: { max: 1_000_000 },
  category: { categoryName: 50, description: 500 },
  address: { street: 100, buildingName: 100, city: 50, state: 50, country: 50, pincode: 10 },
  user: { username: 20, email: 50, password: 40, firstName: 50, lastName: 50, phone: 20 },
  /** Sign-in: wider than sign-up, only to keep huge values out. */
  signIn: { username: 100, password: 100 },
  /** The catalogue's keyword and category filters (the app's search box takes 200). */
  query: { keyword: 200, category: 200 },
  orderStatus: 30,
} as const;

/** At most `max` characters (after trimming, like the minimums and the app's forms). */
export const maxLength =
  (max: number, label: string): Rule =>
  (v) =>
    typeof v === 'string' && v.trim().length > max
      ? `${label} must be at most ${max} characters`
      : null;

/** An optional string: absent or null passes; anything else must be a string within `max`. */
export const optionalText =
  (max: number, label: string): Rule =>
  (v) => {
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string') return `${label} must be text`;
    return maxLength(max, label)(v);
  };

/** Absent, null, or a list of strings: what Jackson reads into a Set<String> (else it fails). */
export const optionalStrings = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (Array.isArray(v) && v.every((item) => typeof item === 'string'));

/** An optional true or false: absent or null passes. */
export const optionalBoolean: Rule = (v) =>
  v === undefined || v === null || typeof v === 'boolean' ? null : 'must be true or false';

/** A finite number from `min` to `max`. */
export const numberBetween =
  (min: number, max: number): Rule =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max
      ? null
      : `must be between ${min} and ${max}`;

/** Like numberBetween, for a field that may be left out. */
export const optionalNumberBetween =
  (min: number, max: number): Rule =>
  (v) =>
    v === undefined || v === null ? null : numberBetween(min, max)(v);

/** A whole number from `min` to `max`. */
export const integerBetween =
  (min: number, max: number): Rule =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
      ? null
      : `must be a whole number between ${min} and ${max}`;

/**
 * Control characters, invisible format characters (zero-width, soft hyphen, byte order mark) and
 * the bidirectional overrides and isolates (U+200E/F, U+202A–E, U+2066–9): they make two names
 * look alike or a name display reversed.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export const noInvisibleCharacters: Rule = (v) =>
  typeof v === 'string' && INVISIBLE.test(v)
    ? 'must not contain control, invisible or text-direction characters'
    : null;

/** A username as stored: NFKC (full-width and compatibility forms folded), trimmed. */
export const normaliseUsername = (value: string): string => value.normalize('NFKC').trim();

/** The key two usernames are compared by: "Admin", "admin" and "ａｄｍｉｎ" are one user. */
export const usernameKey = (value: string): string =>
  normaliseUsername(value).toLowerCase().normalize('NFKC');
