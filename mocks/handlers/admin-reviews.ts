import { HttpResponse } from 'msw';
import type { components } from '@/api/schema.gen';
import { withRole } from '../auth';
import { db } from '../db/database';
import { paginate } from '../db/paging';
import { toAdminReviewDto } from '../db/reviews';
import type { ReviewRow } from '../db/types';
import { http } from '../http';
import { badRequest, malformedBody, notFound, readJson, validationFailed } from '../responses';
import { isRecord } from '../validation';
import { optionalIntParam } from './review-rules';

type Status = components['schemas']['ReviewStatus'];
const STATUSES: readonly Status[] = ['pending', 'approved', 'rejected'];
const DECISIONS: readonly Status[] = ['approved', 'rejected'];
const MAX_KEYWORD = 100;

/** The back office's moderation of reviews (the reviews extension, docs/contract-changes.md). */
export const adminReviewHandlers = [
  http.get(
    '/admin/reviews',
    withRole('ROLE_ADMIN', ({ request }) => {
      const search = new URL(request.url).searchParams;
      const pageNumber = optionalIntParam(search, 'pageNumber', 0, 1_000_000);
      const pageSize = optionalIntParam(search, 'pageSize', 1, 1000);
      const stars = optionalIntParam(search, 'stars', 1, 5);
      if ([pageNumber, pageSize, stars].some(Number.isNaN))
        return badRequest('Invalid paging or stars parameters');
      const status = search.get('status') as Status | null;
      if (status !== null && !STATUSES.includes(status))
        return badRequest(`Invalid status: use ${STATUSES.join(', ')}`);
      const sortBy = search.get('sortBy') ?? 'createdAt';
      if (sortBy !== 'createdAt' && sortBy !== 'rating')
        return badRequest('Invalid sortBy: use createdAt or rating');
      const keyword = (search.get('keyword') ?? '').trim().toLowerCase();
      if (keyword.length > MAX_KEYWORD)
        return badRequest(`Keyword must be at most ${MAX_KEYWORD} characters`);
      const names = new Map(db().products.map((p) => [p.productId, p.productName]));
      const nameOf = (r: ReviewRow) => names.get(r.productId) ?? `#${r.productId}`;
      const direction = (search.get('sortOrder') ?? 'desc').toLowerCase() === 'asc' ? 1 : -1;
      const rows = db()
        .reviews.filter(
          (r) =>
            (!status || r.status === status) &&
            (!stars || r.rating === stars) &&
            (!keyword ||
              [r.title, r.text, r.author, nameOf(r)].some((v) =>
                v.toLowerCase().includes(keyword),
              )),
        )
        .sort(
          (a, b) =>
            direction *
            (sortBy === 'rating'
              ? a.rating - b.rating || a.createdAt.localeCompare(b.createdAt)
              : a.createdAt.localeCompare(b.createdAt) || a.reviewId - b.reviewId),
        );
      const page = paginate(rows, { pageNumber, pageSize });
      return HttpResponse.json({
        ...page,
        content: page.content.map((r) => toAdminReviewDto(r, nameOf(r))),
        pendingCount: db().reviews.filter((r) => r.status === 'pending').length,
      });
    }),
  ),

  http.put(
    '/admin/reviews/{reviewId}/status',
    withRole('ROLE_ADMIN', async ({ request, params }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return malformedBody();
      const status = body.status as Status;
      if (!DECISIONS.includes(status))
        return validationFailed({ status: 'Status must be approved or rejected' });
      const row = db().reviews.find((r) => r.reviewId === Number(params.reviewId));
      // Deleted by its writer meanwhile: this row's failure; a bulk decision goes on.
      if (!row) return notFound(`Review not found with reviewId: ${params.reviewId}`);
      row.status = status;
      const product = db().products.find((p) => p.productId === row.productId);
      return HttpResponse.json(toAdminReviewDto(row, product?.productName ?? `#${row.productId}`));
    }),
  ),
];
