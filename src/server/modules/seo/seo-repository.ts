import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { blogArticles, categories, products, recipes } from '../../db/schema/index';

/** What the sitemap lists: the slugs of everything a visitor can open, and when each last changed. */
export async function sitemapSlugs(ex: Executor) {
  const [categoryRows, productRows, recipeRows, articleRows] = await Promise.all([
    ex.db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.slug)),
    ex.db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.slug)),
    ex.db
      .select({ slug: recipes.slug, updatedAt: recipes.updatedAt })
      .from(recipes)
      .where(eq(recipes.isPublished, true))
      .orderBy(asc(recipes.slug)),
    ex.db
      .select({ slug: blogArticles.slug, updatedAt: blogArticles.updatedAt })
      .from(blogArticles)
      .where(eq(blogArticles.isPublished, true))
      .orderBy(asc(blogArticles.slug)),
  ]);
  return { categories: categoryRows, products: productRows, recipes: recipeRows, articles: articleRows };
}
