import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardDto, dashboardQuery } from '../../../shared/admin-dashboard';
import type { Database } from '../../db/client';
import { errorReply } from '../../http-schemas';
import { createDashboardService } from './dashboard-service';

/** GET /api/admin/dashboard: staff only, by the one guard on /api/admin (plugins/staff-guard.ts). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ database: Database; slotCapacity: number }> = async (
  app,
  { database, slotCapacity },
) => {
  const dashboard = createDashboardService(database, { slotCapacity });
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
