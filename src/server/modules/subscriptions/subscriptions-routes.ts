import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productListDto } from '../../../shared/catalog';
import { type SearchQuery, searchQuery } from '../../../shared/search';
import {
  BOX_SEARCH_RESULTS,
  boxProductSearchInput,
  createSubscriptionInput,
  estimateSubscriptionInput,
  pauseSubscriptionInput,
  skipSubscriptionInput,
  subscriptionCardSetupDto,
  subscriptionDto,
  subscriptionEstimateDto,
  subscriptionOptionsDto,
  updateSubscriptionInput,
} from '../../../shared/subscriptions';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import type { SubscriptionsService } from './subscriptions-service';

const errors = { 400: errorReply, 401: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };
const idParams = z.object({ id: z.uuid('Subscription not found') });

/** The shopper's Subscribe & Save boxes (PRODUCT.md); the session decides whose boxes they are. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  /** The shop's search engine (search-service.ts on the shared index). */
  searchBox: (query: SearchQuery) => Promise<z.infer<typeof productListDto>>;
}> = async (app, { subscriptions, searchBox }) => {
  const tags = ['subscriptions'];
  const userId = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).id;

  app.get('/subscriptions/options', { schema: { tags, response: { 200: subscriptionOptionsDto } } }, (request) =>
    subscriptions.options(request.now),
  );
  // Public: products that may go in a box, ranked by the shop's search (not recorded as the shopper's searches).
  app.get(
    '/subscriptions/products',
    { schema: { tags, querystring: boxProductSearchInput, response: { 200: productListDto, ...errors } } },
    async (request) => {
      const { products, total, page, pageSize } = await searchBox(
        searchQuery.parse({ q: request.query.q, inStock: 'true', pageSize: BOX_SEARCH_RESULTS }),
      );
      return { products, total, page, pageSize };
    },
  );
  // Public: /subscription shows a guest the estimate of the box they are building.
  app.post(
    '/subscriptions/estimate',
    { schema: { tags, body: estimateSubscriptionInput, response: { 200: subscriptionEstimateDto, ...errors } } },
    (request) => subscriptions.estimate(request.body),
  );
  app.get(
    '/subscriptions',
    { schema: { tags, response: { 200: z.array(subscriptionDto), ...errors } } },
    async (request) => subscriptions.list(await userId(request)),
  );
  app.post(
    '/subscriptions',
    { schema: { tags, body: createSubscriptionInput, response: { 201: subscriptionDto, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await subscriptions.create(await userId(request), request.body, request.now)),
  );
  // Stripe mode: a SetupIntent to save the shopper's card with Stripe.js before the box is sent.
  app.post(
    '/subscriptions/card-setup',
    { schema: { tags, response: { 200: subscriptionCardSetupDto, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return subscriptions.startCardSetup({ id: user.id, email: user.email });
    },
  );
  app.get(
    '/subscriptions/:id',
    { schema: { tags, params: idParams, response: { 200: subscriptionDto, ...errors } } },
    async (request) => subscriptions.get(request.params.id, await userId(request)),
  );
  app.patch(
    '/subscriptions/:id',
    {
      schema: { tags, params: idParams, body: updateSubscriptionInput, response: { 200: subscriptionDto, ...errors } },
    },
    async (request) => subscriptions.update(request.params.id, await userId(request), request.body, request.now),
  );
  app.post(
    '/subscriptions/:id/skip',
    { schema: { tags, params: idParams, body: skipSubscriptionInput, response: { 200: subscriptionDto, ...errors } } },
    async (request) => subscriptions.skip(request.params.id, await userId(request), request.body.deliveryDate),
  );
  app.post(
    '/subscriptions/:id/pause',
    { schema: { tags, params: idParams, body: pauseSubscriptionInput, response: { 200: subscriptionDto, ...errors } } },
    async (request) => subscriptions.pause(request.params.id, await userId(request), request.body.until, request.now),
  );
  app.post(
    '/subscriptions/:id/resume',
    { schema: { tags, params: idParams, response: { 200: subscriptionDto, ...errors } } },
    async (request) => subscriptions.resume(request.params.id, await userId(request), request.now),
  );
  app.post(
    '/subscriptions/:id/cancel',
    { schema: { tags, params: idParams, response: { 200: subscriptionDto, ...errors } } },
    async (request) => subscriptions.cancel(request.params.id, await userId(request)),
  );
};
