import { useQuery } from '@tanstack/react-query';
import { ChefHat, Clock, Loader2, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RECIPE_COURSE_LABELS, RECIPE_DIET_LABELS, type RecipeDetailDto } from '../../../../shared/recipes';
import { MarkdownView } from '../../../components/content/markdown-view';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { recipeQuery } from '../api/recipes-api';
import { type AddAllResult, useAddRecipeToCart } from '../components/add-recipe-to-cart';
import { IngredientList } from '../components/ingredient-list';
import { minutesLabel } from '../components/recipe-card';
import { recipeMeta } from '../components/recipe-seo';
import { ServingsControl } from '../components/servings-control';

export default function RecipePage() {
  const { slug = '' } = useParams();
  const { data: recipe, isPending, error } = useQuery(recipeQuery(slug));
  usePageMeta(
    recipe
      ? recipeMeta(recipe)
      : error
        ? { title: 'Recipe not found', description: 'This recipe is not available.' }
        : null,
  );
  if (isPending)
    return (
      <div className="mx-auto max-w-5xl px-4 py-8">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 aspect-[3/2] w-full" />
      </div>
    );
  if (!recipe) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-ink">
          {missing ? 'Recipe not found' : 'We could not load this recipe'}
        </h1>
        <Link to="/recipes" className={buttonVariants({ className: 'mt-8' })}>
          See all recipes
        </Link>
      </section>
    );
  }
  return <Recipe key={recipe.slug} recipe={recipe} />;
}

function Recipe({ recipe }: { recipe: RecipeDetailDto }) {
  const [servings, setServings] = useState(recipe.servings);
  const { addAll, busy, result } = useAddRecipeToCart(recipe);
  const buyable = recipe.ingredients.filter((i) => i.product).length;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link to="/recipes" className="text-brand-700 underline-offset-2 hover:underline">
          Recipes
        </Link>{' '}
        / <span aria-current="page">{recipe.title}</span>
      </nav>
      <p className="text-sm font-semibold tracking-wide text-saffron-800 uppercase">
        {RECIPE_COURSE_LABELS[recipe.course]} · {recipe.region}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{recipe.title}</h1>
      <p className="mt-3 text-lg text-muted">{recipe.summary}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
        <li className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          Prep {minutesLabel(recipe.prepMinutes)} · Cook {minutesLabel(recipe.cookMinutes)}
        </li>
        <li className="inline-flex items-center gap-1">
          <ChefHat className="size-4" aria-hidden="true" />
          {recipe.dietTags.map((t) => RECIPE_DIET_LABELS[t]).join(', ')}
        </li>
      </ul>
      <img
        src={recipe.image}
        alt={`${recipe.title}, drawn as a bowl of the dish`}
        width={600}
        height={400}
        fetchPriority="high"
        className="mt-6 aspect-[3/2] w-full rounded-xl object-cover sm:max-h-96"
      />
      <div className="mt-6">
        <MarkdownView source={recipe.intro} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="ingredients-heading">
          <h2 id="ingredients-heading" className="text-xl font-bold text-brand-900">
            Ingredients
          </h2>
          <div className="mt-3">
            <ServingsControl value={servings} onChange={setServings} />
          </div>
          <IngredientList recipe={recipe} servings={servings} />
          {buyable > 0 ? (
            <div className="mt-4 grid gap-3">
              <Button size="lg" onClick={() => void addAll(servings)} disabled={busy}>
                {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
                {busy ? 'Adding…' : 'Add all ingredients to cart'}
              </Button>
              <AddAllOutcome result={result} />
            </div>
          ) : null}
        </section>
        <section aria-labelledby="method-heading">
          <h2 id="method-heading" className="text-xl font-bold text-brand-900">
            Method
          </h2>
          <ol className="mt-3 grid gap-4">
            {recipe.steps.map((step, i) => (
              <li key={i} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {i + 1}
                </span>
                <p className="leading-7 text-ink">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step}
                </p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}

function AddAllOutcome({ result }: { result: AddAllResult | null }) {
  return (
    <div role="status" aria-live="polite">
      {result ? (
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-ink">
          <p className="font-semibold">
            {result.added.length === 0
              ? 'No ingredient could be added.'
              : `Added ${result.added.length} ${result.added.length === 1 ? 'ingredient' : 'ingredients'} to your cart.`}{' '}
            {result.added.length > 0 ? (
              <Link to="/cart" className="text-brand-700 underline">
                View cart
              </Link>
            ) : null}
          </p>
          {result.unavailable.length > 0 ? (
            <p className="mt-1">
              Not added:{' '}
              {result.unavailable.map((u, i) => (
                <span key={u.name}>
                  {i > 0 ? '; ' : ''}
                  <strong>{u.name}</strong> ({u.reason})
                </span>
              ))}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
