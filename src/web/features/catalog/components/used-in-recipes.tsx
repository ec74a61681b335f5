import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { RecipeCardDto } from '../../../../shared/recipes';
import { apiGet } from '../../../lib/api-client';

export const productRecipesQuery = (slug: string) =>
  queryOptions({
    queryKey: ['products', 'recipes', slug],
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ recipes: RecipeCardDto[] }>(`/api/products/${encodeURIComponent(slug)}/recipes`, undefined, {
          signal,
        })
      ).recipes,
  });

/** "Used in": the shop's recipes that buy this product; nothing at all when none does. */
export function UsedInRecipes({ slug }: { slug: string }) {
  const { data: recipes } = useQuery(productRecipesQuery(slug));
  if (!recipes?.length) return null;
  return (
    <section aria-labelledby="used-in-recipes" className="mt-12">
      <h2 id="used-in-recipes" className="mb-4 text-2xl font-extrabold text-brand-900">
        Used in
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {recipes.map((recipe) => (
          <li key={recipe.slug}>
            <Link
              to={`/recipes/${recipe.slug}`}
              className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 hover:border-brand-600"
            >
              <img
                src={recipe.image}
                alt=""
                width={96}
                height={64}
                loading="lazy"
                className="h-16 w-24 rounded-lg object-cover"
              />
              <span>
                <span className="block font-semibold text-ink">{recipe.title}</span>
                <span className="block text-sm text-muted">{recipe.region}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
