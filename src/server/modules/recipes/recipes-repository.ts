import type { RecipeListQuery } from '../../../shared/recipes';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { recipeIngredients, recipes } from '../../db/schema/index';

export interface IngredientFields {
  name: string;
  amount: number | null;
  unit: string | null;
  note: string | null;
  productId: string | null;
  variantId: string | null;
  cartQuantity: number | null;
}

export interface RecipeFields {
  title: string;
  summary: string;
  intro: string;
  course: string;
  region: string;
  dietTags: string[];
  prepMinutes: number;
  cookMinutes: number;
  servings: number;
  steps: string[];
  isPublished: boolean;
}

export type RecipeRow = Pick<
  typeof recipes.$inferSelect,
  | 'id'
  | 'slug'
  | 'title'
  | 'summary'
  | 'intro'
  | 'course'
  | 'region'
  | 'dietTags'
  | 'prepMinutes'
  | 'cookMinutes'
  | 'servings'
  | 'steps'
  | 'artColors'
  | 'publishedAt'
  | 'updatedAt'
>;

export type AdminRecipeRow = RecipeRow & Pick<typeof recipes.$inferSelect, 'isPublished'>;

export type IngredientRow = Pick<
  typeof recipeIngredients.$inferSelect,
  'id' | 'name' | 'amount' | 'unit' | 'note' | 'productId' | 'variantId' | 'cartQuantity'
>;

// Aliased to the table's property names, so a row has the shape Drizzle gives the table.
const COLUMNS = `r.id, r.slug, r.title, r.summary, r.intro, r.course, r.region, r.diet_tags as "dietTags",
  r.prep_minutes as "prepMinutes", r.cook_minutes as "cookMinutes", r.servings, r.steps,
  r.art_colors as "artColors", r.published_at as "publishedAt", r.updated_at as "updatedAt"`;
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A recipe's own fields as the insert and the update write them, from title to steps. */
const fieldParams = (r: RecipeFields) => [
  r.title,
  r.summary,
  r.intro,
  r.course,
  r.region,
  r.dietTags,
  r.prepMinutes,
  r.cookMinutes,
  r.servings,
  JSON.stringify(r.steps),
];

export const recipesRepository = {
  /** Newest first; the search looks in titles, summaries and ingredient names. */
  async list(ex: Executor, query: RecipeListQuery): Promise<RecipeRow[]> {
    return ex.query<RecipeRow>(
      `select ${COLUMNS} from recipes r
       where r.is_published
         and ($1::text is null or r.title ilike $1 or r.summary ilike $1
              or exists (select 1 from recipe_ingredients i where i.recipe_id = r.id and i.name ilike $1))
         and ($2::text is null or $2 = any(r.diet_tags))
         and ($3::text is null or r.course = $3)
         and ($4::int is null or r.prep_minutes + r.cook_minutes <= $4)
       order by r.published_at desc, r.slug`,
      [query.q ? likePattern(query.q) : null, query.diet ?? null, query.course ?? null, query.maxMinutes ?? null],
    );
  },

  async bySlug(ex: Executor, slug: string): Promise<RecipeRow | undefined> {
    const [row] = await ex.query<RecipeRow>(`select ${COLUMNS} from recipes r where r.slug = $1 and r.is_published`, [
      slug,
    ]);
    return row;
  },

  /** Inside a transaction, pass its executor (PGlite has one connection: no second one may wait). */
  async ingredients(ex: Executor, recipeId: string): Promise<IngredientRow[]> {
    return ex.db
      .select({
        id: recipeIngredients.id,
        name: recipeIngredients.name,
        amount: recipeIngredients.amount,
        unit: recipeIngredients.unit,
        note: recipeIngredients.note,
        productId: recipeIngredients.productId,
        variantId: recipeIngredients.variantId,
        cartQuantity: recipeIngredients.cartQuantity,
      })
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, recipeId))
      .orderBy(recipeIngredients.position);
  },

  /** Recipes that buy this product: the product page's "Used in". */
  async usingProduct(ex: Executor, productSlug: string, limit: number): Promise<RecipeRow[]> {
    return ex.query<RecipeRow>(
      `select ${COLUMNS} from recipes r
       where r.is_published and exists (
         select 1 from recipe_ingredients i join products p on p.id = i.product_id
         where i.recipe_id = r.id and p.slug = $1)
       order by r.published_at desc limit $2`,
      [productSlug, limit],
    );
  },

  /** Staff: every recipe, drafts too. */
  async all(ex: Executor): Promise<AdminRecipeRow[]> {
    return ex.query(
      `select ${COLUMNS}, r.is_published as "isPublished" from recipes r order by r.published_at desc, r.slug`,
    );
  },

  async byId(tx: Executor, id: string, forUpdate = false) {
    const [row] = await tx.query<AdminRecipeRow>(
      `select ${COLUMNS}, r.is_published as "isPublished" from recipes r where r.id = $1${forUpdate ? ' for update' : ''}`,
      [id],
    );
    return row;
  },

  async update(tx: Executor, id: string, r: RecipeFields) {
    await tx.query(
      `update recipes set title = $2, summary = $3, intro = $4, course = $5, region = $6, diet_tags = $7::text[],
         prep_minutes = $8, cook_minutes = $9, servings = $10, steps = $11::jsonb, is_published = $12,
         updated_at = now()
       where id = $1`,
      [id, ...fieldParams(r), r.isPublished],
    );
  },

  /**
   * The product an address names with the size to buy: the one asked for when it is the product's
   * (`variant_id` null when it is not), else its cheapest size in stock (as the seed links them).
   */
  async productBySlug(tx: Executor, slug: string, variantId: string | null = null) {
    const [row] = await tx.query<{ product_id: string; variant_id: string | null; has_variants: boolean }>(
      `select p.id as product_id,
         case when $2::uuid is not null
           then (select v.id from product_variants v where v.product_id = p.id and v.id = $2::uuid)
           else (select v.id from product_variants v where v.product_id = p.id
                 order by (v.stock_quantity > 0) desc, v.price_cents, v.id limit 1) end as variant_id,
         exists (select 1 from product_variants v where v.product_id = p.id) as has_variants
       from products p where p.slug = $1 and p.is_active`,
      [slug, variantId],
    );
    return row;
  },

  /** A new recipe (its ingredients come later); `null` when the slug is taken. */
  async insert(tx: Executor, slug: string, r: RecipeFields, artColors: RecipeRow['artColors']) {
    const [row] = await tx.query<{ id: string }>(
      `insert into recipes (slug, title, summary, intro, course, region, diet_tags, prep_minutes, cook_minutes,
         servings, steps, art_colors, is_published)
       values ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11::jsonb, $12::jsonb, $13)
       on conflict (slug) do nothing returning id`,
      [slug, ...fieldParams(r), JSON.stringify(artColors), r.isPublished],
    );
    return row?.id ?? null;
  },

  /** Replaces the whole list in the caller's transaction; positions follow the given order. */
  async replaceIngredients(tx: Executor, recipeId: string, lines: IngredientFields[]) {
    await tx.query('delete from recipe_ingredients where recipe_id = $1', [recipeId]);
    for (const [position, line] of lines.entries())
      await tx.query(
        `insert into recipe_ingredients (recipe_id, position, name, amount, unit, note, product_id, variant_id, cart_quantity)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          recipeId,
          position,
          line.name,
          line.amount,
          line.unit,
          line.note,
          line.productId,
          line.variantId,
          line.cartQuantity,
        ],
      );
  },

  async artColors(ex: Executor, slug: string) {
    const [row] = await ex.db
      .select({ title: recipes.title, artColors: recipes.artColors })
      .from(recipes)
      .where(eq(recipes.slug, slug));
    return row;
  },
};
