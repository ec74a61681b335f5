import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticePreferencesDto, noticePreferencesInput } from '../../../shared/notice-preferences';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import type { NoticesService } from './notices-service';

const errors = { 400: errorReply, 401: errorReply };

/**
 * /api/account/notices: which live notices the signed-in shopper gets (every kind on until turned off).
 * The live channel reads them at each notice, so a change applies to open tabs at once.
 */
export const noticePreferencesRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (app, { notices }) => {
  const tags = ['account'];

  app.get(
    '/account/notices',
    { schema: { tags, response: { 200: noticePreferencesDto, ...errors } } },
    async (request) => notices.preferences((await requireUser(request)).id),
  );

  app.put(
    '/account/notices',
    {
      // Guests get 401 before their body is even validated.
      onRequest: async (request) => void (await requireUser(request)),
      schema: { tags, body: noticePreferencesInput, response: { 200: noticePreferencesDto, ...errors } },
    },
    async (request) => {
      return notices.save((await requireUser(request)).id, request.body);
    },
  );
};
