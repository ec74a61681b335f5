import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardDto, dashboardQuery } from '../../../shared/admin-dashboard';
import { errorReply } from '../../http-schemas';
import type { DashboardService } from './dashboard-service';

/** GET /api/admin/dashboard: staff only, by the one guard on /api/admin (plugins/staff-guard.ts). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        querystring: dashboardQuery,
        response: { 200: dashboardDto, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    async (request) => dashboard.summary(request.query.range),
  );
};
