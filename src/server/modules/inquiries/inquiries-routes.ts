import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkOrderInput, contactInput, franchiseInput, inquirySentDto } from '../../../shared/inquiries';
import { errorReply } from '../../http-schemas';
import { getSessionUser } from '../../plugins/auth-session';
import type { InquiriesService, Submission } from './inquiries-service';

const errors = { 400: errorReply, 429: errorReply };

/**
 * The storefront's three forms. Anyone may send one; the spam limit counts per network address and
 * per email address in the database, so it holds across several API instances. Who is signed in
 * decides only whether the sender gets a copy (inquiries-service.ts).
 */
export const inquiriesRoutes: FastifyPluginAsyncZod<{ inquiries: InquiriesService }> = async (app, { inquiries }) => {
  const tags = ['content'];
  const response = { 201: inquirySentDto, ...errors };
  const submit = async (request: FastifyRequest, submission: Submission) =>
    inquiries.submit(submission, request.ip, await getSessionUser(request));

  app.post('/queries/contact', { schema: { tags, body: contactInput, response } }, async (request, reply) => {
    return reply.status(201).send(await submit(request, { kind: 'contact', input: request.body }));
  });

  app.post('/queries/bulk-order', { schema: { tags, body: bulkOrderInput, response } }, async (request, reply) => {
    return reply.status(201).send(await submit(request, { kind: 'bulk_order', input: request.body }));
  });

  app.post('/queries/franchise', { schema: { tags, body: franchiseInput, response } }, async (request, reply) => {
    return reply.status(201).send(await submit(request, { kind: 'franchise', input: request.body }));
  });
};
