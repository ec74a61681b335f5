import type { Database } from '../../db/client';

export function createSeoRepository(database: Database) {
  return {
    async activeSlugs() {
      const [categories, products, recipes, articles] = await Promise.all([
        database.query<{ slug: string }>('select slug from categories where is_active order by sort_order, slug'),
        database.query<{ slug: string; updated_at: Date | string }>(
          'select slug, updated_at from products where is_active order by slug',
        ),
        database.query<{ slug: string; updated_at: Date | string }>(
          'select slug, updated_at from recipes where is_published order by slug',
        ),
        database.query<{ slug: string; updated_at: Date | string }>(
          'select slug, updated_at from blog_articles where is_published order by slug',
        ),
      ]);
      return { categories, products, recipes, articles };
    },
  };
}
