type Primitive = string | number | boolean;

/**
 * openapi-fetch's default query serializer (`createQuerySerializer()`, which the API client
 * uses) for the values a product list's query has: strings, numbers, booleans and arrays of them
 * (form style, exploded: `brand=a&brand=b`), in the object's order, with null, undefined and
 * empty arrays left out. The first request's inline script (first-request-client.ts) carries
 * this instead of the general one, a third of its code (1.6 KB of 5 KB raw, in every `/` and
 * `/products`). Anything else (an object) throws, and the app then asks on its own;
 * tests/prerender/list-query-string.test.ts checks it against openapi-fetch's.
 */
export function listQueryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const pair = (name: string, value: unknown) => {
    if (!['string', 'number', 'boolean'].includes(typeof value))
      throw new Error(`not a list query's value: ${name}`);
    pairs.push(`${name}=${encodeURIComponent(value as Primitive)}`);
  };
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) pair(name, item);
    else pair(name, value);
  }
  return pairs.join('&');
}
