import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';
import { id, timestamps } from './columns';

/** Recipes written for the shop (PRODUCT.md "Content"): each ingredient can point at a product to buy. */
export const recipes = pgTable(
  'recipes',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** An introduction of a paragraph or two: where the dish comes from, when it is eaten. */
    intro: text('intro').notNull(),
    course: text('course').notNull(),
    region: text('region').notNull(),
    dietTags: text('diet_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    prepMinutes: integer('prep_minutes').notNull(),
    cookMinutes: integer('cook_minutes').notNull(),
    servings: integer('servings').notNull(),
    steps: jsonb('steps').$type<string[]>().notNull(),
    /** The drawing's colours (docs/decisions/002): the dish, and its garnish. */
    artColors: jsonb('art_colors').$type<{ dish: string; garnish: string }>().notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('recipes_slug_idx').on(t.slug), index('recipes_course_idx').on(t.course)],
);

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: id(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** For the recipe's own servings; null for "to taste". */
    amount: numeric('amount', { precision: 8, scale: 2, mode: 'number' }),
    unit: text('unit'),
    note: text('note'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** What to buy for the recipe's own servings: packs, or pounds of a weight-based product. */
    cartQuantity: numeric('cart_quantity', { precision: 8, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('recipe_ingredients_recipe_idx').on(t.recipeId, t.position),
    index('recipe_ingredients_product_idx').on(t.productId),
  ],
);

/** Blog articles about Indian groceries, festivals and storage; the body is Markdown. */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: text('author').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blog_articles_slug_idx').on(t.slug),
    index('blog_articles_published_idx').on(t.publishedAt.desc()),
  ],
);
