import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSaleDto, salePricesInput, saleProductDto, saleWindowDto } from '../../../shared/admin-thursday-sale';
import { productCardDto } from '../../../shared/catalog';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { ThursdaySaleService } from './thursday-sale-service';
import { idOrNil } from '../../errors';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const productParams = z.object({
  productId: z.string().max(64).transform(idOrNil),
});

/**
 * The Thursday sale: GET /api/deals/thursday-sale for shoppers (the window and, while it runs, the sale's
 * products), and /api/admin/thursday-sale for staff (behind the one staff guard). Every answer is as
 * of the request's moment (request.now, store time decided on the server).
 */
export const thursdaySaleRoutes: FastifyPluginAsyncZod<{ sale: ThursdaySaleService }> = async (app, { sale }) => {
  const tags = ['admin'];

  app.get(
    '/deals/thursday-sale',
    {
      schema: {
        tags: ['catalog'],
        response: { 200: z.object({ window: saleWindowDto, products: z.array(productCardDto) }) },
      },
    },
    (request) => sale.shelf(request.now),
  );

  app.get('/admin/thursday-sale', { schema: { tags, response: { 200: adminSaleDto, ...errors } } }, async (request) => {
    await requireStaff(request);
    return sale.list(request.now);
  });

  app.get(
    '/admin/thursday-sale/products/:productId',
    { schema: { tags, params: productParams, response: { 200: saleProductDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return sale.product(request.params.productId);
    },
  );

  app.put(
    '/admin/thursday-sale/products/:productId',
    {
      schema: { tags, params: productParams, body: salePricesInput, response: { 200: saleProductDto, ...errors } },
    },
    async (request) => sale.setPrices(request.params.productId, request.body, await requireStaff(request)),
  );

  app.delete(
    '/admin/thursday-sale/products/:productId',
    { schema: { tags, params: productParams, response: { 200: saleProductDto, ...errors } } },
    async (request) => sale.remove(request.params.productId, await requireStaff(request)),
  );
};
