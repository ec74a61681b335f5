import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerDto } from '../../../shared/catalog';
import { socialLinkDto } from '../../../shared/social-links';
import type { ContentService } from './content-service';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get('/banners', { schema: { tags: ['content'], response: { 200: z.array(bannerDto) } } }, () =>
    content.banners(),
  );
  app.get('/content/social-links', { schema: { tags: ['content'], response: { 200: z.array(socialLinkDto) } } }, () =>
    content.socialLinks(),
  );
};
