import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articleDto, articleListDto, blogListQuery } from '../../../shared/blog';
import { errorReply } from '../../http-schemas';
import { escapeXml } from '../catalog/product-art';
import type { BlogService } from './blog-service';

/** The blog's API, and its RSS 2.0 feed at /blog/rss.xml (titles, summaries and links: no HTML). */
export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService; publicUrl: string }> = async (
  app,
  { blog, publicUrl },
) => {
  const base = publicUrl.replace(/\/$/, '');
  const tags = ['content'];

  app.get(
    '/api/blog',
    { schema: { tags, querystring: blogListQuery, response: { 200: articleListDto } } },
    async (request) => blog.list(request.query.tag || null),
  );

  app.get(
    '/api/blog/:slug',
    {
      schema: { tags, params: z.object({ slug: z.string().max(200) }), response: { 200: articleDto, 404: errorReply } },
    },
    async (request) => blog.article(request.params.slug),
  );

  app.get('/blog/rss.xml', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await blog.feed(50);
    const items = rows.map(
      (row) => `<item>
<title>${escapeXml(row.title)}</title>
<link>${escapeXml(`${base}/blog/${row.slug}`)}</link>
<guid isPermaLink="true">${escapeXml(`${base}/blog/${row.slug}`)}</guid>
<pubDate>${new Date(row.publishedAt).toUTCString()}</pubDate>
<author>hello@desigrocer.example (${escapeXml(row.author)})</author>
${row.tags.map((tag) => `<category>${escapeXml(tag)}</category>`).join('')}
<description>${escapeXml(row.summary)}</description>
</item>`,
    );
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>Desi Grocer Blog</title>
<link>${escapeXml(`${base}/blog`)}</link>
<atom:link href="${escapeXml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
<description>Indian groceries, festivals and kitchen storage tips from Desi Grocer, Dallas–Fort Worth.</description>
<language>en-us</language>
${rows[0] ? `<lastBuildDate>${new Date(rows[0].publishedAt).toUTCString()}</lastBuildDate>` : ''}
${items.join('\n')}
</channel>
</rss>
`;
  });
};
