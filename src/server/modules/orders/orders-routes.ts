import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentOutcomeDto, retryPaymentInput } from '../../../shared/checkout';
import { orderDto, orderListDto, orderListQuery, orderLookupInput } from '../../../shared/orders';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import type { PaymentsService } from '../payments/payments-service';
import type { OrdersService } from './orders-service';
import { idOrNil } from '../../errors';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };
const idParams = z.object({ id: z.string().max(64) });

/** /api/orders: the shopper's own orders (staff use orders-admin-routes.ts). */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; payments: PaymentsService }> = async (
  app,
  { orders, payments },
) => {
  const tags = ['orders'];

  app.get(
    '/orders',
    { schema: { tags, querystring: orderListQuery, response: { 200: orderListDto, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return orders.list(user.id, request.query);
    },
  );

  app.get(
    '/orders/track',
    { schema: { tags, querystring: orderLookupInput, response: { 200: orderDto, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return orders.track(user.id, request.query.orderNumber);
    },
  );

  app.get(
    '/orders/:id',
    { schema: { tags, params: idParams, response: { 200: orderDto, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return orders.detail(idOrNil(request.params.id), user.id);
    },
  );

  app.post(
    '/orders/:id/cancel',
    { schema: { tags, params: idParams, response: { 200: orderDto, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return orders.cancel(idOrNil(request.params.id), user.id, user.id);
    },
  );

  app.post(
    '/orders/:id/reorder',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ added: z.number().int(), skipped: z.array(z.string()) }), ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return orders.reorder(idOrNil(request.params.id), user.id);
    },
  );

  app.post(
    '/orders/:id/pay',
    {
      schema: {
        tags,
        params: idParams,
        body: retryPaymentInput,
        response: { 200: z.object({ order: orderDto, payment: paymentOutcomeDto }), ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return payments.retry(user.id, idOrNil(request.params.id), request.body.method, request.body.card);
    },
  );

  app.post(
    '/orders/:id/payment/refresh',
    { schema: { tags, params: idParams, response: { 200: orderDto, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return payments.refresh(user.id, idOrNil(request.params.id));
    },
  );
};
