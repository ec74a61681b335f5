import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { AllRecipesLink, RecipeForm } from './recipe-form';
import { useCreateRecipe } from '../api/recipes-admin-api';

/** /admin/recipes/new: a new recipe's text and facts, saved as a draft; its ingredients come on its own page. */
export function NewRecipe() {
  const create = useCreateRecipe();
  const navigate = useNavigate();
  return (
    <>
      <AllRecipesLink />
      <AdminPageHeader
        title="New recipe"
        description="Write the recipe for the shop's customers; its ingredients and their products come next."
      />
      <RecipeForm
        isNew
        submitLabel="Create draft"
        defaults={{
          title: '',
          slug: '',
          summary: '',
          intro: '',
          course: 'main',
          region: '',
          dietTags: ['vegetarian'],
          prepMinutes: 10,
          cookMinutes: 20,
          servings: 4,
          steps: '',
          isPublished: false,
        }}
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          toast.success('Draft saved: now add its ingredients, then publish it');
          await navigate(`/admin/recipes/${created.id}`);
        }}
      />
    </>
  );
}
