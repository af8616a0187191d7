import { HttpResponse } from 'msw';
import { withAuth } from '../auth';
import { db, nextId } from '../db/database';
import {
  approvedReviewPage,
  hasReceived,
  ownReviewOf,
  reviewSummary,
  toOwnReviewDto,
  toReviewDto,
  type ReviewSort,
} from '../db/reviews';
import type { ReviewRow } from '../db/types';
import { http } from '../http';
import { badRequest, message, notFound, readJson, validationFailed } from '../responses';
import { invalidReview, optionalIntParam } from './review-rules';

const SORTS: readonly ReviewSort[] = ['newest', 'highest', 'lowest'];

export const NOT_BOUGHT = 'You can review only a product you bought and received';
export const ALREADY_REVIEWED = 'You have already reviewed this product';
export const NOT_YOURS = 'You can change only your own review';

const productNotFound = (id: unknown) => notFound(`Product not found with productId: ${id}`);
const reviewNotFound = (id: unknown) => notFound(`Review not found with reviewId: ${id}`);
const findProduct = (id: unknown) => db().products.find((p) => p.productId === Number(id));

/** The fields a write stores, trimmed (the checks above passed). */
function applyInput(row: ReviewRow, body: Record<string, unknown>) {
  row.rating = Number(body.rating);
  row.title = String(body.title).trim();
  row.text = String(body.text).trim();
  // Written or changed: the back office decides again before shoppers see it.
  row.status = 'pending';
  row.updatedAt = new Date().toISOString();
}

/**
 * The reviews extension (docs/contract-changes.md): shoppers read approved reviews; a person who
 * bought and received a product (a completed order with it) writes one review of it, and may
 * change or delete it. Markup is stored as typed: the app shows it as text.
 */
export const reviewHandlers = [
  http.get('/public/products/{productId}/reviews', ({ request, params }) => {
    const search = new URL(request.url).searchParams;
    const pageNumber = optionalIntParam(search, 'pageNumber', 0, 1_000_000);
    const pageSize = optionalIntParam(search, 'pageSize', 1, 50);
    const stars = optionalIntParam(search, 'stars', 1, 5);
    const sort = (search.get('sort') ?? 'newest') as ReviewSort;
    if ([pageNumber, pageSize, stars].some(Number.isNaN))
      return badRequest('Invalid paging or stars parameters');
    if (!SORTS.includes(sort)) return badRequest(`Invalid sort: use ${SORTS.join(', ')}`);
    if (!findProduct(params.productId)) return productNotFound(params.productId);
    const productId = Number(params.productId);
    const page = approvedReviewPage(productId, {
      pageNumber: pageNumber ?? 0,
      pageSize: pageSize ?? 5,
      sort,
      stars,
    });
    return HttpResponse.json({
      ...page,
      content: page.content.map(toReviewDto),
      summary: reviewSummary(productId),
    });
  }),

  http.get(
    '/products/{productId}/reviews/mine',
    withAuth(({ params, user }) => {
      if (!findProduct(params.productId)) return productNotFound(params.productId);
      const productId = Number(params.productId);
      const own = ownReviewOf(user, productId);
      const received = hasReceived(user, productId);
      return HttpResponse.json({
        mayReview: !own && received,
        reason: own ? ('alreadyReviewed' as const) : received ? null : ('notBought' as const),
        review: own ? toOwnReviewDto(own) : null,
      });
    }),
  ),

  http.post(
    '/products/{productId}/reviews',
    withAuth(async ({ request, params, user }) => {
      const body = await readJson(request);
      const invalid = invalidReview(body);
      if (invalid) return validationFailed(invalid);
      if (!findProduct(params.productId)) return productNotFound(params.productId);
      const productId = Number(params.productId);
      if (ownReviewOf(user, productId)) return badRequest(ALREADY_REVIEWED);
      if (!hasReceived(user, productId)) return message(403, NOT_BOUGHT);
      const now = new Date().toISOString();
      const row: ReviewRow = {
        reviewId: nextId('review'),
        productId,
        userId: user.id,
        author: user.username,
        rating: 0,
        title: '',
        text: '',
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      };
      applyInput(row, body as Record<string, unknown>);
      db().reviews.push(row);
      return HttpResponse.json(toOwnReviewDto(row), { status: 201 });
    }),
  ),

  http.put(
    '/reviews/{reviewId}',
    withAuth(async ({ request, params, user }) => {
      const body = await readJson(request);
      const invalid = invalidReview(body);
      if (invalid) return validationFailed(invalid);
      const row = db().reviews.find((r) => r.reviewId === Number(params.reviewId));
      if (!row) return reviewNotFound(params.reviewId);
      if (row.userId !== user.id) return message(403, NOT_YOURS);
      applyInput(row, body as Record<string, unknown>);
      return HttpResponse.json(toOwnReviewDto(row));
    }),
  ),

  http.delete(
    '/reviews/{reviewId}',
    withAuth(({ params, user }) => {
      const tables = db();
      const row = tables.reviews.find((r) => r.reviewId === Number(params.reviewId));
      if (!row) return reviewNotFound(params.reviewId);
      if (row.userId !== user.id) return message(403, NOT_YOURS);
      tables.reviews = tables.reviews.filter((r) => r !== row);
      return HttpResponse.json({ message: 'Review deleted', status: true });
    }),
  ),
];
