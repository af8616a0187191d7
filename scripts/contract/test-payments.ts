/**
 * The test payments (contract tag test-payments): only the mock server and staging builds have
 * them, so on a server without them both operations are "not applicable" rather than failures.
 */
import { isObject } from './answer-data';
import type { Answer, ApiSession } from './session';
import type { Verification } from './verification';

/** The client secret in any of the shapes the contract allows (plain text, JSON string or object). */
function clientSecretOf(answer: Answer | null): string | null {
  if (!answer) return null;
  const data = answer.data;
  const raw = isObject(data) ? data.clientSecret : typeof data === 'string' ? data : answer.text;
  const secret = typeof raw === 'string' ? raw.trim().replace(/^"|"$/g, '') : '';
  return /^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(secret) ? secret : null;
}

/** A server without the call: 404, or the real server's masked 401 for an unknown path. */
const absentCall = (answer: Answer | null) =>
  !!answer &&
  (answer.status === 404 ||
    (answer.status === 401 && isObject(answer.data) && answer.data.path === '/error'));

/**
 * Pays the intent of `secretAnswer` with the test card 4242 and reads it back. A server without
 * test payments (the real one) marks both operations "not applicable". Returns the paid intent's
 * id, or null.
 */
export async function payWithTestCard(
  v: Verification,
  session: ApiSession,
  secretAnswer: Answer | null,
  note: string,
): Promise<string | null> {
  const step = v.steps(session, note);
  const secret = clientSecretOf(secretAnswer);
  if (!secret) {
    v.skip('confirmTestPayment', 'POST', '/order/test-payments/{id}/confirm', 'no client secret');
    v.skip('getTestPayment', 'GET', '/order/test-payments/{id}', 'no client secret');
    return null;
  }
  const id = secret.split('_secret_')[0]!;
  const confirmed = await v.check({
    operationId: 'confirmTestPayment',
    session,
    method: 'POST',
    path: `/order/test-payments/${id}/confirm`,
    json: { clientSecret: secret, cardNumber: '4242 4242 4242 4242' },
    expect: [200, 404, 401],
    note: `${note}, test card 4242`,
  });
  if (absentCall(confirmed)) {
    // The row `check` just added: its 404/401 is the expected answer of a server without them.
    const row = v.rows[v.rows.length - 1]!;
    row.result = 'not applicable';
    row.difference = 'the server has no test payments (the mock server and staging builds only)';
    v.rows.push({
      ...row,
      operationId: 'getTestPayment',
      method: 'GET',
      path: `/order/test-payments/${id}`,
      status: null,
    });
    return null;
  }
  const read = await step(
    'getTestPayment',
    'GET',
    `/order/test-payments/${id}?client_secret=${encodeURIComponent(secret)}`,
  );
  return isObject(read?.data) && read.data.status === 'succeeded' ? id : null;
}
