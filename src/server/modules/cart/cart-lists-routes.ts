import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCartItemResult,
  cartWithAdjustments,
  deletedResult,
  draftDto,
  draftSummaryDto,
  idParams,
  removedItemDto,
  saveDraftInput,
  savedItemDto,
  saveItemInput,
} from '../../../shared/cart';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import type { CartListsService } from './cart-lists-service';

const errors = { 400: errorReply, 401: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };

/** Saved for later, recently removed and draft orders (spec section 7); every route needs a session. */
export const cartListRoutes: FastifyPluginAsyncZod<{ lists: CartListsService }> = async (app, { lists }) => {
  const tags = ['cart'];
  const userId = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).id;

  app.get('/cart/saved', { schema: { tags, response: { 200: z.array(savedItemDto), ...errors } } }, async (request) =>
    lists.savedItems(await userId(request)),
  );
  app.post(
    '/cart/saved',
    { schema: { tags, body: saveItemInput, response: { 200: z.object({ saved: savedItemDto }), ...errors } } },
    async (request) => ({
      saved: await lists.saveProduct(await userId(request), request.body.productId, request.body.variantId),
    }),
  );
  app.post(
    '/cart/items/:id/save-for-later',
    { schema: { tags, params: idParams, response: { 200: z.object({ saved: savedItemDto }), ...errors } } },
    async (request) => ({ saved: await lists.saveForLater(await userId(request), request.params.id) }),
  );
  app.post(
    '/cart/saved/:id/move-to-cart',
    { schema: { tags, params: idParams, response: { 200: addCartItemResult, ...errors } } },
    async (request) => lists.moveToCart(await userId(request), request.params.id),
  );
  app.delete(
    '/cart/saved/:id',
    { schema: { tags, params: idParams, response: { 200: deletedResult, ...errors } } },
    async (request) => lists.deleteSaved(await userId(request), request.params.id),
  );

  app.get(
    '/cart/removed',
    { schema: { tags, response: { 200: z.array(removedItemDto), ...errors } } },
    async (request) => lists.removedItems(await userId(request)),
  );
  app.post(
    '/cart/removed/:id/restore',
    { schema: { tags, params: idParams, response: { 200: addCartItemResult, ...errors } } },
    async (request) => lists.restore(await userId(request), request.params.id),
  );
  app.delete(
    '/cart/removed/:id',
    { schema: { tags, params: idParams, response: { 200: deletedResult, ...errors } } },
    async (request) => lists.deleteRemoved(await userId(request), request.params.id),
  );

  app.get(
    '/cart/drafts',
    { schema: { tags, response: { 200: z.array(draftSummaryDto), ...errors } } },
    async (request) => lists.drafts(await userId(request)),
  );
  app.post(
    '/cart/drafts',
    { schema: { tags, body: saveDraftInput, response: { 201: draftDto, ...errors } } },
    async (request, reply) => reply.status(201).send(await lists.saveDraft(await userId(request), request.body.name)),
  );
  app.get(
    '/cart/drafts/:id',
    { schema: { tags, params: idParams, response: { 200: draftDto, ...errors } } },
    async (request) => lists.draft(await userId(request), request.params.id),
  );
  app.post(
    '/cart/drafts/:id/load',
    { schema: { tags, params: idParams, response: { 200: cartWithAdjustments, ...errors } } },
    async (request) => lists.loadDraft(await userId(request), request.params.id),
  );
  app.delete(
    '/cart/drafts/:id',
    { schema: { tags, params: idParams, response: { 200: deletedResult, ...errors } } },
    async (request) => lists.deleteDraft(await userId(request), request.params.id),
  );
};
