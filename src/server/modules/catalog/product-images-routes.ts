import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminProductDto } from '../../../shared/admin-products';
import { AppError, notFound } from '../../errors';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { MediaStore } from '../media/media-store';
import { removeImage, storeImage } from './image-store';
import { uploadedBytes } from './image-upload';
import type { ProductsAdminService } from './products-admin-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 413: errorReply, 415: errorReply };
const idParams = z.object({ id: z.uuid('Product not found') });
const MAX_IMAGES = 8;

/**
 * Staff image uploads of products and banners, kept in the media store (disk or S3). Registered
 * inside the uploads scope app.ts makes for them, the only one that parses multipart bodies.
 */
export const productImagesRoutes: FastifyPluginAsyncZod<{ products: ProductsAdminService; store: MediaStore }> = async (
  app,
  { products, store },
) => {
  const tags = ['admin'];

  app.post(
    '/api/admin/products/:id/images',
    {
      schema: {
        tags,
        description: 'multipart/form-data with one file: JPEG, PNG or WebP up to 5 MB; stored as WebP in two sizes.',
        params: idParams,
        response: { 201: adminProductDto, ...errors },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const { id } = request.params;
      const current = await products.detail(id);
      if (current.images.length >= MAX_IMAGES)
        throw new AppError('IMAGE_LIMIT', `A product has at most ${MAX_IMAGES} images`);
      const urls = await storeImage(await uploadedBytes(request), store, 'products');
      try {
        await products.addImage(id, current.name, urls.page, staff);
      } catch (error) {
        await removeImage(store, urls.page);
        throw error;
      }
      return reply.status(201).send(await products.detail(id));
    },
  );

  app.delete(
    '/api/admin/products/:id/images',
    {
      schema: {
        tags,
        params: idParams,
        body: z.object({ url: z.string().max(200) }),
        response: { 200: adminProductDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { id } = request.params;
      const current = await products.detail(id);
      if (!current.images.includes(request.body.url)) throw notFound('This image is not on the product');
      await products.removeImage(id, current.name, request.body.url, staff);
      await removeImage(store, request.body.url);
      return products.detail(id);
    },
  );

  app.post(
    '/api/admin/banners/image',
    {
      schema: {
        tags,
        description: 'One banner image (JPEG, PNG or WebP up to 5 MB), cut to 3:1 WebP; answers its address.',
        response: { 201: z.object({ url: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      const urls = await storeImage(await uploadedBytes(request), store, 'banners');
      return reply.status(201).send({ url: urls.page });
    },
  );
};
