import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyDto, loyaltyHistoryQuery } from '../../../shared/loyalty';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import type { LoyaltyService } from './loyalty-service';

/** GET /api/loyalty: the signed-in shopper's balance, tier, progress and dated history (spec section 7). */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ loyalty: LoyaltyService }> = async (app, { loyalty }) => {
  app.get(
    '/loyalty',
    {
      schema: {
        tags: ['loyalty'],
        querystring: loyaltyHistoryQuery,
        response: { 200: loyaltyDto, 400: errorReply, 401: errorReply },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return loyalty.summary(user.id, request.query.page, request.query.pageSize);
    },
  );
};
