import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCartItemInput,
  addCartItemResult,
  cartDto,
  cartLineResult,
  cartSummaryDto,
  cartValidationDto,
  cartValidationInput,
  cartWithAdjustments,
  clearCartResult,
  idParams,
  mergeCartInput,
  removeCartItemResult,
  updateCartItemInput,
} from '../../../shared/cart';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import type { CartService } from './cart-service';

const errors = { 400: errorReply, 401: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };
const zipQuery = cartValidationInput;
const removeQuery = z.object({
  remember: z
    .enum(['true', 'false'], { message: 'remember must be true or false' })
    .default('true')
    .transform((v) => v === 'true')
    .describe('false for Undo after add: the line is not kept in recently removed'),
});

/** The signed-in shopper's cart (spec section 7 "cart"); every route needs a session. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const tags = ['cart'];

  app.get('/cart', { schema: { tags, response: { 200: cartDto, ...errors } } }, async (request) =>
    cart.getCart((await requireUser(request)).id),
  );
  app.get(
    '/cart/summary',
    { schema: { tags, querystring: zipQuery, response: { 200: cartSummaryDto, ...errors } } },
    async (request) => cart.summary((await requireUser(request)).id, request.query.zip),
  );
  app.post(
    '/cart/items',
    { schema: { tags, body: addCartItemInput, response: { 200: addCartItemResult, ...errors } } },
    async (request) => cart.addItem((await requireUser(request)).id, request.body),
  );
  app.patch(
    '/cart/items/:id',
    { schema: { tags, params: idParams, body: updateCartItemInput, response: { 200: cartLineResult, ...errors } } },
    async (request) => ({
      item: await cart.updateItem((await requireUser(request)).id, request.params.id, request.body),
    }),
  );
  app.delete(
    '/cart/items/:id',
    {
      schema: { tags, params: idParams, querystring: removeQuery, response: { 200: removeCartItemResult, ...errors } },
    },
    async (request) => cart.removeItem((await requireUser(request)).id, request.params.id, request.query.remember),
  );
  app.delete('/cart', { schema: { tags, response: { 200: clearCartResult, ...errors } } }, async (request) =>
    cart.clear((await requireUser(request)).id),
  );
  app.post(
    '/cart/merge',
    { schema: { tags, body: mergeCartInput, response: { 200: cartWithAdjustments, ...errors } } },
    async (request) => cart.merge((await requireUser(request)).id, request.body),
  );
  app.post(
    '/cart/validate',
    { schema: { tags, body: cartValidationInput.optional(), response: { 200: cartValidationDto, ...errors } } },
    async (request) => cart.validate((await requireUser(request)).id, request.body?.zip),
  );
};
