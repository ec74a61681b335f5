import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPromoDto, adminPromoListDto, adminPromoListQuery, promoAdminInput } from '../../../shared/admin-promos';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { PromosAdminService } from './promos-admin-service';
import { idOrNil } from '../../errors';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const idParams = z.object({ id: z.string().max(64) });

/** /api/admin/promos: staff promo codes with their usage and revenue (behind the one staff guard). */
export const promosAdminRoutes: FastifyPluginAsyncZod<{ promos: PromosAdminService }> = async (app, { promos }) => {
  const tags = ['admin'];

  app.get(
    '/admin/promos',
    { schema: { tags, querystring: adminPromoListQuery, response: { 200: adminPromoListDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return promos.list(request.query);
    },
  );

  app.post(
    '/admin/promos',
    {
      schema: {
        tags,
        description: 'startsAt / endsAt are store time (America/Chicago) wall clock, like 2026-11-26T09:00.',
        body: promoAdminInput,
        response: { 201: adminPromoDto, ...errors },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      return reply.status(201).send(await promos.create(request.body, staff));
    },
  );

  app.put(
    '/admin/promos/:id',
    { schema: { tags, params: idParams, body: promoAdminInput, response: { 200: adminPromoDto, ...errors } } },
    async (request) => {
      const staff = await requireStaff(request);
      return promos.update(idOrNil(request.params.id), request.body, staff);
    },
  );

  app.post(
    '/admin/promos/:id/active',
    {
      schema: {
        tags,
        params: idParams,
        body: z.object({ active: z.boolean() }),
        response: { 200: adminPromoDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return promos.setActive(idOrNil(request.params.id), request.body.active, staff);
    },
  );
};
