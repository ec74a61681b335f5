import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyAgainDto, productCardsDto, viewedProductInput } from '../../../shared/shopper-history';
import type { Database } from '../../db/client';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import { toCard } from '../catalog/catalog-service';
import { shopperHistoryRepository } from './shopper-history-repository';

const errors = { 400: errorReply, 401: errorReply };

/** Recently viewed (recorded by the product page after it shows) and buy again, for the signed-in shopper. */
export const shopperHistoryRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const tags = ['account'];
  const userId = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).id;

  app.post(
    '/account/recently-viewed',
    { schema: { tags, body: viewedProductInput, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await shopperHistoryRepository.recordView(database, await userId(request), request.body.productId);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/account/recently-viewed',
    { schema: { tags, response: { 200: productCardsDto, ...errors } } },
    async (request) => ({
      products: (await shopperHistoryRepository.recentlyViewed(database, await userId(request))).map((row) =>
        toCard(row),
      ),
    }),
  );
  app.delete(
    '/account/recently-viewed',
    { schema: { tags, response: { 200: z.object({ cleared: z.number().int() }), ...errors } } },
    async (request) => ({ cleared: await shopperHistoryRepository.clearViewed(database, await userId(request)) }),
  );
  app.get('/account/buy-again', { schema: { tags, response: { 200: buyAgainDto, ...errors } } }, async (request) => ({
    items: (await shopperHistoryRepository.buyAgain(database, await userId(request))).map((row) => ({
      product: toCard(row),
      timesOrdered: row.times_ordered,
    })),
  }));
};
