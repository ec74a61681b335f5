import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductDto,
  adminProductListDto,
  adminProductListQuery,
  productInput,
  quickEditInput,
} from '../../../shared/admin-products';
import type { Database } from '../../db/client';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import { createProductsAdminService } from './products-admin-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const idParams = z.object({ id: z.string().max(64) });
const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
// Anything that is not a UUID cannot be a product: the same 404 as an unknown one.
const uuidOrNil = (v: string) => (isUuid(v) ? v : '00000000-0000-0000-0000-000000000000');

/**
 * /api/admin/products: the staff product desk. The staff guard on /api/admin refused guests and
 * shoppers already; handlers still ask for the staff member, who is the actor of every audit row.
 */
export const productsAdminRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const products = createProductsAdminService(database);
  const tags = ['admin'];

  app.get(
    '/admin/products',
    { schema: { tags, querystring: adminProductListQuery, response: { 200: adminProductListDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return products.list(request.query);
    },
  );

  app.post(
    '/admin/products',
    { schema: { tags, body: productInput, response: { 201: adminProductDto, ...errors } } },
    async (request, reply) => {
      const staff = await requireStaff(request);
      return reply.status(201).send(await products.create(request.body, staff));
    },
  );

  app.get(
    '/admin/products/:id',
    { schema: { tags, params: idParams, response: { 200: adminProductDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return products.detail(uuidOrNil(request.params.id));
    },
  );

  app.put(
    '/admin/products/:id',
    { schema: { tags, params: idParams, body: productInput, response: { 200: adminProductDto, ...errors } } },
    async (request) => {
      const staff = await requireStaff(request);
      return products.update(uuidOrNil(request.params.id), request.body, staff);
    },
  );

  app.patch(
    '/admin/products/:id',
    {
      schema: {
        tags,
        description: "The list's inline edit: price, original price and/or stock of the product or one variant.",
        params: idParams,
        body: quickEditInput,
        response: { 200: adminProductDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return products.quickEdit(uuidOrNil(request.params.id), request.body, staff);
    },
  );

  app.post(
    '/admin/products/:id/archive',
    {
      schema: {
        tags,
        params: idParams,
        body: z.object({ archived: z.boolean() }),
        response: { 200: adminProductDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return products.setArchived(uuidOrNil(request.params.id), request.body.archived, staff);
    },
  );

  app.delete(
    '/admin/products/:id',
    {
      schema: {
        tags,
        description: 'Only a product no order names; any other is archived instead (409 IN_ORDERS).',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      await products.remove(uuidOrNil(request.params.id), staff);
      return reply.status(204).send(null);
    },
  );
};
