import type {
  AdminRecipeDto,
  RecipeCardDto,
  RecipeCourse,
  RecipeDetailDto,
  RecipeDiet,
  RecipeListQuery,
} from '../../../shared/recipes';
import { RECIPE_MESSAGES, type recipeIngredientsInput, UNKNOWN_PRODUCT_MESSAGE } from '../../../shared/recipes';
import { slugify } from '../../../shared/admin-products';
import type { Database } from '../../db/client';
import { fieldError, notFound } from '../../errors';
import { productsByIds } from '../catalog/catalog-repository';
import { toCard } from '../catalog/catalog-service';
import { type AuditActor, recordAudit } from '../admin/audit';
import { inTransaction } from '../../db/executor';
import { type AdminRecipeRow, recipesRepository, type RecipeFields, type RecipeRow } from './recipes-repository';

export const RECIPE_NOT_FOUND = 'Recipe not found';
const USED_IN_LIMIT = 4;
// numeric columns arrive as strings from node-postgres and as numbers from PGlite.
const num = (v: number | string | null) => (v === null ? null : Number(v));

export const recipeImage = (slug: string) => `/img/recipes/${slug}.svg`;

/** A new recipe's drawing colours (docs/decisions/002), by course: staff do not pick colours. */
const COURSE_ART: Record<RecipeCourse, RecipeRow['artColors']> = {
  breakfast: { dish: '#efe0b0', garnish: '#2f7d32' },
  main: { dish: '#e6b33e', garnish: '#3b8a3e' },
  side: { dish: '#4f7f2b', garnish: '#c9452b' },
  snack: { dish: '#d98a2b', garnish: '#7a3b12' },
  dessert: { dish: '#f6e7c8', garnish: '#b5462a' },
  drink: { dish: '#b9773a', garnish: '#f3e3c3' },
};

const toCardDto = (row: RecipeRow): RecipeCardDto => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  course: row.course as RecipeCourse,
  region: row.region,
  dietTags: row.dietTags as RecipeDiet[],
  totalMinutes: row.prepMinutes + row.cookMinutes,
  servings: row.servings,
  image: recipeImage(row.slug),
});

const snapshot = (row: AdminRecipeRow) => ({
  title: row.title,
  summary: row.summary,
  course: row.course,
  region: row.region,
  dietTags: row.dietTags,
  prepMinutes: row.prepMinutes,
  cookMinutes: row.cookMinutes,
  servings: row.servings,
  steps: row.steps.length,
  isPublished: row.isPublished,
});

export function createRecipesService(database: Database) {
  return {
    async list(query: RecipeListQuery): Promise<RecipeCardDto[]> {
      return (await recipesRepository.list(database, query)).map(toCardDto);
    },

    /** The recipe with each ingredient's product as it is now: price and stock decide what can be added. */
    async detail(slug: string): Promise<RecipeDetailDto> {
      const row = await recipesRepository.bySlug(database, slug);
      if (!row) throw notFound(RECIPE_NOT_FOUND);
      return withIngredients(row);
    },

    async usedIn(productSlug: string): Promise<RecipeCardDto[]> {
      return (await recipesRepository.usingProduct(database, productSlug, USED_IN_LIMIT)).map(toCardDto);
    },

    artSubject: (slug: string) => recipesRepository.artColors(database, slug),

    /* Staff (/api/admin/recipes): drafts included; every write audited in its transaction. */
    async adminList() {
      return (await recipesRepository.all(database)).map((row) => ({
        ...toCardDto(row),
        id: row.id,
        isPublished: row.isPublished,
      }));
    },

    adminDetail,

    /**
     * Replaces the ingredient list. Each product is named by its address; one the shop does not sell
     * is refused on its own line's field, and nothing is saved.
     */
    async replaceIngredients(
      id: string,
      lines: ReturnType<typeof recipeIngredientsInput.parse>['ingredients'],
      actor: AuditActor,
    ): Promise<AdminRecipeDto> {
      await inTransaction(database, async (tx) => {
        const recipe = await recipesRepository.byId(tx, id, true);
        if (!recipe) throw notFound(RECIPE_NOT_FOUND);
        const before = await recipesRepository.ingredients(tx, recipe.id);
        const resolved = [];
        for (const [index, line] of lines.entries()) {
          const chosenSize = line.variantId ?? null;
          const product = line.productSlug
            ? await recipesRepository.productBySlug(tx, line.productSlug, chosenSize)
            : null;
          if (line.productSlug && !product)
            throw fieldError('VALIDATION_FAILED', `ingredients.${index}.productSlug`, UNKNOWN_PRODUCT_MESSAGE);
          if (chosenSize && (!product || !product.variant_id))
            throw fieldError('VALIDATION_FAILED', `ingredients.${index}.variantId`, RECIPE_MESSAGES.unknownSize);
          resolved.push({
            name: line.name,
            amount: line.amount,
            unit: line.unit || null,
            note: line.note || null,
            productId: product?.product_id ?? null,
            variantId: product?.variant_id ?? null,
            cartQuantity: product ? line.cartQuantity : null,
          });
        }
        await recipesRepository.replaceIngredients(tx, id, resolved);
        await recordAudit(tx, actor, {
          action: 'recipe.ingredients',
          entityType: 'recipe',
          entityId: id,
          summary: `${recipe.title}: ${before.length} → ${resolved.length} ingredients`,
          before: before.map((l) => ({ name: l.name, productId: l.productId, cartQuantity: num(l.cartQuantity) })),
          after: resolved.map((l) => ({ name: l.name, productId: l.productId, cartQuantity: l.cartQuantity })),
        });
      });
      return adminDetail(id);
    },

    /** A new recipe, a draft until it has ingredients; its address is made from the title unless given. */
    async create(input: RecipeFields & { slug?: string }, actor: AuditActor): Promise<AdminRecipeDto> {
      if (input.isPublished)
        throw fieldError('VALIDATION_FAILED', 'isPublished', RECIPE_MESSAGES.publishWithoutIngredients);
      const slug = input.slug || slugify(input.title);
      if (!slug)
        throw fieldError('VALIDATION_FAILED', 'slug', 'Give the recipe an address in lowercase letters and digits');
      const id = await inTransaction(database, async (tx) => {
        const created = await recipesRepository.insert(tx, slug, input, COURSE_ART[input.course as RecipeCourse]);
        if (!created) throw fieldError('CONFLICT', 'slug', RECIPE_MESSAGES.duplicateSlug);
        await recordAudit(tx, actor, {
          action: 'recipe.create',
          entityType: 'recipe',
          entityId: created,
          summary: `${input.title}: created as a draft`,
          after: { ...input, slug, steps: input.steps.length },
        });
        return created;
      });
      return adminDetail(id);
    },

    async update(id: string, input: RecipeFields, actor: AuditActor): Promise<AdminRecipeDto> {
      await inTransaction(database, async (tx) => {
        const before = await recipesRepository.byId(tx, id, true);
        if (!before) throw notFound(RECIPE_NOT_FOUND);
        if (input.isPublished && (await recipesRepository.ingredients(tx, id)).length === 0)
          throw fieldError('VALIDATION_FAILED', 'isPublished', RECIPE_MESSAGES.publishWithoutIngredients);
        await recipesRepository.update(tx, id, input);
        const state = (published: boolean) => (published ? 'published' : 'draft');
        await recordAudit(tx, actor, {
          action: 'recipe.update',
          entityType: 'recipe',
          entityId: id,
          summary:
            before.isPublished === input.isPublished
              ? `${input.title}: edited`
              : `${input.title}: ${state(before.isPublished)} → ${state(input.isPublished)}`,
          before: snapshot(before),
          after: { ...input, steps: input.steps.length },
        });
      });
      return adminDetail(id);
    },
  };

  async function adminDetail(id: string): Promise<AdminRecipeDto> {
    const row = await inTransaction(database, (tx) => recipesRepository.byId(tx, id));
    if (!row) throw notFound(RECIPE_NOT_FOUND);
    return { ...(await withIngredients(row)), id: row.id, isPublished: row.isPublished };
  }

  async function withIngredients(row: RecipeRow): Promise<RecipeDetailDto> {
    const lines = await recipesRepository.ingredients(database, row.id);
    const ids = [...new Set(lines.map((l) => l.productId).filter((id): id is string => id !== null))];
    const cards = new Map((ids.length ? await productsByIds(database, ids) : []).map((p) => [p.id, toCard(p)]));
    return {
      ...toCardDto(row),
      intro: row.intro,
      prepMinutes: row.prepMinutes,
      cookMinutes: row.cookMinutes,
      steps: row.steps,
      publishedAt: new Date(row.publishedAt).toISOString(),
      ingredients: lines.map((line) => {
        const product = line.productId ? (cards.get(line.productId) ?? null) : null;
        return {
          id: line.id,
          name: line.name,
          amount: num(line.amount),
          unit: line.unit,
          note: line.note,
          cartQuantity: product ? num(line.cartQuantity) : null,
          variantId:
            product && line.variantId && product.variants.some((v) => v.id === line.variantId) ? line.variantId : null,
          product,
        };
      }),
    };
  }
}

export type RecipesService = ReturnType<typeof createRecipesService>;
