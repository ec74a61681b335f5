import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerDto } from '../../../shared/catalog';
import { type SocialLinkDto, socialLinkDto } from '../../../shared/social-links';
import type { Database } from '../../db/client';
import { createContentRepository } from './content-repository';

export const contentRoutes: FastifyPluginAsyncZod<{ database: Database; socialLinks: SocialLinkDto[] }> = async (
  app,
  { database, socialLinks },
) => {
  const content = createContentRepository(database);
  app.get('/banners', { schema: { tags: ['content'], response: { 200: z.array(bannerDto) } } }, async () => {
    const rows = await content.activeBanners();
    return rows.map((r) => ({
      id: r.id,
      imageUrl: r.image_url,
      altText: r.alt_text,
      linkUrl: r.link_url,
      displayOrder: r.display_order,
    }));
  });
  app.get(
    '/content/social-links',
    { schema: { tags: ['content'], response: { 200: z.array(socialLinkDto) } } },
    () => socialLinks,
  );
};
