import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyAgainDto, productCardsDto, viewedProductInput } from '../../../shared/shopper-history';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import type { ShopperHistoryService } from './shopper-history-service';

const errors = { 400: errorReply, 401: errorReply };

/** Recently viewed (recorded by the product page after it shows) and buy again, for the signed-in shopper. */
export const shopperHistoryRoutes: FastifyPluginAsyncZod<{ history: ShopperHistoryService }> = async (
  app,
  { history },
) => {
  const tags = ['account'];
  const userId = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).id;

  app.post(
    '/account/recently-viewed',
    { schema: { tags, body: viewedProductInput, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await history.recordView(await userId(request), request.body.productId);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/account/recently-viewed',
    { schema: { tags, response: { 200: productCardsDto, ...errors } } },
    async (request) => history.recentlyViewed(await userId(request)),
  );
  app.delete(
    '/account/recently-viewed',
    { schema: { tags, response: { 200: z.object({ cleared: z.number().int() }), ...errors } } },
    async (request) => ({ cleared: await history.clearViewed(await userId(request)) }),
  );
  app.get('/account/buy-again', { schema: { tags, response: { 200: buyAgainDto, ...errors } } }, async (request) =>
    history.buyAgain(await userId(request)),
  );
};
