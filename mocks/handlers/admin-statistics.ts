import { HttpResponse } from 'msw';
import { requireAdmin } from '../auth';
import { dashboardStats, productStats, salesStats, userStats } from '../db/statistics';
import { http } from '../http';
import { badRequest } from '../responses';

const PERIODS = ['day', 'week', 'month', 'year'] as const;
type Period = (typeof PERIODS)[number];

export const adminStatisticsHandlers = [
  http.get('/admin/statistics', ({ request, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    return HttpResponse.json(dashboardStats());
  }),

  http.get('/admin/statistics/sales', ({ request, cookies, query }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    const period = (query.get('period') ?? 'month') as Period;
    if (!PERIODS.includes(period))
      return badRequest(`Invalid period: ${period}. Allowed: ${PERIODS.join(', ')}`);
    return HttpResponse.json(salesStats(period));
  }),

  http.get('/admin/statistics/users', ({ request, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    return HttpResponse.json(userStats());
  }),

  http.get('/admin/statistics/products', ({ request, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    return HttpResponse.json(productStats());
  }),
];
