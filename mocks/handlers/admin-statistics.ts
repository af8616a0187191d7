import { HttpResponse } from 'msw';
import { withRole } from '../auth';
import { dashboardStats, productStats, salesStats, userStats } from '../db/statistics';
import { http } from '../http';
import { badRequest } from '../responses';

const PERIODS = ['day', 'week', 'month', 'year'] as const;
type Period = (typeof PERIODS)[number];

export const adminStatisticsHandlers = [
  http.get(
    '/admin/statistics',
    withRole('ROLE_ADMIN', () => {
      return HttpResponse.json(dashboardStats());
    }),
  ),

  http.get(
    '/admin/statistics/sales',
    withRole('ROLE_ADMIN', ({ query }) => {
      const period = (query.get('period') ?? 'month') as Period;
      if (!PERIODS.includes(period))
        return badRequest(`Invalid period: ${period}. Allowed: ${PERIODS.join(', ')}`);
      return HttpResponse.json(salesStats(period));
    }),
  ),

  http.get(
    '/admin/statistics/users',
    withRole('ROLE_ADMIN', () => {
      return HttpResponse.json(userStats());
    }),
  ),

  http.get(
    '/admin/statistics/products',
    withRole('ROLE_ADMIN', () => {
      return HttpResponse.json(productStats());
    }),
  ),
];
