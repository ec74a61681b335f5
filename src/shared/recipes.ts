import { z } from 'zod';
import { productCardDto } from './catalog';
import { MAX_COUNT_QUANTITY, MAX_WEIGHT_QUANTITY, MIN_WEIGHT_QUANTITY } from './guest-cart';

/** Recipes (PRODUCT.md "Content"): list filters, the page's data and the servings arithmetic. */
export const RECIPE_COURSES = ['breakfast', 'main', 'side', 'snack', 'dessert', 'drink'] as const;
export type RecipeCourse = (typeof RECIPE_COURSES)[number];
export const RECIPE_COURSE_LABELS: Record<RecipeCourse, string> = {
  breakfast: 'Breakfast',
  main: 'Main course',
  side: 'Side dish',
  snack: 'Snack',
  dessert: 'Dessert',
  drink: 'Drink',
};

export const RECIPE_DIETS = ['vegetarian', 'vegan', 'gluten-free'] as const;
export type RecipeDiet = (typeof RECIPE_DIETS)[number];
export const RECIPE_DIET_LABELS: Record<RecipeDiet, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
};

/** Total time buckets of the list's filter, in minutes. */
export const RECIPE_TIMES = [
  ['30', 'Under 30 minutes'],
  ['60', 'Under 1 hour'],
  ['120', 'Under 2 hours'],
] as const;

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 24;

export const recipeListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  diet: z.enum(RECIPE_DIETS, { error: 'Unknown diet' }).optional(),
  course: z.enum(RECIPE_COURSES, { error: 'Unknown course' }).optional(),
  maxMinutes: z.coerce.number().int().min(1).max(1440).optional(),
});
export type RecipeListQuery = z.infer<typeof recipeListQuery>;

export const recipeCardDto = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  course: z.enum(RECIPE_COURSES),
  region: z.string(),
  dietTags: z.array(z.enum(RECIPE_DIETS)),
  totalMinutes: z.number(),
  servings: z.number(),
  image: z.string(),
});
export type RecipeCardDto = z.infer<typeof recipeCardDto>;

export const recipeIngredientDto = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number().nullable(),
  unit: z.string().nullable(),
  note: z.string().nullable(),
  /** What to buy for the recipe's own servings (packs, or lb when the product is sold by weight). */
  cartQuantity: z.number().nullable(),
  variantId: z.string().nullable(),
  /** The product as shoppers see it now (price, stock); null when the shop does not sell it. */
  product: productCardDto.nullable(),
});
export type RecipeIngredientDto = z.infer<typeof recipeIngredientDto>;

export const recipeDetailDto = recipeCardDto.extend({
  intro: z.string(),
  prepMinutes: z.number(),
  cookMinutes: z.number(),
  steps: z.array(z.string()),
  publishedAt: z.string(),
  ingredients: z.array(recipeIngredientDto),
});
export type RecipeDetailDto = z.infer<typeof recipeDetailDto>;

/** Scales a recipe amount for the chosen servings; kitchen amounts read best to a quarter. */
export function scaledAmount(amount: number, baseServings: number, servings: number): number {
  return Math.round(((amount * servings) / baseServings) * 4) / 4;
}

/**
 * What goes in the cart for `servings`: pounds to a tenth (within the cart's weight limits) for a
 * product sold by weight, otherwise whole packs, at least one.
 */
export function cartQuantityFor(base: number, isWeightBased: boolean, baseServings: number, servings: number): number {
  const scaled = (base * servings) / baseServings;
  if (isWeightBased) return Math.min(MAX_WEIGHT_QUANTITY, Math.max(MIN_WEIGHT_QUANTITY, Math.round(scaled * 10) / 10));
  return Math.min(MAX_COUNT_QUANTITY, Math.max(1, Math.ceil(scaled - 1e-9)));
}

/** "1 ½ cups": quarters as fractions, the way a recipe is read at the stove. */
export function formatAmount(amount: number): string {
  const whole = Math.floor(amount);
  const part = Math.round((amount - whole) * 4);
  const fraction = ['', '¼', '½', '¾'][part] ?? '';
  if (part === 4) return String(whole + 1);
  return whole === 0 ? fraction || '0' : `${whole}${fraction ? ` ${fraction}` : ''}`;
}

/* ---------- staff editing (/admin/recipes) ---------- */

const minutesField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be a whole number of minutes`)
    .min(0, `${label} cannot be negative`)
    .max(1440, `${label} must be at most 1,440 minutes`);

/** The recipe's own text and facts; its ingredients keep their product links. */
export const recipeInput = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Title must be at least 3 characters')
    .max(120, 'Title must be at most 120 characters'),
  summary: z
    .string()
    .trim()
    .min(10, 'Summary must be at least 10 characters')
    .max(300, 'Summary must be at most 300 characters'),
  intro: z
    .string()
    .trim()
    .min(20, 'The introduction must be at least 20 characters')
    .max(5000, 'The introduction must be at most 5,000 characters'),
  course: z.enum(RECIPE_COURSES, { error: 'Choose a course' }),
  region: z
    .string()
    .trim()
    .min(2, 'Region must be at least 2 characters')
    .max(60, 'Region must be at most 60 characters'),
  dietTags: z.array(z.enum(RECIPE_DIETS, { error: 'Unknown diet' })).max(RECIPE_DIETS.length),
  prepMinutes: minutesField('Preparation time'),
  cookMinutes: minutesField('Cooking time'),
  servings: z.coerce
    .number({ error: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(MIN_SERVINGS, `Servings must be at least ${MIN_SERVINGS}`)
    .max(MAX_SERVINGS, `Servings must be at most ${MAX_SERVINGS}`),
  /** One step a line in the form. */
  steps: z
    .string()
    .max(20_000, 'The method must be at most 20,000 characters')
    .transform((text) =>
      text
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(2000, 'Each step must be at most 2,000 characters'))
        .min(2, 'Write at least two steps, one a line')
        .max(30, 'Use at most 30 steps'),
    ),
  isPublished: z.boolean(),
});
export type RecipeInput = z.input<typeof recipeInput>;

/** A new recipe: the same fields, and its address (made from the title when left empty; fixed once made). */
export const newRecipeInput = recipeInput.extend({
  slug: z
    .string()
    .trim()
    .max(120, 'The address must be at most 120 characters')
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'The address may hold lowercase letters, digits and single hyphens')
    .optional(),
});
export type NewRecipeInput = z.input<typeof newRecipeInput>;

export const RECIPE_MESSAGES = {
  duplicateSlug: 'Another recipe already has this address',
  publishWithoutIngredients: 'Add at least one ingredient before publishing: save it as a draft first',
  unknownSize: 'This size is not one of the product’s',
} as const;

export const adminRecipeDto = recipeDetailDto.extend({ id: z.string(), isPublished: z.boolean() });
export type AdminRecipeDto = z.infer<typeof adminRecipeDto>;
export const adminRecipeListDto = z.object({
  recipes: z.array(recipeCardDto.extend({ id: z.string(), isPublished: z.boolean() })),
});
export type AdminRecipeListDto = z.infer<typeof adminRecipeListDto>;

/** An empty form field means "none" (an amount "to taste", nothing to buy), not zero. */
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema);

export const UNKNOWN_PRODUCT_MESSAGE = 'No product in the shop has this address';

/** The ingredient list as staff edit it: each line may name a product by its address (/product/<slug>). */
export const recipeIngredientInput = z
  .object({
    name: z.string().trim().min(2, 'Name must be at least 2 characters').max(80, 'Name must be at most 80 characters'),
    amount: blankAsNull(
      z.coerce
        .number({ error: 'Amount must be a number' })
        .positive('Amount must be more than 0')
        .max(10_000, 'Amount must be at most 10,000')
        .nullable(),
    ),
    unit: z.string().trim().max(20, 'Unit must be at most 20 characters').nullable(),
    note: z.string().trim().max(120, 'Note must be at most 120 characters').nullable(),
    productSlug: z.string().trim().max(200).nullable(),
    /** The size to buy (one of the product's); left out or null: its cheapest size in stock. */
    variantId: blankAsNull(z.uuid(RECIPE_MESSAGES.unknownSize).nullable()).optional(),
    /** Packs, or pounds when the product is sold by weight, for the recipe's own servings. */
    cartQuantity: blankAsNull(
      z.coerce
        .number({ error: 'Quantity to buy must be a number' })
        .positive('Quantity to buy must be more than 0')
        .max(55, 'Quantity to buy must be at most 55')
        .nullable(),
    ),
  })
  .refine((line) => !line.productSlug || line.cartQuantity !== null, {
    path: ['cartQuantity'],
    message: 'Say how much of the product to buy',
  });

export const recipeIngredientsInput = z.object({
  ingredients: z
    .array(recipeIngredientInput)
    .min(1, 'A recipe needs at least one ingredient')
    .max(40, 'Use at most 40 ingredients'),
});
export type RecipeIngredientsInput = z.input<typeof recipeIngredientsInput>;
