import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { MEDIA_FILE } from '../catalog/media-urls';
import type { MediaStore } from './media-store';

/**
 * GET /media/<folder>/<uuid>-<size>.webp: the uploaded images, read from the media store (disk or S3)
 * and sent with a year's immutable cache (each upload has a new name), so a CDN or the browser keeps them.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (app, { store }) => {
  app.get(
    '/media/:folder/:file',
    { schema: { hide: true, params: z.object({ folder: z.string().max(20), file: z.string().max(80) }) } },
    async (request, reply) => {
      const path = `/media/${request.params.folder}/${request.params.file}`;
      // Only names this server made: no other file under DATA_DIR, nor another object of the bucket, is reachable.
      if (!MEDIA_FILE.test(path)) throw notFound('Unknown image');
      const bytes = await store.get(path.slice('/media/'.length));
      if (!bytes) throw notFound('Unknown image');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
