import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkOrderInput, contactInput, franchiseInput, querySentDto } from '../../../shared/queries';
import { errorReply } from '../../http-schemas';
import type { QueriesService } from './queries-service';

const errors = { 400: errorReply, 429: errorReply };

/**
 * The storefront's three forms. Anyone may send one; the spam limit counts per network address and
 * per email address in the database, so it holds across several API instances.
 */
export const queriesRoutes: FastifyPluginAsyncZod<{ queries: QueriesService }> = async (app, { queries }) => {
  const tags = ['content'];
  const response = { 201: querySentDto, ...errors };

  app.post('/queries/contact', { schema: { tags, body: contactInput, response } }, async (request, reply) => {
    await queries.submit({ kind: 'contact', input: request.body }, request.ip);
    return reply.status(201).send({ received: true });
  });

  app.post('/queries/bulk-order', { schema: { tags, body: bulkOrderInput, response } }, async (request, reply) => {
    await queries.submit({ kind: 'bulk_order', input: request.body }, request.ip);
    return reply.status(201).send({ received: true });
  });

  app.post('/queries/franchise', { schema: { tags, body: franchiseInput, response } }, async (request, reply) => {
    await queries.submit({ kind: 'franchise', input: request.body }, request.ip);
    return reply.status(201).send({ received: true });
  });
};
