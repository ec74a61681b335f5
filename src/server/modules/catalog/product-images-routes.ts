import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminProductDto } from '../../../shared/admin-products';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import { recordAudit } from '../admin/audit';
import { withTransaction } from '../orders/transaction';
import { checkFileName, IMAGE_MESSAGES, MAX_IMAGE_BYTES, storeImage } from './image-store';
import { MEDIA_FILE } from './media-urls';
import { createProductsAdminService } from './products-admin-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 413: errorReply, 415: errorReply };
const idParams = z.object({ id: z.uuid('Product not found') });
const MAX_IMAGES = 8;

/** The one uploaded file of a multipart request, read whole (at most 5 MB), with its name checked. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('IMAGE_REFUSED', IMAGE_MESSAGES.missing, 400);
  const file = await request.file({
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0 },
    throwFileSizeLimit: true,
  });
  if (!file) throw new AppError('IMAGE_REFUSED', IMAGE_MESSAGES.missing, 400, { image: IMAGE_MESSAGES.missing });
  checkFileName(file.filename);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('IMAGE_REFUSED', IMAGE_MESSAGES.tooLarge, 413, { image: IMAGE_MESSAGES.tooLarge });
    throw error;
  }
}

/**
 * Staff image uploads (issue 13) and the public /media files. Files live under DATA_DIR/media; the
 * multipart parser is registered in this scope only, so no other route accepts multipart bodies.
 */
export const productImagesRoutes: FastifyPluginAsyncZod<{ database: Database; dataDir: string }> = async (
  app,
  { database, dataDir },
) => {
  // Busboy would quietly cut "../../x.jpg" down to "x.jpg"; keeping the name lets a path-bearing upload be
  // refused (a per-request preservePath does not reach busboy in @fastify/multipart 10).
  await app.register(fastifyMultipart, { preservePath: true });
  const products = createProductsAdminService(database);
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
        throw new AppError('IMAGE_REFUSED', `A product has at most ${MAX_IMAGES} images`, 400);
      const urls = await storeImage(await uploadedBytes(request), dataDir, 'products');
      try {
        await withTransaction(database, async (q) => {
          await q(`update products set images = images || $2::text[], updated_at = now() where id = $1`, [
            id,
            [urls.page],
          ]);
          await recordAudit(q, staff, {
            action: 'product.image_add',
            entityType: 'product',
            entityId: id,
            summary: `Added an image to ${current.name}`,
            after: { image: urls.page },
          });
        });
      } catch (error) {
        await removeFiles(dataDir, urls.page);
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
      await withTransaction(database, async (q) => {
        await q(`update products set images = array_remove(images, $2), updated_at = now() where id = $1`, [
          id,
          request.body.url,
        ]);
        await recordAudit(q, staff, {
          action: 'product.image_remove',
          entityType: 'product',
          entityId: id,
          summary: `Removed an image from ${current.name}`,
          before: { image: request.body.url },
        });
      });
      await removeFiles(dataDir, request.body.url);
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
      const urls = await storeImage(await uploadedBytes(request), dataDir, 'banners');
      return reply.status(201).send({ url: urls.page });
    },
  );

  app.get(
    '/media/:folder/:file',
    { schema: { hide: true, params: z.object({ folder: z.string().max(20), file: z.string().max(80) }) } },
    async (request, reply) => {
      const path = `/media/${request.params.folder}/${request.params.file}`;
      // Only names this server made: no other file under DATA_DIR can be read through here.
      if (!MEDIA_FILE.test(path)) throw notFound('Unknown image');
      const bytes = await readFile(join(dataDir, path)).catch(() => null);
      if (!bytes) throw notFound('Unknown image');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};

/** Both sizes of an uploaded image; other addresses (generated art) have no files. */
async function removeFiles(dataDir: string, pageUrl: string) {
  if (!MEDIA_FILE.test(pageUrl)) return;
  for (const url of [pageUrl, pageUrl.replace(/-page\.webp$/, '-card.webp')])
    await rm(join(dataDir, url), { force: true });
}
