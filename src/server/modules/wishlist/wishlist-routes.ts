import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCartItemResult } from '../../../shared/cart';
import {
  moveAllResultDto,
  wishlistChangeDto,
  wishlistIdsDto,
  wishlistListDto,
  wishlistListQuery,
  wishlistProductInput,
  wishlistProductParams,
} from '../../../shared/wishlist';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import type { WishlistService } from './wishlist-service';

const errors = { 400: errorReply, 401: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };

/** The signed-in shopper's wishlist (spec section 7 "wishlist"); the session decides whose list it is. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  const tags = ['wishlist'];
  const userId = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).id;

  app.get(
    '/wishlist',
    { schema: { tags, querystring: wishlistListQuery, response: { 200: wishlistListDto, ...errors } } },
    async (request) => wishlist.list(await userId(request), request.query.page, request.query.pageSize),
  );
  app.get('/wishlist/ids', { schema: { tags, response: { 200: wishlistIdsDto, ...errors } } }, async (request) => ({
    productIds: await wishlist.productIds(await userId(request)),
  }));
  app.post(
    '/wishlist',
    { schema: { tags, body: wishlistProductInput, response: { 200: wishlistChangeDto, ...errors } } },
    async (request) => wishlist.add(await userId(request), request.body.productId),
  );
  app.delete(
    '/wishlist/:productId',
    { schema: { tags, params: wishlistProductParams, response: { 200: wishlistChangeDto, ...errors } } },
    async (request) => wishlist.remove(await userId(request), request.params.productId),
  );
  app.post(
    '/wishlist/:productId/move-to-cart',
    { schema: { tags, params: wishlistProductParams, response: { 200: addCartItemResult, ...errors } } },
    async (request) => wishlist.moveToCart(await userId(request), request.params.productId),
  );
  app.post(
    '/wishlist/move-to-cart',
    { schema: { tags, response: { 200: moveAllResultDto, ...errors } } },
    async (request) => wishlist.moveAllToCart(await userId(request)),
  );
};
