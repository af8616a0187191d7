import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '../../mocks/node';
import { api, call } from '@/api/client';
import { ApiError } from '@/api/errors';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { applyServerError, serverErrorMessage } from '@/components/forms/apply-server-error';
import { MASKED_401 } from '../../mocks/responses';

// The errors come from real calls through the app's API client: the msw handlers below are the
// server, answering POST /users/addresses with each error body of the contract.
const ADDRESS = {
  street: 'Harbour Road 12',
  buildingName: 'Tower Seven',
  building: 'Tower Seven',
  city: 'Springfield',
  state: 'Illinois',
  country: 'USA',
  pincode: '62701',
  zipCode: '62701',
};

function answer(status: number, body: JsonBodyType) {
  server.use(http.post('*/api/users/addresses', () => HttpResponse.json(body, { status })));
}

/** The error the client rejects with. */
async function failedSave(): Promise<unknown> {
  try {
    await call(api.POST('/users/addresses', { body: ADDRESS }));
  } catch (error) {
    return error;
  }
  throw new Error('the save succeeded; a failure was expected');
}

/** A real Mantine form with the address form's fields, plus an unrelated one. */
function renderForm() {
  return renderHook(() =>
    useForm({
      mode: 'controlled',
      initialValues: { street: '', buildingName: '', pincode: '', note: '' },
    }),
  ).result;
}

const FALLBACK = 'Internal Server Error';

/** The error applied to a fresh form: the form, with its errors, and the message said. */
function applyToForm(
  error: unknown,
  fallback: string,
  options?: Parameters<typeof applyServerError>[3],
) {
  const form = renderForm();
  let message = '';
  act(() => {
    message = applyServerError(form.current, error, fallback, options);
  });
  return { form, message };
}

describe('applyServerError puts the server field messages on the form and says what failed', () => {
  test('a business rule ({message, status: false}): its message, no field marked', async () => {
    answer(400, { message: 'You already saved this address', status: false });
    const error = await failedSave();
    const { form, message } = applyToForm(error, FALLBACK);
    expect(message).toBe('You already saved this address');
    expect(form.current.errors).toEqual({});
    // A 4xx business rule is shown in the back office too.
    expect(serverErrorMessage(error, FALLBACK, { serverWording: 'client-errors' })).toBe(
      'You already saved this address',
    );
  });

  test('a validation field map: each message under its field, renamed where the names differ', async () => {
    answer(400, {
      street: 'Street name must be atleast 5 characters',
      zipCode: 'Pincode must be atleast 5 characters',
      landmark: 'must not be blank',
    });
    const error = await failedSave();
    const { form, message } = applyToForm(error, FALLBACK, {
      fieldNames: { zipCode: 'pincode' },
    });
    // A field the form does not have gets nothing; the map's first message speaks.
    expect(form.current.errors).toEqual({
      street: 'Street name must be atleast 5 characters',
      pincode: 'Pincode must be atleast 5 characters',
    });
    expect(message).toBe('Street name must be atleast 5 characters');
    // Sign-up's rule: the password's message speaks for a field map, else the fallback.
    expect(serverErrorMessage(error, FALLBACK, { fieldMapMessage: 'zipCode' })).toBe(
      'Pincode must be atleast 5 characters',
    );
    expect(serverErrorMessage(error, FALLBACK, { fieldMapMessage: 'password' })).toBe(FALLBACK);
  });

  test("Spring's own body (5xx): its words where the screen shows them, never in the back office", async () => {
    answer(500, {
      timestamp: '2024-05-01T10:00:00.000+00:00',
      status: 500,
      error: 'Internal Server Error',
      message: 'could not execute statement',
      path: '/api/users/addresses',
    });
    const error = await failedSave();
    const { form, message } = applyToForm(error, 'The server could not save this address.');
    expect(message).toBe('could not execute statement');
    expect(form.current.errors).toEqual({});
    expect(serverErrorMessage(error, '保存失败，请重试', { serverWording: 'client-errors' })).toBe(
      '保存失败，请重试',
    );
  });

  test("a masked 401 shows none of the server's words, only the screen's own message", async () => {
    answer(401, MASKED_401);
    const error = await failedSave();
    const { form, message } = applyToForm(error, FALLBACK, {
      masked: 'The server could not save this address. Check the fields and try again.',
    });
    expect(message).toBe('The server could not save this address. Check the fields and try again.');
    expect(form.current.errors).toEqual({});
    expect(serverErrorMessage(error, FALLBACK)).toBe(FALLBACK);
    expect(serverErrorMessage(error, FALLBACK, { serverWording: 'client-errors' })).toBe(FALLBACK);
  });

  test('a 401 that ended the session says so, in the back office too', () => {
    // What the client's 401 handling rejects with once GET /auth/user confirmed the session gone
    // (tests/api/unauthorized.test.ts).
    const error = new ApiError({ kind: 'http', status: 401, sessionEnded: true });
    const { message } = applyToForm(error, FALLBACK);
    expect(message).toBe(STOREFRONT_TEXTS.errors.sessionEnded);
    expect(serverErrorMessage(error, FALLBACK, { serverWording: 'client-errors' })).toBe(
      STOREFRONT_TEXTS.errors.sessionEnded,
    );
  });

  test('no answer at all: the fallback, nothing marked', async () => {
    server.use(http.post('*/api/users/addresses', () => HttpResponse.error()));
    const error = await failedSave();
    const { form, message } = applyToForm(error, FALLBACK);
    expect(message).toBe(FALLBACK);
    expect(form.current.errors).toEqual({});
  });
});
