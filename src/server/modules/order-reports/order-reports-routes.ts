import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderProblemsDto, problemReportDto, problemResolutionInput } from '../../../shared/order-reports';
import { notFound, idOrNil } from '../../errors';
import { errorReply } from '../../http-schemas';
import { requireStaff, requireUser } from '../../plugins/auth-session';
import type { MediaStore } from '../media/media-store';
import type { OrderReportsService } from './order-reports-service';
import { readReportForm, readReportPhoto } from './report-photos';

const errors = {
  400: errorReply,
  401: errorReply,
  403: errorReply,
  404: errorReply,
  409: errorReply,
  413: errorReply,
  415: errorReply,
  422: errorReply,
};
const orderParams = z.object({ id: z.string().max(64) });
const reportParams = z.object({ id: z.string().max(64), reportId: z.string().max(64) });

async function sendPhoto(
  store: MediaStore,
  key: string,
  reply: { header: (k: string, v: string) => unknown; send: (b: Buffer) => unknown },
) {
  const bytes = await readReportPhoto(store, key);
  if (!bytes) throw notFound('No photo');
  reply.header('content-type', 'image/webp');
  reply.header('cache-control', 'private, max-age=86400');
  return reply.send(bytes);
}

/**
 * /api/orders/:id/problems (the shopper's reports on their own order) and /api/admin/order-reports
 * (staff read and resolve them from the queries inbox; the /api/admin guard refuses everyone else).
 */
export const orderReportsRoutes: FastifyPluginAsyncZod<{ reports: OrderReportsService; store: MediaStore }> = async (
  app,
  { reports, store },
) => {
  // Multipart bodies only in this scope, with the names kept so a path-bearing file name is refused.
  await app.register(fastifyMultipart, { preservePath: true });

  app.get(
    '/orders/:id/problems',
    { schema: { tags: ['orders'], params: orderParams, response: { 200: orderProblemsDto, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return reports.problems(idOrNil(request.params.id), user.id, request.now);
    },
  );

  app.post(
    '/orders/:id/problems',
    {
      schema: {
        tags: ['orders'],
        description:
          'multipart/form-data (lineId, problem, note, and an optional photo: JPEG, PNG or WebP up to 5 MB) or JSON without a photo.',
        params: orderParams,
        response: { 201: problemReportDto, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { fields, photo } = await readReportForm(request);
      const report = await reports.report(idOrNil(request.params.id), user, fields, photo, request.now, request.ip);
      return reply.status(201).send(report);
    },
  );

  app.get(
    '/orders/:id/problems/:reportId/photo',
    { schema: { tags: ['orders'], params: reportParams, hide: true } },
    async (request, reply) => {
      const user = await requireUser(request);
      const key = await reports.photoKey(idOrNil(request.params.reportId), user.id);
      return sendPhoto(store, key, reply);
    },
  );

  app.get(
    '/admin/order-reports/by-query/:id',
    { schema: { tags: ['admin'], params: orderParams, response: { 200: problemReportDto, ...errors } } },
    async (request) => reports.forQuery(idOrNil(request.params.id)),
  );

  app.get(
    '/admin/order-reports/:id/photo',
    { schema: { tags: ['admin'], params: orderParams, hide: true } },
    async (request, reply) => {
      await requireStaff(request);
      const key = await reports.photoKey(idOrNil(request.params.id), null);
      return sendPhoto(store, key, reply);
    },
  );

  app.post(
    '/admin/order-reports/:id/resolve',
    {
      schema: {
        tags: ['admin'],
        params: orderParams,
        body: problemResolutionInput,
        response: { 200: problemReportDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return reports.resolve(idOrNil(request.params.id), request.body, staff);
    },
  );
};
