import type { RecipeCourse, RecipeDiet } from '../../../shared/recipes';

/**
 * One ingredient line as the recipe writer gives it. `match` names the shop's product by the words in its
 * name (the seed links the best one in stock); `buy` is what to put in the cart for the recipe's own
 * servings: pounds of a product sold by weight, otherwise packs (a fraction when one pack lasts longer).
 */
export interface IngredientSpec {
  name: string;
  amount?: number;
  unit?: string;
  note?: string;
  match?: string;
  buy?: number;
}

export interface RecipeSpec {
  slug: string;
  title: string;
  summary: string;
  intro: string;
  course: RecipeCourse;
  region: string;
  diet: RecipeDiet[];
  prepMinutes: number;
  cookMinutes: number;
  servings: number;
  art: { dish: string; garnish: string };
  ingredients: IngredientSpec[];
  steps: string[];
  /** Days before the seed date it was published, so the list has an order. */
  daysAgo: number;
}
