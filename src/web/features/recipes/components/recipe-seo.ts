import { formatAmount, RECIPE_COURSE_LABELS, type RecipeDetailDto } from '../../../../shared/recipes';
import { type PageMeta, SITE_NAME, siteOrigin } from '../../../lib/page-meta';

const absolute = (url: string) => new URL(url, siteOrigin()).toString();
const isoMinutes = (minutes: number) => `PT${minutes}M`;

export const ingredientText = (line: {
  name: string;
  amount: number | null;
  unit: string | null;
  note: string | null;
}) =>
  [line.amount === null ? null : formatAmount(line.amount), line.unit, line.name, line.note ? `(${line.note})` : null]
    .filter(Boolean)
    .join(' ');

/** Title, description and schema.org Recipe JSON-LD for a recipe page. */
export function recipeMeta(recipe: RecipeDetailDto): PageMeta {
  const url = absolute(`/recipes/${recipe.slug}`);
  const image = absolute(recipe.image);
  return {
    title: `${recipe.title} Recipe`,
    description: recipe.summary,
    openGraph: { 'og:type': 'article', 'og:url': url, 'og:image': image },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: recipe.title,
      description: recipe.summary,
      image: [image],
      url,
      author: { '@type': 'Organization', name: SITE_NAME },
      datePublished: recipe.publishedAt.slice(0, 10),
      prepTime: isoMinutes(recipe.prepMinutes),
      cookTime: isoMinutes(recipe.cookMinutes),
      totalTime: isoMinutes(recipe.totalMinutes),
      recipeYield: `${recipe.servings} servings`,
      recipeCategory: RECIPE_COURSE_LABELS[recipe.course],
      recipeCuisine: `Indian (${recipe.region})`,
      keywords: recipe.dietTags.join(', '),
      ...(recipe.dietTags.includes('vegan')
        ? { suitableForDiet: 'https://schema.org/VeganDiet' }
        : recipe.dietTags.includes('vegetarian')
          ? { suitableForDiet: 'https://schema.org/VegetarianDiet' }
          : {}),
      recipeIngredient: recipe.ingredients.map(ingredientText),
      recipeInstructions: recipe.steps.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
    },
  };
}
