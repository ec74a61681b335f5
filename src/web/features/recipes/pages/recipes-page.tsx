import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  RECIPE_COURSE_LABELS,
  RECIPE_COURSES,
  RECIPE_DIET_LABELS,
  RECIPE_DIETS,
  RECIPE_TIMES,
} from '../../../../shared/recipes';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { usePageMeta } from '../../../lib/page-meta';
import { type RecipeFilters, recipesQuery } from '../api/recipes-api';
import { RecipeCard } from '../components/recipe-card';

const KEYS = ['q', 'diet', 'course', 'maxMinutes'] as const;

/** /recipes: every recipe, filtered by diet, course and time and searched; the filters live in the URL. */
export default function RecipesPage() {
  usePageMeta({
    title: 'Indian Recipes',
    description:
      'Dal tadka, chole, poha, idli sambar, biryani and more Indian recipes, with every ingredient one click from your Desi Grocer cart.',
  });
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as Required<RecipeFilters>;
  const [q, setQ] = useState(filters.q);
  const { data: recipes, isError } = useQuery(recipesQuery(filters));

  const apply = (next: Partial<RecipeFilters>) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams();
    for (const k of KEYS) if (merged[k]?.trim()) search.set(k, merged[k].trim());
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q });
  };
  const select = (key: 'diet' | 'course' | 'maxMinutes') => (event: { target: { value: string } }) =>
    apply({ [key]: event.target.value });
  const filtered = KEYS.some((k) => filters[k]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Recipes</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Home-style Indian cooking, tested in our kitchen. Choose your servings and put every ingredient in your cart at
        once.
      </p>
      <form
        role="search"
        aria-label="Find recipes"
        onSubmit={submit}
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      >
        <div>
          <label htmlFor="recipe-search" className="mb-1 block text-sm font-semibold text-ink">
            Search recipes or ingredients
          </label>
          <div className="flex gap-2">
            <Input id="recipe-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
            <Button type="submit" aria-label="Search recipes">
              <Search aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div>
          <label htmlFor="recipe-diet" className="mb-1 block text-sm font-semibold text-ink">
            Diet
          </label>
          <NativeSelect id="recipe-diet" value={filters.diet} onChange={select('diet')}>
            <option value="">Any diet</option>
            {RECIPE_DIETS.map((d) => (
              <option key={d} value={d}>
                {RECIPE_DIET_LABELS[d]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor="recipe-course" className="mb-1 block text-sm font-semibold text-ink">
            Course
          </label>
          <NativeSelect id="recipe-course" value={filters.course} onChange={select('course')}>
            <option value="">Any course</option>
            {RECIPE_COURSES.map((c) => (
              <option key={c} value={c}>
                {RECIPE_COURSE_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor="recipe-time" className="mb-1 block text-sm font-semibold text-ink">
            Total time
          </label>
          <NativeSelect id="recipe-time" value={filters.maxMinutes} onChange={select('maxMinutes')}>
            <option value="">Any time</option>
            {RECIPE_TIMES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>

      <div aria-live="polite" className="mt-6">
        {isError ? (
          <p role="alert" className="text-red-700">
            We could not load the recipes. Please try again.
          </p>
        ) : recipes ? (
          <>
            <p className="mb-4 text-sm text-muted">
              {recipes.length === 1 ? '1 recipe' : `${recipes.length} recipes`}
              {filtered ? ' match your choices' : ''}
            </p>
            {recipes.length === 0 ? (
              <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
                <p className="font-semibold text-ink">No recipe matches these choices.</p>
                <Button variant="outline" className="mt-4" onClick={() => (setQ(''), setParams(new URLSearchParams()))}>
                  Show all recipes
                </Button>
              </div>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {recipes.map((recipe) => (
                  <li key={recipe.slug} className="flex">
                    <RecipeCard recipe={recipe} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
