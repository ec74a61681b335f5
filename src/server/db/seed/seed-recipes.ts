import type { Database } from '../client';
import { EVERYDAY_RECIPES } from './demo-recipes-everyday';
import { FESTIVE_RECIPES } from './demo-recipes-festive';
import type { IngredientSpec, RecipeSpec } from './demo-recipes-types';

export const DEMO_RECIPES: RecipeSpec[] = [...EVERYDAY_RECIPES, ...FESTIVE_RECIPES];

const DAY_MS = 86_400_000;

/**
 * The product an ingredient line buys: an active product whose name holds the line's words, in stock
 * first, loose (by weight) before packed, cheapest first; of a product with sizes, its cheapest size
 * in stock. The catalog is whatever this database holds, so the same recipes fit any catalog.
 */
async function resolveProduct(database: Database, spec: IngredientSpec) {
  if (!spec.match) return null;
  const [row] = await database.query<{ product_id: string; variant_id: string | null }>(
    `select p.id as product_id,
       (select v.id from product_variants v where v.product_id = p.id
        order by (v.stock_quantity > 0) desc, v.price_cents, v.id limit 1) as variant_id
     from products p
     where p.is_active and p.name ilike '%' || $1 || '%'
     order by (p.stock_quantity > 0) desc, p.is_weight_based desc, p.price_cents, p.id
     limit 1`,
    [spec.match],
  );
  return row ?? null;
}

/** Adds the shop's recipes when the database has none; returns how many were added. */
export async function seedRecipes(database: Database, now = new Date()): Promise<number> {
  const [existing] = await database.query<{ n: number }>('select count(*)::int as n from recipes');
  if ((existing?.n ?? 0) > 0) return 0;
  for (const recipe of DEMO_RECIPES) {
    const [row] = await database.query<{ id: string }>(
      `insert into recipes (slug, title, summary, intro, course, region, diet_tags, prep_minutes, cook_minutes,
         servings, steps, art_colors, published_at)
       values ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11::jsonb, $12::jsonb, $13) returning id`,
      [
        recipe.slug,
        recipe.title,
        recipe.summary,
        recipe.intro,
        recipe.course,
        recipe.region,
        recipe.diet,
        recipe.prepMinutes,
        recipe.cookMinutes,
        recipe.servings,
        JSON.stringify(recipe.steps),
        JSON.stringify(recipe.art),
        new Date(now.getTime() - recipe.daysAgo * DAY_MS),
      ],
    );
    for (const [position, spec] of recipe.ingredients.entries()) {
      const product = await resolveProduct(database, spec);
      await database.query(
        `insert into recipe_ingredients (recipe_id, position, name, amount, unit, note, product_id, variant_id, cart_quantity)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          row!.id,
          position,
          spec.name,
          spec.amount ?? null,
          spec.unit || null,
          spec.note ?? null,
          product?.product_id ?? null,
          product?.variant_id ?? null,
          product ? (spec.buy ?? 1) : null,
        ],
      );
    }
  }
  return DEMO_RECIPES.length;
}
