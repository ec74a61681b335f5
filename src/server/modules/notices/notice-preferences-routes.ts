import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticePreferencesDto, noticePreferencesInput } from '../../../shared/notice-preferences';
import type { Database } from '../../db/client';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import { noticesRepository } from './notices-repository';

const errors = { 400: errorReply, 401: errorReply };

/**
 * /api/account/notices: which live notices the signed-in shopper gets (every kind on until turned off).
 * The live channel reads them at each notice, so a change applies to open tabs at once.
 */
export const noticePreferencesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const tags = ['account'];

  app.get(
    '/account/notices',
    { schema: { tags, response: { 200: noticePreferencesDto, ...errors } } },
    async (request) => noticesRepository.preferences(database, (await requireUser(request)).id),
  );

  app.put(
    '/account/notices',
    {
      // Guests get 401 before their body is even validated.
      onRequest: async (request) => void (await requireUser(request)),
      schema: { tags, body: noticePreferencesInput, response: { 200: noticePreferencesDto, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      await noticesRepository.savePreferences(database, user.id, request.body);
      return noticesRepository.preferences(database, user.id);
    },
  );
};
