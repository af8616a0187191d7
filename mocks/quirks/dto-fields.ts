import { isRecord } from '../validation';
import { apiPath, type Quirk } from './quirk';

const CATEGORY_WRITE = /^\/public\/categories(\/[^/]+)?$/;
const PRODUCT_WRITE = /^\/admin\/(categories\/[^/]+\/product|products\/[^/]+)$/;

/** Fields the real DTOs do not have (or do not read), dropped when they are not of the mock's type. */
function dropMistyped(path: string, body: Record<string, unknown>): boolean {
  const drop = (field: string, keep: (value: unknown) => boolean) => {
    if (!(field in body) || keep(body[field])) return false;
    delete body[field];
    return true;
  };
  const isText = (value: unknown) => typeof value === 'string';
  const isBoolean = (value: unknown) => typeof value === 'boolean';
  if (CATEGORY_WRITE.test(path))
    return [drop('isActive', isBoolean), drop('description', isText), drop('name', isText)].some(
      Boolean,
    );
  if (PRODUCT_WRITE.test(path)) return drop('active', isBoolean);
  return false;
}

export const dtoFields: Quirk = {
  name: 'DTO fields',
  description:
    "Jackson ignores what the DTOs do not have: a category's isActive, description or name and a product's active are not checked (plain mode: 400 when they are not true/false or text).",
  async request(request) {
    if (request.method !== 'POST' && request.method !== 'PUT') return request;
    const path = apiPath(request);
    if (!CATEGORY_WRITE.test(path) && !PRODUCT_WRITE.test(path)) return request;
    let body: unknown;
    try {
      body = await request.clone().json();
    } catch {
      return request;
    }
    if (!isRecord(body) || !dropMistyped(path, body)) return request;
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    return new Request(request.url, {
      method: request.method,
      headers,
      body: JSON.stringify(body),
    });
  },
};
