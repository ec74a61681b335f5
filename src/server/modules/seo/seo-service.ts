import type { Database } from '../../db/client';
import { TtlCache } from '../../lib/ttl-cache';
import { sitemapSlugs } from './seo-repository';

/** Public pages search engines may list; the shop's private pages are kept out in robots.txt. */
export const STATIC_PAGES = [
  '/',
  '/products',
  '/deals',
  '/recipes',
  '/blog',
  '/bulk-orders',
  '/franchise',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/subscription',
];
export const PRIVATE_PATHS = ['/cart', '/checkout', '/account', '/admin', '/search', '/track-order', '/api/'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sitemap of every public page, product, category, recipe and article, and the robots.txt that names it. */
export function createSeoService(database: Database, publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  // The sitemap lists every product, recipe and article: built at most once every ten minutes.
  const sitemaps = new TtlCache<string>(600_000, 1);

  return {
    robots: () =>
      [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n'),

    sitemap: () =>
      sitemaps.getOrLoad('sitemap', async () => {
        const { categories, products, recipes, articles } = await sitemapSlugs(database);
        const url = (path: string, lastmod?: Date | string) =>
          `<url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
        return [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...STATIC_PAGES.map((path) => url(path)),
          ...categories.map((c) => url(`/products/category/${encodeURIComponent(c.slug)}`)),
          ...products.map((p) => url(`/product/${encodeURIComponent(p.slug)}`, p.updatedAt)),
          ...recipes.map((r) => url(`/recipes/${encodeURIComponent(r.slug)}`, r.updatedAt)),
          ...articles.map((a) => url(`/blog/${encodeURIComponent(a.slug)}`, a.updatedAt)),
          '</urlset>',
        ].join('\n');
      }),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
