/**
 * Reading what the server answered, loosely: the verifier takes ids and names from the answers to
 * chain its calls, and the servers it checks spell them differently (`productId` or `id`, a page
 * object or a bare array). Whether an answer keeps the contract is the validator's job, not this.
 */

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The object body of an answer, or undefined (an array, text or nothing). */
export const objectOf = (data: unknown): Json | undefined => (isObject(data) ? data : undefined);

/** A path without its query: the table shows the path, the query is noise there. */
export const pathOnly = (path: string) => path.split('?')[0]!;

/** The items of a list answer: a bare array, or a page with `content`. */
export function listItems(data: unknown): Json[] {
  if (Array.isArray(data)) return data.filter(isObject);
  if (isObject(data) && Array.isArray(data.content)) return data.content.filter(isObject);
  return [];
}

/** The first numeric field of `keys`, in that order. */
export const idOf = (item: Json | undefined, ...keys: string[]): number | undefined => {
  for (const key of keys) if (typeof item?.[key] === 'number') return item[key] as number;
  return undefined;
};

export const productIdOf = (p: Json | undefined) => idOf(p, 'productId', 'id');
export const nameOf = (p: Json | undefined) => String(p?.productName ?? p?.name ?? '');
