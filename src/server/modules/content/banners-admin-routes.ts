import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBannerDto, bannerInput, bannerOrderInput } from '../../../shared/admin-banners';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { BannersAdminService } from './banners-admin-service';
import { idOrNil } from '../../errors';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const idParams = z.object({ id: z.string().max(64) });

/** /api/admin/banners: the home page's scrolling banners (behind the one staff guard). */
export const bannersAdminRoutes: FastifyPluginAsyncZod<{ banners: BannersAdminService }> = async (app, { banners }) => {
  const tags = ['admin'];

  app.get(
    '/admin/banners',
    { schema: { tags, response: { 200: z.array(adminBannerDto), ...errors } } },
    async (request) => {
      await requireStaff(request);
      return banners.list();
    },
  );

  app.post(
    '/admin/banners',
    { schema: { tags, body: bannerInput, response: { 201: adminBannerDto, ...errors } } },
    async (request, reply) => {
      const staff = await requireStaff(request);
      return reply.status(201).send(await banners.create(request.body, staff));
    },
  );

  app.put(
    '/admin/banners/order',
    {
      schema: {
        tags,
        description: 'Every banner id once, in the order the carousel shows them.',
        body: bannerOrderInput,
        response: { 200: z.array(adminBannerDto), ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return banners.reorder(request.body.ids, staff);
    },
  );

  app.put(
    '/admin/banners/:id',
    { schema: { tags, params: idParams, body: bannerInput, response: { 200: adminBannerDto, ...errors } } },
    async (request) => {
      const staff = await requireStaff(request);
      return banners.update(idOrNil(request.params.id), request.body, staff);
    },
  );

  app.delete(
    '/admin/banners/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const staff = await requireStaff(request);
      await banners.remove(idOrNil(request.params.id), staff);
      return reply.status(204).send(null);
    },
  );
};
