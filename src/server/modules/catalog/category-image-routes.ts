import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCategoryDto } from '../../../shared/admin-taxonomy';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { MediaStore } from '../media/media-store';
import { removeImage, storeImage } from './image-store';
import { uploadedBytes } from './image-upload';
import type { TaxonomyAdminService } from './taxonomy-admin-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 413: errorReply, 415: errorReply };
const idParams = z.object({ id: z.uuid('Category not found') });

/**
 * A category's picture: uploaded like a product's (checked by content, square WebP in two
 * sizes), replacing the one before; removing it brings back the generated art. The old files go once
 * the database no longer names them.
 */
export const categoryImageRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyAdminService; store: MediaStore }> = async (
  app,
  { taxonomy, store },
) => {
  const tags = ['admin'];

  app.post(
    '/api/admin/categories/:id/image',
    {
      schema: {
        tags,
        description: 'multipart/form-data with one file: JPEG, PNG or WebP up to 5 MB; stored as square WebP.',
        params: idParams,
        response: { 201: adminCategoryDto, ...errors },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      await taxonomy.category(request.params.id);
      const urls = await storeImage(await uploadedBytes(request), store, 'categories');
      try {
        const { before, after } = await taxonomy.setCategoryImage(request.params.id, urls.page, staff);
        if (before.imageUrl) await removeImage(store, before.imageUrl);
        return reply.status(201).send(after);
      } catch (error) {
        await removeImage(store, urls.page);
        throw error;
      }
    },
  );

  app.delete(
    '/api/admin/categories/:id/image',
    { schema: { tags, params: idParams, response: { 200: adminCategoryDto, ...errors } } },
    async (request) => {
      const staff = await requireStaff(request);
      const { before, after } = await taxonomy.setCategoryImage(request.params.id, null, staff);
      if (before.imageUrl) await removeImage(store, before.imageUrl);
      return after;
    },
  );
};
