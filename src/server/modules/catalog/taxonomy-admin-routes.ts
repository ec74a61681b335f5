import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBrandDto,
  adminCategoryDto,
  brandInput,
  categoryInput,
  categoryOrderInput,
} from '../../../shared/admin-taxonomy';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { TaxonomyAdminService } from './taxonomy-admin-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };
const idParams = z.object({ id: z.uuid('Not found') });

/** /api/admin/categories and /api/admin/brands (behind the one staff guard). */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyAdminService }> = async (
  app,
  { taxonomy },
) => {
  const tags = ['admin'];

  app.get(
    '/admin/categories',
    { schema: { tags, description: 'Archived ones too.', response: { 200: z.array(adminCategoryDto), ...errors } } },
    async (request) => {
      await requireStaff(request);
      return taxonomy.categories();
    },
  );
  app.post(
    '/admin/categories',
    { schema: { tags, body: categoryInput, response: { 201: adminCategoryDto, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await taxonomy.createCategory(request.body, await requireStaff(request))),
  );
  app.put(
    '/admin/categories/order',
    { schema: { tags, body: categoryOrderInput, response: { 200: z.array(adminCategoryDto), ...errors } } },
    async (request) => taxonomy.orderCategories(request.body.parentId, request.body.ids, await requireStaff(request)),
  );
  app.put(
    '/admin/categories/:id',
    { schema: { tags, params: idParams, body: categoryInput, response: { 200: adminCategoryDto, ...errors } } },
    async (request) => taxonomy.updateCategory(request.params.id, request.body, await requireStaff(request)),
  );

  app.get(
    '/admin/brands',
    { schema: { tags, response: { 200: z.array(adminBrandDto), ...errors } } },
    async (request) => {
      await requireStaff(request);
      return taxonomy.brands();
    },
  );
  app.post(
    '/admin/brands',
    { schema: { tags, body: brandInput, response: { 201: adminBrandDto, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await taxonomy.createBrand(request.body, await requireStaff(request))),
  );
  app.put(
    '/admin/brands/:id',
    { schema: { tags, params: idParams, body: brandInput, response: { 200: adminBrandDto, ...errors } } },
    async (request) => taxonomy.updateBrand(request.params.id, request.body, await requireStaff(request)),
  );
  app.delete(
    '/admin/brands/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await taxonomy.deleteBrand(request.params.id, await requireStaff(request));
      return reply.status(204).send(null);
    },
  );
};
