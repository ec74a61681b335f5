import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RECIPES, seedRecipes } from '../../db/seed/seed-recipes';
import { startShop, type TestShop } from '../../test/harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ catalogSize: 30, fixtures: false, promos: false });
});
afterAll(() => shop?.close());

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps private pages out and points at the sitemap', async () => {
    const robots = await shop.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Allow: /');
    for (const path of ['/cart', '/checkout', '/account', '/admin', '/api/'])
      expect(robots.body).toContain(`Disallow: ${path}`);
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lists the public pages, every active category and every active product with absolute URLs', async () => {
    const hidden = shop.catalog.products[0]!.slug;
    await shop.database.query('update products set is_active = false where slug = $1', [hidden]);
    await seedRecipes(shop.database);
    await shop.database.query(`update recipes set is_published = false where slug = 'masala-chai'`);
    const sitemap = await shop.app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('http://localhost:3000/products');
    expect(locs).toContain('http://localhost:3000/privacy-policy');
    for (const c of shop.catalog.categories)
      expect(locs).toContain(`http://localhost:3000/products/category/${c.slug}`);
    for (const p of shop.catalog.products.slice(1)) expect(locs).toContain(`http://localhost:3000/product/${p.slug}`);
    expect(locs).not.toContain(`http://localhost:3000/product/${hidden}`);
    for (const r of DEMO_RECIPES.filter((r) => r.slug !== 'masala-chai'))
      expect(locs).toContain(`http://localhost:3000/recipes/${r.slug}`);
    expect(locs).not.toContain('http://localhost:3000/recipes/masala-chai');
  });
});
