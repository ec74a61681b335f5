import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerDto } from '../../../shared/catalog';
import { type SocialLinkDto, socialLinkDto } from '../../../shared/social-links';
import type { Database } from '../../db/client';
import { activeBanners } from './content-repository';

export const contentRoutes: FastifyPluginAsyncZod<{ database: Database; socialLinks: SocialLinkDto[] }> = async (
  app,
  { database, socialLinks },
) => {
  app.get('/banners', { schema: { tags: ['content'], response: { 200: z.array(bannerDto) } } }, () =>
    activeBanners(database),
  );
  app.get(
    '/content/social-links',
    { schema: { tags: ['content'], response: { 200: z.array(socialLinkDto) } } },
    () => socialLinks,
  );
};
