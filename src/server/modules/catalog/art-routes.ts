import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { CatalogService } from './catalog-service';
import { bannerArtSvg, categoryArtSvg, productArtSvg } from './product-art';

const ONE_DAY = 86_400;
const slugSvg = z.object({ file: z.string().regex(/^[a-z0-9-]{1,200}\.svg$/, 'Unknown image') });
const bannerQuery = z.object({
  title: z.string().max(80).default(''),
  subtitle: z.string().max(140).default(''),
});
const BANNER_THEMES = ['saffron', 'leaf', 'chili', 'turmeric', 'indigo'] as const;

/**
 * Product, category and banner pictures are drawn on demand as SVG so the catalog renders offline
 * with no image files to ship; uploaded images (admin) take their place when a product has them.
 */
export const artRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const sendSvg = (reply: { header: (k: string, v: string) => unknown; type: (t: string) => unknown }, svg: string) => {
    reply.header('cache-control', `public, max-age=${ONE_DAY}`);
    reply.type('image/svg+xml');
    return svg;
  };
  const hide = true;

  app.get('/products/:file', { schema: { hide, params: slugSvg } }, async (request, reply) => {
    const subject = await catalog.artSubject(request.params.file.slice(0, -4));
    if (!subject) throw notFound('Unknown image');
    return sendSvg(
      reply,
      productArtSvg({
        name: subject.name,
        brand: subject.brand,
        rootCategorySlug: subject.root_slug,
        categorySlug: subject.category_slug,
        key: request.params.file,
      }),
    );
  });

  app.get('/categories/:file', { schema: { hide, params: slugSvg } }, async (request, reply) => {
    const subject = await catalog.categoryArtSubject(request.params.file.slice(0, -4));
    if (!subject) throw notFound('Unknown image');
    return sendSvg(
      reply,
      categoryArtSvg({ name: subject.name, slug: subject.slug, rootCategorySlug: subject.root_slug }),
    );
  });

  app.get(
    '/banners/:theme',
    {
      schema: {
        hide,
        params: z.object({ theme: z.enum(BANNER_THEMES.map((t) => `${t}.svg`) as [string, ...string[]]) }),
        querystring: bannerQuery,
      },
    },
    async (request, reply) => {
      const theme = request.params.theme.slice(0, -4) as (typeof BANNER_THEMES)[number];
      return sendSvg(reply, bannerArtSvg({ theme, title: request.query.title, subtitle: request.query.subtitle }));
    },
  );
};
