import type { FastifyPluginAsync } from 'fastify';
import type { SeoService } from './seo-service';

/** /robots.txt and /sitemap.xml for search engines. */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService }> = async (app, { seo }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return seo.robots();
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await seo.sitemap();
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return xml;
  });
};
