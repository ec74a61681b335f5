import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myPromosDto } from '../../../shared/my-promos';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import type { PromosService } from './promos-service';

/** GET /api/promos/mine: codes this shopper can use now (public, first-order, tier perks). */
export const promosRoutes: FastifyPluginAsyncZod<{ promos: PromosService }> = async (app, { promos }) => {
  app.get(
    '/promos/mine',
    { schema: { tags: ['promos'], response: { 200: myPromosDto, 401: errorReply } } },
    async (request) => ({ promos: await promos.mine((await requireUser(request)).id, request.now) }),
  );
};
