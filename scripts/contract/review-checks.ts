/**
 * The reviews extension (docs/contract-changes.md), built ahead of the backend: every operation
 * once, without changing anybody's review. A server without reviews answers each with the masked
 * 401 or a 404, which the contract allows. The writes refuse by the contract's own rules: the
 * verifier's throwaway shopper has ordered but not received (403), and the review and moderation
 * ids name nothing (404).
 */
import type { ApiSession } from './session';
import type { Verification } from './verification';

/** An id no server hands out. */
const NO_REVIEW = 2147483647;
const NOT_OFFERED = [401, 404];

/** Anonymous: a product's approved reviews. */
export async function productReviews(v: Verification, anon: ApiSession, productId: number) {
  await v.check({
    operationId: 'getProductReviews',
    session: anon,
    method: 'GET',
    path: `/public/products/${productId}/reviews?pageNumber=0&pageSize=5&sort=newest`,
    expect: [200, ...NOT_OFFERED],
  });
}

/** Signed in: whether this person may review the product. */
export async function myReview(
  v: Verification,
  session: ApiSession,
  productId: number,
  note: string,
) {
  const step = v.steps(session, note);
  await step('getMyReview', 'GET', `/products/${productId}/reviews/mine`, {
    expect: [200, ...NOT_OFFERED],
  });
}

/** The throwaway shopper, signed in, who ordered `productId` but has not received it. */
export async function refusedReviewWrites(
  v: Verification,
  session: ApiSession,
  productId: number,
  note: string,
) {
  const input = { rating: 4, title: 'Contract check', text: 'Written by contract:verify.' };
  await v.check({
    operationId: 'createReview',
    session,
    method: 'POST',
    path: `/products/${productId}/reviews`,
    json: input,
    expect: [403, ...NOT_OFFERED],
    note: `${note}: ordered, not received`,
  });
  await v.check({
    operationId: 'updateReview',
    session,
    method: 'PUT',
    path: `/reviews/${NO_REVIEW}`,
    json: input,
    expect: [404, 401],
    note: `${note}: no such review`,
  });
  await v.check({
    operationId: 'deleteReview',
    session,
    method: 'DELETE',
    path: `/reviews/${NO_REVIEW}`,
    expect: [404, 401],
    note: `${note}: no such review`,
  });
}

/** The administrator: the moderation list, and a decision on a review that is not there. */
export async function moderation(v: Verification, session: ApiSession, note: string) {
  const step = v.steps(session, note);
  await step('getAdminReviews', 'GET', '/admin/reviews', { expect: [200, 401] });
  if (v.options.readOnly) return;
  await v.check({
    operationId: 'moderateReview',
    session,
    method: 'PUT',
    path: `/admin/reviews/${NO_REVIEW}/status`,
    json: { status: 'approved' },
    expect: [404, 401],
    note: `${note}: no such review`,
  });
}
