import { expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { API_PREFIX } from '../../mocks/http';
import { operations } from '../../scripts/contract/openapi/openapi-document';

// msw writes path params as :name; the contract as {name}. Compare both as /a/{}/b.
const normalise = (path: string) => path.replace(/\{[^}]+\}|:[^/]+/g, '{}');

const handled = handlers.map((h) => {
  const { method, path } = h.info as { method: string; path: string };
  return `${method} ${normalise(String(path).replace(API_PREFIX, ''))}`;
});
const contracted = operations.map((op) => `${op.method} ${normalise(op.path)}`);

it('every operation in openapi.yaml has exactly one mock handler', () => {
  const missing = contracted.filter((key) => !handled.includes(key));
  expect(missing).toEqual([]);
  const duplicated = handled.filter((key, i) => handled.indexOf(key) !== i);
  expect(duplicated).toEqual([]);
});

it('every mock handler serves an operation of openapi.yaml', () => {
  expect(handled.filter((key) => !contracted.includes(key))).toEqual([]);
  expect(handlers).toHaveLength(operations.length);
});
