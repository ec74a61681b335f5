import { Clock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { RECIPE_COURSE_LABELS, RECIPE_DIET_LABELS, type RecipeCardDto } from '../../../../shared/recipes';

export const minutesLabel = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;

export function RecipeCard({ recipe, headingLevel = 2 }: { recipe: RecipeCardDto; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
      <img
        src={recipe.image}
        alt=""
        width={600}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-saffron-800 uppercase">
          {RECIPE_COURSE_LABELS[recipe.course]} · {recipe.region}
        </p>
        <Heading className="text-lg font-bold text-ink">
          <Link to={`/recipes/${recipe.slug}`} className="after:absolute after:inset-0 group-hover:underline">
            {recipe.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted">{recipe.summary}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-ink">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {minutesLabel(recipe.totalMinutes)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden="true" />
            Serves {recipe.servings}
          </span>
        </p>
        <ul className="flex flex-wrap gap-1" aria-label="Diet">
          {recipe.dietTags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {RECIPE_DIET_LABELS[tag]}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
