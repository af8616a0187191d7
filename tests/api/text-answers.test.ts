import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '../../mocks/node';
import { api, call } from '@/api/client';
import { isApiError } from '@/api/errors';
import { TEXT_ANSWER_OPERATIONS } from '@/api/middleware';
import { operations } from '../../scripts/contract/openapi/openapi-document';
import { allowOffContractResponses } from '../contract/contract-recorder';

/** Operations whose success answer the contract describes as a string (under any media type). */
type Media = { schema?: unknown };

/** A text/plain or JSON answer whose schema is (or may be) a bare string. */
const isTextAnswer = ([type, media]: [string, Media]) => {
  const schema = JSON.stringify(media.schema ?? {});
  return (
    /^(text\/plain|application\/json)/.test(type) &&
    schema.includes('"type":"string"') &&
    !schema.startsWith('{"$ref"')
  );
};

/** Operations whose success answer the contract describes as a string. */
const contractTextOperations = operations
  .filter((op) =>
    Object.entries(op.responses).some(
      ([status, response]) =>
        status.startsWith('2') &&
        Object.entries((response as { content?: Record<string, Media> }).content ?? {}).some(
          isTextAnswer,
        ),
    ),
  )
  .map((op) => `${op.method} ${op.path}`)
  .sort();

describe('answers that are plain text', () => {
  test("the client's list of text answers is the contract's", () => {
    expect([...TEXT_ANSWER_OPERATIONS].sort()).toEqual(contractTextOperations);
  });

  test('raw, unquoted text labelled application/json (Accept lists JSON first) is read as the string', async () => {
    allowOffContractResponses(); // the raw body is the real server's, not valid JSON
    server.use(
      http.post(
        '*/api/order/stripe-client-secret',
        () =>
          new HttpResponse('pi_3Abc_secret_Xyz9', {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const answer = await call(
      api.POST('/order/stripe-client-secret', { body: { amount: 1000, currency: 'usd' } }),
    );
    expect(answer).toBe('pi_3Abc_secret_Xyz9');
  });

  test('the same text as text/plain is read as the string too', async () => {
    server.use(
      http.post(
        '*/api/cart/create',
        () =>
          new HttpResponse('Cart created/updated with the new items successfully', {
            status: 201,
            headers: { 'Content-Type': 'text/plain' },
          }),
      ),
    );
    const answer = await call(api.POST('/cart/create', { body: [] }));
    expect(answer).toBe('Cart created/updated with the new items successfully');
  });

  test('raw text under application/json is still unreadable where a JSON object is expected', async () => {
    allowOffContractResponses();
    server.use(
      http.get(
        '*/api/public/categories',
        () =>
          new HttpResponse('Categories', {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const error = await call(api.GET('/public/categories')).catch((reason: unknown) => reason);
    expect(isApiError(error) && error.kind).toBe('parse');
  });
});
