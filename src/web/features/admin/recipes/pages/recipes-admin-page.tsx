import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { RECIPE_COURSE_LABELS } from '../../../../../shared/recipes';
import { buttonVariants } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { AdminPageHeader } from '../../components/admin-page-header';
import { adminRecipesQuery } from '../api/recipes-admin-api';

/** /admin/recipes: every recipe, drafts included. */
export default function RecipesAdminPage() {
  const { data, isPending, isError, error } = useQuery(adminRecipesQuery);
  return (
    <>
      <AdminPageHeader
        title="Recipes"
        description="Write new recipes and edit a recipe's text, times, servings, method and ingredients; publish or hide it."
        actions={
          <Link to="/admin/recipes/new" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New recipe
          </Link>
        }
      />
      {isPending ? (
        <Spinner label="Loading recipes…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load recipes: {error.message}
        </p>
      ) : (
        <ul aria-label="Recipes" className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {data.map((recipe) => (
            <li key={recipe.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <Link
                  to={`/admin/recipes/${recipe.id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {recipe.title}
                </Link>
                <p className="text-sm text-muted">
                  {RECIPE_COURSE_LABELS[recipe.course]} · {recipe.region} · serves {recipe.servings}
                </p>
              </div>
              {recipe.isPublished ? (
                <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-900">
                  Published
                </span>
              ) : (
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm font-semibold text-gray-800">Draft</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
