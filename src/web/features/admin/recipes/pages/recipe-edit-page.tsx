import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { AdminRecipeDto } from '../../../../../shared/recipes';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { IngredientsEditor } from '../components/ingredients-editor';
import { AllRecipesLink, RecipeForm } from '../components/recipe-form';
import { NewRecipe } from '../components/recipe-new';
import { adminRecipeQuery, useSaveRecipe } from '../api/recipes-admin-api';

/** /admin/recipes/:id: the recipe's text and facts and its ingredient lines; /admin/recipes/new makes one. */
export default function RecipeEditPage() {
  const { id = '' } = useParams();
  if (id === 'new') return <NewRecipe />;
  return <ExistingRecipe id={id} />;
}

function ExistingRecipe({ id }: { id: string }) {
  const { data, isPending, isError, error } = useQuery(adminRecipeQuery(id));
  if (isPending) return <Spinner label="Loading the recipe…" />;
  if (isError)
    return (
      <>
        <AdminPageHeader title="Recipe" />
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      </>
    );
  return <RecipeEditor key={data.id} recipe={data} />;
}

function RecipeEditor({ recipe }: { recipe: AdminRecipeDto }) {
  const save = useSaveRecipe(recipe.id);
  return (
    <>
      <AllRecipesLink />
      <AdminPageHeader
        title={`Edit: ${recipe.title}`}
        description={
          recipe.isPublished ? (
            <Link to={`/recipes/${recipe.slug}`} className="underline">
              See it on the shop
            </Link>
          ) : (
            'A draft: hidden from the shop until published.'
          )
        }
      />
      <RecipeForm
        isNew={false}
        submitLabel="Save"
        defaults={{
          title: recipe.title,
          summary: recipe.summary,
          intro: recipe.intro,
          course: recipe.course,
          region: recipe.region,
          dietTags: recipe.dietTags,
          prepMinutes: recipe.prepMinutes,
          cookMinutes: recipe.cookMinutes,
          servings: recipe.servings,
          steps: recipe.steps.join('\n'),
          isPublished: recipe.isPublished,
        }}
        onSave={async (values) => {
          const saved = await save.mutateAsync(values);
          toast.success(saved.isPublished ? 'Recipe saved and published' : 'Recipe saved as a draft');
        }}
      />
      <IngredientsEditor recipe={recipe} />
    </>
  );
}
