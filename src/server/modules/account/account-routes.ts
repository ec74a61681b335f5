import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressDto,
  addressIdParam,
  addressInput,
  addressListDto,
  profileDto,
  profileInput,
} from '../../../shared/account';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import type { AccountService } from './account-service';

const errors = { 400: errorReply, 401: errorReply, 404: errorReply, 422: errorReply };
const addressReply = z.object({ address: addressDto });

/** /api/account: the signed-in shopper's profile and saved addresses. */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  const tags = ['account'];
  // Guests get 401 before their body is even validated.
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
  });

  app.get('/account/profile', { schema: { tags, response: { 200: profileDto, ...errors } } }, async (request) => {
    const user = await requireUser(request);
    return account.profile(user.id);
  });

  app.patch(
    '/account/profile',
    { schema: { tags, body: profileInput, response: { 200: profileDto, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return account.updateProfile(user.id, user.email, request.body);
    },
  );

  app.get('/account/addresses', { schema: { tags, response: { 200: addressListDto, ...errors } } }, async (request) => {
    const user = await requireUser(request);
    return { addresses: await account.addresses(user.id) };
  });

  app.post(
    '/account/addresses',
    { schema: { tags, body: addressInput, response: { 201: addressReply, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send({ address: await account.addAddress(user.id, request.body) });
    },
  );

  app.put(
    '/account/addresses/:id',
    { schema: { tags, params: addressIdParam, body: addressInput, response: { 200: addressReply, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return { address: await account.updateAddress(user.id, request.params.id, request.body) };
    },
  );

  app.post(
    '/account/addresses/:id/default',
    { schema: { tags, params: addressIdParam, response: { 200: addressReply, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return { address: await account.setDefaultAddress(user.id, request.params.id) };
    },
  );

  app.delete(
    '/account/addresses/:id',
    { schema: { tags, params: addressIdParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await account.deleteAddress(user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
